import { object, type InferType } from 'yup';
import {
  APPLICANT_EMAIL_MAX_LENGTH,
  APPLICANT_NAME_MAX_LENGTH,
  APPLICANT_PHONE_MAX_LENGTH,
  PARTNER_COMMENTS_MAX_LENGTH,
} from '../constants';
import { enterpriseSlugs } from '../enterprise/types';
import { defaultLanguage, languages, type Language } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { choice } from '../schema/choice';
import { text } from '../schema/text';
import { isCvKey } from './cv';
import { contributionTypeNames, contributionTypes, enterpriseNames } from './labels';

/** An applicant's phone number: only digits, spaces, hyphens, plus signs and parentheses. */
export const applicantPhonePattern = /^[0-9 +()-]+$/;

const maxOf =
  (
    key:
      | 'partner.fullName.max'
      | 'partner.email.max'
      | 'partner.phoneNumber.max'
      | 'partner.additionalComments.max',
  ) =>
  ({ max }: { max: number }) =>
    validationMessage(key, { max });

const fullName = text()
  .required('partner.fullName.required')
  .max(APPLICANT_NAME_MAX_LENGTH, maxOf('partner.fullName.max'));

const email = text()
  .required('partner.email.required')
  .email('partner.email.invalid')
  .max(APPLICANT_EMAIL_MAX_LENGTH, maxOf('partner.email.max'));

const phoneNumber = text()
  .required('partner.phoneNumber.required')
  .matches(applicantPhonePattern, 'partner.phoneNumber.invalid')
  .max(APPLICANT_PHONE_MAX_LENGTH, maxOf('partner.phoneNumber.max'));

const contributionType = choice(
  contributionTypes,
  contributionTypeNames,
  'partner.contributionType.required',
);

const enterpriseType = choice(enterpriseSlugs, enterpriseNames, 'partner.enterpriseType.required');

const additionalComments = text({ multiline: true }).max(
  PARTNER_COMMENTS_MAX_LENGTH,
  maxOf('partner.additionalComments.max'),
);

/**
 * The key of an uploaded CV, as the server-side forms carry it in place of the file:
 * 'cv.upload' unless it is a key under `uploads/`.
 */
export const cvKeyField = text().test(
  'cv-key',
  'cv.upload',
  (value) => value === undefined || value === '' || isCvKey(value),
);

/** Longest upload token accepted: its expiry and base64url HMAC-SHA256 take about 55 characters. */
export const CV_TOKEN_MAX_LENGTH = 200;

/**
 * The token `POST /api/uploads` gave with the CV's key, sent beside it. The server checks its
 * signature, form and expiry; here only its length ('cv.token' when absurdly long).
 */
export const cvTokenField = text().max(CV_TOKEN_MAX_LENGTH, 'cv.token');

/**
 * The language of the page the application was sent from, in which the applicant's
 * acknowledgement is written (Malay when absent, as the spec's own form sends none).
 */
export const applicationLanguageField = text()
  .oneOf(languages, 'application.language.invalid')
  .default(defaultLanguage);

/**
 * The partner form in the browser, with the spec's form value names. The CV is checked apart
 * with `checkCvFile` when it is chosen, since the spec rejects it at once with an alert.
 */
export const partnerFormSchema = object({
  fullName,
  email,
  phoneNumber,
  contributionType,
  enterpriseType,
  additionalComments,
});

/** Values of the partner form. */
export type PartnerFormValues = InferType<typeof partnerFormSchema>;

/**
 * The partner application as `/api/partnerForm` receives it: the spec's wire names (name, phone),
 * the optional key of the uploaded CV (with its upload token) in place of cvFile, and the page's
 * language. Same rules and messages as the form.
 */
export const partnerApplicationSchema = object({
  name: fullName,
  email,
  phone: phoneNumber,
  contributionType,
  enterpriseType,
  additionalComments,
  cvKey: cvKeyField,
  cvToken: cvTokenField,
  language: applicationLanguageField,
});

/** A valid partner application, as the server stores it. */
export type PartnerApplication = InferType<typeof partnerApplicationSchema>;

/** The form value each field of the partner application comes from (to place server messages). */
export const partnerFormFieldOf = {
  name: 'fullName',
  email: 'email',
  phone: 'phoneNumber',
  contributionType: 'contributionType',
  enterpriseType: 'enterpriseType',
  additionalComments: 'additionalComments',
  cvKey: 'cvFile',
  cvToken: 'cvFile',
} as const;

/** The fields the browser submits for a partner application, from the form values and the page's language. */
export function toPartnerApplication(
  values: PartnerFormValues,
  language: Language,
  cvKey?: string,
): PartnerApplication {
  return {
    language,
    name: values.fullName,
    email: values.email,
    phone: values.phoneNumber,
    contributionType: values.contributionType,
    enterpriseType: values.enterpriseType,
    additionalComments: values.additionalComments,
    cvKey,
  };
}
