import type { i18n } from 'i18next';
import type { ApiFailure } from '../../../lib/api-client';
import { validationText } from '../../../i18n/validation-text';

/** The text of the first field message that is a validation key (the catalogue translates it). */
const fieldMessage = (fields: Record<string, string> | undefined, t: i18n['t']) =>
  Object.values(fields ?? {})
    .map((message) => ({ message, text: validationText(t, message) }))
    .find(({ message, text }) => text !== message)?.text;

/**
 * The message of a failure, from the spec's catalogue: for a 400 the server's message (a `message`
 * text, or a field message key the API sent, translated) or the fallback; 403, 404, 500, the
 * API's 429 and its 409 for an upload already sent by their own texts; any other status as 'HTTP {status}: {statusText}'; then timeout,
 * network, cross-origin and anything else.
 */
export function failureMessage(failure: ApiFailure, t: i18n['t']): string {
  switch (failure.kind) {
    case 'status':
      if (failure.status === 400)
        return (
          failure.message ?? fieldMessage(failure.fields, t) ?? t('applications:errors.badRequest')
        );
      if (failure.status === 403) return t('applications:errors.forbidden');
      if (failure.status === 404) return t('applications:errors.notFound');
      if (failure.status === 500) return t('applications:errors.server');
      if (failure.status === 429 && failure.code === 'too_many_requests')
        return t('applications:errors.throttled');
      if (failure.status === 409 && failure.code === 'upload_already_used')
        return t('applications:errors.uploadUsed');
      return t('applications:errors.status', {
        status: failure.status,
        statusText: failure.statusText,
      });
    case 'timeout':
      return t('applications:errors.timeout');
    case 'network':
      return t('applications:errors.network');
    case 'cors':
      return t('applications:errors.cors');
    case 'unknown':
      return failure.message || t('applications:errors.unknown');
  }
}

/**
 * The error dialog's text: '{message}. Please try again.' The message's own final full stop is
 * dropped first, so catalogue messages that end in one do not print two.
 */
export function errorDialogText(message: string, t: i18n['t']): string {
  return t('applications:dialog.errorText', { message: message.trim().replace(/[.!]+$/, '') });
}
