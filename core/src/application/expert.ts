import { object, type InferType } from 'yup';
import {
  APPLICANT_EMAIL_MAX_LENGTH,
  APPLICANT_NAME_MAX_LENGTH,
  APPLICANT_PHONE_MAX_LENGTH,
} from '../constants';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { choice } from '../schema/choice';
import { text } from '../schema/text';
import { isCvKey } from './cv';
import { interestNames, interests, qualificationNames, qualifications } from './labels';
import { applicantPhonePattern, applicationLanguageField, cvTokenField } from './partner';

const maxOf =
  (key: 'expert.name.max' | 'expert.email.max' | 'expert.phone.max') =>
  ({ max }: { max: number }) =>
    validationMessage(key, { max });

const expertFields = {
  name: text()
    .required('expert.name.required')
    .max(APPLICANT_NAME_MAX_LENGTH, maxOf('expert.name.max')),
  email: text()
    .required('expert.email.required')
    .email('expert.email.invalid')
    .max(APPLICANT_EMAIL_MAX_LENGTH, maxOf('expert.email.max')),
  phone: text()
    .required('expert.phone.required')
    .matches(applicantPhonePattern, 'expert.phone.invalid')
    .max(APPLICANT_PHONE_MAX_LENGTH, maxOf('expert.phone.max')),
  qualification: choice(qualifications, qualificationNames, 'expert.qualification.required'),
  interest: choice(interests, interestNames, 'expert.interest.required'),
};

/**
 * The expert form in the browser. The CV (PDF only) is checked apart with
 * `checkCvFile(file, expertCvPolicy)` when it is chosen.
 */
export const expertFormSchema = object(expertFields);

/** Values of the expert form. */
export type ExpertFormValues = InferType<typeof expertFormSchema>;

/**
 * The expert application as `/api/expertForm` receives it: the form's fields, the required
 * key of the uploaded PDF and the token `POST /api/uploads` gave with it, and the page's language.
 */
export const expertApplicationSchema = object({
  ...expertFields,
  cvKey: text()
    .required('expert.cv.required')
    .test('cv-key', 'cv.upload', (value) => isCvKey(value)),
  cvToken: cvTokenField,
  language: applicationLanguageField,
});

/** A valid expert application, as the server stores it. */
export type ExpertApplication = InferType<typeof expertApplicationSchema>;
