import { boolean, object } from 'yup';
import { STAFF_NAME_SEARCH_MAX_LENGTH, applicationStatuses } from '../api/staff';
import { enterpriseSlugs } from '../enterprise/types';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';

/*
 * The staff console's applications and contact messages (core/src/api/staff.ts): what staff may
 * send, checked by the server (functions/src/staff) and the console alike.
 */

/** Characters a staff note on an application may have. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

/** Characters a list's cursor may have (a page key, base64url). */
export const STAFF_CURSOR_MAX_LENGTH = 2000;

const cursor = text().max(STAFF_CURSOR_MAX_LENGTH, 'staff.cursor.invalid');

/**
 * `GET /api/staff/applications?form=&status=&enterprise=&name=&cursor=` (and its export): each
 * filter optional; no status lists every status, newest first.
 */
export const staffApplicationQuerySchema = object({
  form: text().oneOf(['partner', 'expert'] as const, 'staff.application.form.invalid'),
  status: text().oneOf(applicationStatuses, 'staff.application.status.invalid'),
  enterprise: text().oneOf(enterpriseSlugs, 'staff.application.enterprise.invalid'),
  name: text().max(STAFF_NAME_SEARCH_MAX_LENGTH, 'staff.application.name.invalid'),
  cursor,
});

/**
 * `POST /api/staff/applications/{id}` (StaffApplicationUpdate): a new status, a note of 1 to
 * 2,000 characters, or both; neither is `staff.application.update.empty` on the note.
 */
export const staffApplicationUpdateSchema = object({
  status: text().oneOf(applicationStatuses, 'staff.application.status.invalid'),
  note: text({ multiline: true })
    .min(1, 'staff.note.empty')
    .max(STAFF_NOTE_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('staff.note.max', { max }),
    )
    .when('status', {
      is: (status: unknown) => status === undefined,
      then: (schema) => schema.required('staff.application.update.empty'),
    }),
});

/** `GET /api/staff/messages?handled=false|true&cursor=`: unhandled by default. */
export const staffMessageQuerySchema = object({
  handled: text().oneOf(['true', 'false'] as const, 'staff.message.handled.invalid'),
  cursor,
});

/** `POST /api/staff/messages/{id}/handled` (StaffMessageHandledBody): a real boolean. */
export const staffMessageHandledSchema = object({
  handled: boolean()
    .strict()
    .required('staff.message.handled.required')
    .typeError('staff.message.handled.invalid'),
});
