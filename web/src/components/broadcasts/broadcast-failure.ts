import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../lib/api-client';

/** The `staffBroadcasts:errors` key of each code the broadcast routes answer. */
const codes = {
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  cross_site: 'crossSite',
  origin_not_allowed: 'crossSite',
  broadcast_not_found: 'notFound',
  broadcast_state: 'state',
  broadcast_empty: 'empty',
  broadcast_outside_area: 'outsideArea',
  validation: 'validation',
  malformed_body: 'badRequest',
  bad_request: 'badRequest',
} as const;

const statuses = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'state',
} as const;

/** How many a refused send would reach now (`broadcast_count_changed`), when the answer says. */
export const changedCount = (failure: ApiFailure): number | undefined =>
  failure.kind === 'status' &&
  failure.code === 'broadcast_count_changed' &&
  typeof failure.recipients === 'number' &&
  Number.isInteger(failure.recipients) &&
  failure.recipients >= 0
    ? failure.recipients
    : undefined;

/** A wait of `seconds` in words: minutes under two hours, then hours (rounded up). */
const waitText = (seconds: number, t: TFunction<['staffBroadcasts']>) =>
  seconds < 7200
    ? t('staffBroadcasts:wait.minutes', { count: Math.max(1, Math.ceil(seconds / 60)) })
    : t('staffBroadcasts:wait.hours', { count: Math.ceil(seconds / 3600) });

/**
 * The words of a failed broadcast call in the page's language: the count that changed, the limit
 * reached and when it lifts (a 429's `Retry-After`), the codes the routes answer, then the status.
 */
export function broadcastFailureText(
  failure: ApiFailure,
  t: TFunction<['staffBroadcasts']>,
): string {
  switch (failure.kind) {
    case 'timeout':
      return t('staffBroadcasts:errors.timeout');
    case 'network':
    case 'cors':
      return t('staffBroadcasts:errors.network');
    case 'unknown':
      return t('staffBroadcasts:errors.unknown');
    case 'status':
      break;
  }
  const count = changedCount(failure);
  if (count !== undefined) return t('staffBroadcasts:errors.countChanged', { count });
  if (failure.status === 429 || failure.code === 'too_many_requests')
    return failure.retryAfterSeconds
      ? t('staffBroadcasts:errors.tooManyRequests', {
          wait: waitText(failure.retryAfterSeconds, t),
        })
      : t('staffBroadcasts:errors.tooManyRequestsNow');
  const known =
    failure.code && failure.code in codes ? codes[failure.code as keyof typeof codes] : undefined;
  const key =
    known ??
    statuses[failure.status as keyof typeof statuses] ??
    (failure.status >= 500 ? 'server' : 'unknown');
  return t(`staffBroadcasts:errors.${key}`);
}
