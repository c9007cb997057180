import type { Language } from '@gsk/core/i18n/language';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../lib/api-client';
import { retryWhen } from '../../../lib/retry-when';

/**
 * The visitor's text of a failed closure (the form's alert; a wrong or missing password shows
 * under its field): what stops it and what to do, or why no answer came.
 */
export function closureFailureText(
  failure: ApiFailure,
  t: TFunction<['privacyClose']>,
  language: Language,
): string {
  if (failure.kind === 'timeout') return t('privacyClose:errors.timeout');
  if (failure.kind === 'network' || failure.kind === 'cors')
    return t('privacyClose:errors.network');
  if (failure.kind !== 'status') return t('privacyClose:errors.server');
  if (failure.code === 'close_payment_pending') return t('privacyClose:errors.paymentPending');
  if (failure.code === 'close_order_undelivered') return t('privacyClose:errors.orderUndelivered');
  if (failure.status === 401) return t('privacyClose:errors.unauthenticated');
  if (failure.status === 429)
    return failure.retryAfterSeconds === undefined
      ? t('privacyClose:errors.tooManyRequestsLater')
      : t('privacyClose:errors.tooManyRequests', {
          when: retryWhen(failure.retryAfterSeconds, language),
        });
  return t('privacyClose:errors.server');
}
