import { number, object, type InferType } from 'yup';
import {
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  DONATION_NOTES_MAX_LENGTH,
  DONOR_EMAIL_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
} from '../constants';
import { enterpriseSlugs } from '../enterprise/types';
import { defaultLanguage, languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';

/**
 * The donor's phone number: an optional country code with a plus, an optional area code (in
 * brackets or not), then two groups of 3-4 digits, separated by spaces or hyphens.
 * Examples: '012-345 6789', '+60 12-345 6789', '(03) 1234 5678', '0123456789'.
 */
export const donationPhonePattern =
  /^(?:\+\d{1,4}[ -]?)?(?:\(\d{1,4}\)[ -]?|\d{1,4}[ -]?)?\d{3,4}[ -]?\d{3,4}$/;

/**
 * The donation form, in the browser and in `POST /api/payments`. Messages are keys (the web's
 * `validation` namespace translates them). Lengths stay within the gateway's CustName, CustEmail and CustPhone
 * limits. The amount is a strict number: a value that is not a number, such as the empty input,
 * reads as a missing amount.
 */
export const donationSchema = object({
  name: text()
    .required('donation.name.required')
    .max(DONOR_NAME_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('donation.name.max', { max }),
    ),
  email: text()
    .required('donation.email.required')
    .email('donation.email.invalid')
    .max(DONOR_EMAIL_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('donation.email.max', { max }),
    ),
  phone_number: text()
    .required('donation.phone_number.required')
    .matches(donationPhonePattern, 'donation.phone_number.invalid')
    .max(DONOR_PHONE_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('donation.phone_number.max', { max }),
    ),
  amount: number()
    .strict()
    .typeError('donation.amount.required')
    .min(DONATION_MIN_AMOUNT, 'donation.amount.min')
    .max(DONATION_MAX_AMOUNT, 'donation.amount.max')
    .integer('donation.amount.integer')
    .positive('donation.amount.min')
    .required('donation.amount.required'),
  notes: text({ multiline: true }).max(DONATION_NOTES_MAX_LENGTH, ({ max }: { max: number }) =>
    validationMessage('donation.notes.max', { max }),
  ),
  enterprise: text().oneOf([...enterpriseSlugs, ''], 'donation.enterprise.invalid'),
  language: text().oneOf(languages, 'donation.language.invalid').default(defaultLanguage),
});

/** A valid donation, as the schema returns it. */
export type DonationInput = InferType<typeof donationSchema>;
