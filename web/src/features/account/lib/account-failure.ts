import type { Language } from '@gsk/core/i18n/language';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../lib/api-client';
import { retryWhen } from '../../../lib/retry-when';

/**
 * The visitor's text of a failed members' call: each error code the account routes answer (a
 * validation failure's fields show under their fields; this is the form's own line), then the
 * failures without an answer.
 */
export function accountFailureText(
  failure: ApiFailure,
  t: TFunction<['account']>,
  language: Language,
): string {
  switch (failure.kind) {
    case 'status':
      switch (failure.code) {
        case 'validation':
          return t('account:errors.validation');
        case 'malformed_body':
        case 'bad_request':
          return t('account:errors.badRequest');
        case 'invalid_credentials':
          return t('account:errors.invalidCredentials');
        case 'challenge_not_found':
          return t('account:errors.challengeNotFound');
        case 'resend_too_soon':
          return t('account:errors.resendTooSoon');
        case 'reset_expired':
          return t('account:errors.resetExpired');
        case 'unauthenticated':
          return t('account:errors.unauthenticated');
        case 'cross_site':
        case 'forbidden':
        case 'origin_not_allowed':
          return t('account:errors.refused');
        default:
          break;
      }
      if (failure.status === 429)
        return failure.retryAfterSeconds === undefined
          ? t('account:errors.tooManyRequests')
          : t('account:errors.tooManyRequestsIn', {
              when: retryWhen(failure.retryAfterSeconds, language),
            });
      if (failure.status === 401) return t('account:errors.unauthenticated');
      if (failure.status === 403) return t('account:errors.refused');
      if (failure.status === 400) return t('account:errors.badRequest');
      if (failure.status >= 500) return t('account:errors.server');
      return t('account:errors.unknown');
    case 'timeout':
      return t('account:errors.timeout');
    case 'network':
    case 'cors':
      return t('account:errors.network');
    case 'unknown':
      return t('account:errors.unknown');
  }
}
