import { mixed, object, type InferType } from 'yup';
import { mobile as accountMobile, otpCode } from '../account';
import { APPLICANT_EMAIL_MAX_LENGTH, APPLICANT_NAME_MAX_LENGTH } from '../constants';
import { defaultLanguage, languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';
import {
  PRIVACY_REQUEST_DETAILS_MAX_LENGTH,
  PRIVACY_REQUEST_NOTE_MAX_LENGTH,
  privacyContactChannels,
  privacyKindsNeedingDetails,
  privacyRequestActions,
  privacyRequestFilters,
  privacyRequestKinds,
  type PrivacyContactChannel,
  type PrivacyRequestAction,
  type PrivacyRequestFilter,
  type PrivacyRequestKind,
} from './request-terms';

/*
 * Requests about personal data by anyone, with or without an account (issue 32, docs/privacy.md,
 * "Requests"): what may be asked, how the person proves the mobile number or email they give, the
 * 21 days within which it is answered (PRIVACY_RESPONSE_DAYS, the privacy policy's promise), and
 * what staff do with it. The browser's form and the handlers share these rules.
 */

// The kinds, statuses, staff actions and the 21-day clock live apart, so that what only counts
// or shows requests imports them without the schemas (and yup).
export * from './request-terms';

/** The request form's fields. */
const requestFields = {
  kind: mixed<PrivacyRequestKind>()
    .required('privacyRequest.kind.required')
    .oneOf(privacyRequestKinds, 'privacyRequest.kind.required'),
  name: text()
    .required('privacyRequest.name.required')
    .max(APPLICANT_NAME_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('privacyRequest.name.max', { max }),
    ),
  contactBy: mixed<PrivacyContactChannel>()
    .required('privacyRequest.contactBy.required')
    .oneOf(privacyContactChannels, 'privacyRequest.contactBy.required'),
  // Only the channel chosen is checked (and kept): the other field may hold anything or nothing.
  mobile: text().when('contactBy', {
    is: 'mobile',
    then: () => accountMobile,
    otherwise: (schema) => schema.strip(),
  }),
  email: text().when('contactBy', {
    is: 'email',
    then: (schema) =>
      schema
        .required('privacyRequest.email.required')
        .email('privacyRequest.email.invalid')
        .max(APPLICANT_EMAIL_MAX_LENGTH, ({ max }: { max: number }) =>
          validationMessage('privacyRequest.email.max', { max }),
        ),
    otherwise: (schema) => schema.strip(),
  }),
  details: text({ multiline: true })
    .max(PRIVACY_REQUEST_DETAILS_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('privacyRequest.details.max', { max }),
    )
    .when('kind', {
      is: (kind: unknown) => privacyKindsNeedingDetails.includes(kind as PrivacyRequestKind),
      then: (schema) => schema.required('privacyRequest.details.required'),
    }),
};

/** The request form in the browser. */
export const privacyRequestFormSchema = object(requestFields);

/** Values of the request form. */
export type PrivacyRequestFormValues = InferType<typeof privacyRequestFormSchema>;

/**
 * A request as `POST /api/privacy/requests` receives it: the form's fields and the page's
 * language, in which the code, the acknowledgement and the answer are written.
 */
export const privacyRequestStartSchema = object({
  ...requestFields,
  language: text().oneOf(languages, 'privacyRequest.language.invalid').default(defaultLanguage),
});

/** A valid request, as the server keeps it while its code is pending. */
export type PrivacyRequestStart = InferType<typeof privacyRequestStartSchema>;

/** `POST /api/privacy/requests/verify`: the pending request's challenge and its code. */
export const privacyRequestVerifySchema = object({
  challengeId: text({ trim: false }).default(''),
  code: otpCode,
});

/** Values of the code step. */
export type PrivacyRequestVerifyInput = InferType<typeof privacyRequestVerifySchema>;

/** The message of an action's missing text: a note, an outcome or a reason. */
const noteRequired: Record<PrivacyRequestAction, string | undefined> = {
  note: 'privacyRequest.note.required',
  start: undefined,
  complete: 'privacyRequest.outcome.required',
  refuse: 'privacyRequest.reason.required',
  extend: 'privacyRequest.reason.required',
};

/** `POST /api/staff/privacy/requests/{id}/action`: the action and its text. */
export const privacyRequestActionSchema = object({
  action: mixed<PrivacyRequestAction>()
    .required('privacyRequest.action.invalid')
    .oneOf(privacyRequestActions, 'privacyRequest.action.invalid'),
  note: text({ multiline: true })
    .max(PRIVACY_REQUEST_NOTE_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('privacyRequest.note.max', { max }),
    )
    .when('action', ([action]: unknown[], schema) => {
      const required = noteRequired[action as PrivacyRequestAction];
      return required ? schema.required(required) : schema;
    }),
});

/** A valid staff action. */
export type PrivacyRequestActionInput = InferType<typeof privacyRequestActionSchema>;

/** The queue's query. */
export const privacyRequestQuerySchema = object({
  status: mixed<PrivacyRequestFilter>()
    .oneOf(privacyRequestFilters, 'privacyRequest.status.invalid')
    .default('open'),
  cursor: text({ trim: false }),
});
