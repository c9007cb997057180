import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../lib/api-client';

/**
 * The text of a failed console call, in the page's language: the codes the staff routes answer,
 * then the statuses without one, then the failures without an answer. (The sign-in's forms say
 * theirs as the account pages do.)
 */
export function staffFailureText(failure: ApiFailure, t: TFunction<['staff']>): string {
  switch (failure.kind) {
    case 'status':
      switch (failure.code) {
        case 'payment_not_found':
          return t('staff:errors.paymentNotFound');
        case 'export_too_large':
          return t('staff:errors.exportTooLarge');
        case 'validation':
          return t('staff:errors.validation');
        case 'bad_request':
        case 'malformed_body':
          return t('staff:errors.badRequest');
        case 'unauthenticated':
          return t('staff:errors.unauthenticated');
        case 'forbidden':
          return t('staff:errors.forbidden');
        case 'cross_site':
        case 'origin_not_allowed':
          return t('staff:errors.refused');
        default:
          break;
      }
      if (failure.status === 429) return t('staff:errors.tooManyRequests');
      if (failure.status === 401) return t('staff:errors.unauthenticated');
      if (failure.status === 403) return t('staff:errors.forbidden');
      if (failure.status === 400) return t('staff:errors.badRequest');
      if (failure.status >= 500) return t('staff:errors.server');
      return t('staff:errors.unknown');
    case 'timeout':
      return t('staff:errors.timeout');
    case 'network':
    case 'cors':
      return t('staff:errors.network');
    case 'unknown':
      return t('staff:errors.unknown');
  }
}
