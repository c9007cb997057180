import { object, type InferType } from 'yup';
import { applicantPhonePattern } from '../application/partner';
import {
  APPLICANT_EMAIL_MAX_LENGTH,
  APPLICANT_NAME_MAX_LENGTH,
  APPLICANT_PHONE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
} from '../constants';
import { defaultLanguage, languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';

const limitOf =
  (key: 'contact.name.max' | 'contact.email.max' | 'contact.phone.max' | 'contact.message.max') =>
  ({ max }: { max: number }) =>
    validationMessage(key, { max });

/**
 * The spec's contact entity (name, email, phone, message) as the contact page's form holds it.
 * The phone number is optional: a visitor may only want an answer by email.
 */
const contactFields = {
  name: text()
    .required('contact.name.required')
    .max(APPLICANT_NAME_MAX_LENGTH, limitOf('contact.name.max')),
  email: text()
    .required('contact.email.required')
    .email('contact.email.invalid')
    .max(APPLICANT_EMAIL_MAX_LENGTH, limitOf('contact.email.max')),
  phone: text()
    .matches(applicantPhonePattern, { message: 'contact.phone.invalid', excludeEmptyString: true })
    .max(APPLICANT_PHONE_MAX_LENGTH, limitOf('contact.phone.max')),
  message: text({ multiline: true })
    .required('contact.message.required')
    .min(CONTACT_MESSAGE_MIN_LENGTH, ({ min }: { min: number }) =>
      validationMessage('contact.message.min', { min }),
    )
    .max(CONTACT_MESSAGE_MAX_LENGTH, limitOf('contact.message.max')),
};

/** The contact form in the browser. */
export const contactFormSchema = object(contactFields);

/** Values of the contact form. */
export type ContactFormValues = InferType<typeof contactFormSchema>;

/**
 * A contact message as `POST /api/contact` receives it: the form's fields and the page's language,
 * in which the visitor's acknowledgement is written.
 */
export const contactMessageSchema = object({
  ...contactFields,
  language: text().oneOf(languages, 'contact.language.invalid').default(defaultLanguage),
});

/** A valid contact message, as the server stores it. */
export type ContactMessage = InferType<typeof contactMessageSchema>;
