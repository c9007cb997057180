import { boolean, number, object, type InferType } from 'yup';
import {
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  DONATION_NOTES_MAX_LENGTH,
  DONOR_EMAIL_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
} from '../constants';
import { CAMPAIGN_ID_PATTERN, FUNDRAISER_CODE_PATTERN } from '../crowdfunding/limits';
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

/** An event's id as the API makes it (a UUID), or any short id of letters, digits and hyphens. */
const eventIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** A MyKad number: 12 digits, written with or without its two hyphens (`900101-14-5678`). */
export const identityNumberPattern = /^\d{6}-?\d{2}-?\d{4}$/;

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
  /*
   * Crowdfunding (docs/crowdfunding.md): what the donation counts towards. The server checks each
   * against what it holds (a running campaign, an approved supporter's page of a running campaign,
   * an event with a fundraising goal) and attributes the donation accordingly.
   */
  campaign: text()
    .default('')
    .test(
      'campaign',
      'donation.campaign.invalid',
      (value) => !value || CAMPAIGN_ID_PATTERN.test(value),
    ),
  fundraiser: text()
    .default('')
    .test(
      'fundraiser',
      'donation.fundraiser.invalid',
      (value) => !value || FUNDRAISER_CODE_PATTERN.test(value),
    ),
  event: text()
    .default('')
    .test('event', 'donation.event.invalid', (value) => !value || eventIdPattern.test(value)),
  /** The donor chose to be named on the donor wall; anonymous otherwise. */
  donor_wall: boolean().strict().typeError('donation.donor_wall.invalid').default(false),
  /**
   * The identity-card number LHDN requires on a tax-deduction receipt: asked only while the
   * movement holds a section 44(6) approval (a stage setting), 12 digits, hyphens allowed.
   */
  identity_no: text()
    .default('')
    .test(
      'identity',
      'donation.identity_no.invalid',
      (value) => !value || identityNumberPattern.test(value),
    ),
});

/** A valid donation, as the schema returns it. */
export type DonationInput = InferType<typeof donationSchema>;
