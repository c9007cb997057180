/*
 * The broadcast functions' environment (docs/privacy.md "Broadcasts"; the names are fixed by the
 * Broadcasts stack and the local stack), read lazily as functions/src/lib/config.ts reads its own.
 */

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
};

/** Seconds a claim lasts when nothing says otherwise: SES answers in well under a second. */
const defaultClaimStaleSeconds = 600;

export const broadcastSettings = {
  /** The planner's queue: one message per page of candidates (`{broadcastId, cursor?}`). */
  get planQueueUrl() {
    return required('BROADCAST_PLAN_QUEUE_URL');
  },
  /** The sender's queue: one message per delivery (`{broadcastId, memberId}`). */
  get sendQueueUrl() {
    return required('BROADCAST_SEND_QUEUE_URL');
  },
  /** SES's configuration set whose Send events resolve a claim a crash left `sending`. */
  get configurationSet() {
    return required('SES_CONFIGURATION_SET');
  },
  /**
   * Seconds after which a `sending` claim with no Send event is taken as never accepted by SES
   * and sent again (`BROADCAST_CLAIM_STALE_SECONDS`: 600 in AWS, seconds locally).
   */
  get claimStaleSeconds() {
    const value = Number(process.env.BROADCAST_CLAIM_STALE_SECONDS || defaultClaimStaleSeconds);
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error('Invalid BROADCAST_CLAIM_STALE_SECONDS');
    }
    return value;
  },
};

/**
 * The least milliseconds between two sends of one sender invocation (`BROADCAST_SEND_INTERVAL_MS`,
 * infra/queues.ts `sendIntervalMs`: 143 unless set): the send queue's mapping runs at most
 * `maximumConcurrency` (2) invocations at once, so together they send under SES's 14 a second
 * (and SNS's 20).
 */
export const sendIntervalMs = (): number => {
  const value = Number(process.env.BROADCAST_SEND_INTERVAL_MS || 143);
  if (!Number.isFinite(value) || value < 0) throw new Error('Invalid BROADCAST_SEND_INTERVAL_MS');
  return value;
};
