import type { OtpCodeState } from '@gsk/core/api';
import { ApiError } from '../../../lib/api-client';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * What a refused one-time code's answer says is left of it (core's `OtpCodeState`, the error
 * body's `otp`), when the error is such an answer and the body has the contract's shape.
 */
export function codeStateOf(error: unknown): OtpCodeState | undefined {
  if (!(error instanceof ApiError) || error.failure.kind !== 'status') return undefined;
  const { otp } = error.failure;
  if (typeof otp !== 'object' || otp === null) return undefined;
  const { usable, triesLeft, resendAfterSeconds } = otp as Record<string, unknown>;
  return typeof usable === 'boolean' && isCount(triesLeft) && isCount(resendAfterSeconds)
    ? { usable, triesLeft, resendAfterSeconds }
    : undefined;
}
