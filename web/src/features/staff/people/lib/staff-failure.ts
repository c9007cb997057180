import type { TFunction } from 'i18next';
import { ApiError, type ApiFailure } from '../../../../lib/api-client';

/** Any thrown value as the API failure it stands for. */
export const failureOf = (error: unknown): ApiFailure =>
  error instanceof ApiError
    ? error.failure
    : { kind: 'unknown', message: error instanceof Error ? error.message : undefined };

/**
 * The staff member's text of a failed console call, in the page's language: each error code the
 * people pages' routes answer, then the statuses and the failures without an answer. A page shows
 * it instead of crashing (the console's guard deals with a session that ended).
 */
export function staffFailureText(failure: ApiFailure, t: TFunction<['staffPeople']>): string {
  switch (failure.kind) {
    case 'status':
      switch (failure.code) {
        case 'unauthenticated':
          return t('staffPeople:errors.unauthenticated');
        case 'forbidden':
          return t('staffPeople:errors.forbidden');
        case 'cross_site':
        case 'origin_not_allowed':
          return t('staffPeople:errors.crossSite');
        case 'application_not_found':
          return t('staffPeople:errors.applicationNotFound');
        case 'message_not_found':
          return t('staffPeople:errors.messageNotFound');
        case 'event_not_found':
          return t('staffPeople:errors.eventNotFound');
        case 'validation':
          return t('staffPeople:errors.validation');
        case 'malformed_body':
        case 'bad_request':
          return t('staffPeople:errors.badRequest');
        case 'export_too_large':
          return t('staffPeople:errors.exportTooLarge');
        case 'too_many_requests':
          return t('staffPeople:errors.tooManyRequests');
        default:
          break;
      }
      if (failure.status === 401) return t('staffPeople:errors.unauthenticated');
      if (failure.status === 403) return t('staffPeople:errors.forbidden');
      if (failure.status === 404) return t('staffPeople:errors.notFound');
      if (failure.status === 429) return t('staffPeople:errors.tooManyRequests');
      if (failure.status === 400) return t('staffPeople:errors.badRequest');
      if (failure.status >= 500) return t('staffPeople:errors.server');
      return t('staffPeople:errors.unknown');
    case 'timeout':
      return t('staffPeople:errors.timeout');
    case 'network':
    case 'cors':
      return t('staffPeople:errors.network');
    case 'unknown':
      return t('staffPeople:errors.unknown');
  }
}
