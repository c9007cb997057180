import { object, ref, type InferType } from 'yup';
import {
  ACCOUNT_NAME_MAX_LENGTH_EXCLUSIVE,
  ACCOUNT_NAME_MIN_LENGTH,
  ACCOUNT_OTP_DIGITS,
  ACCOUNT_PASSWORD_MAX_LENGTH,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  ACCOUNT_PHONE_MAX_DIGITS,
  ACCOUNT_PHONE_MIN_DIGITS,
} from '../constants';
import { defaultLanguage, languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';
import { mobileDigits } from './mobile';

export { canonicalMobile, maskMobile, mobileDigits } from './mobile';

/**
 * The companion app's account forms (spec section 5), shared by the browser's forms and the
 * handlers: sign-up, the one-time code, sign-in, the password reset and the password change.
 */

/** What a mobile number may be typed with: digits, spaces, hyphens, a leading plus, parentheses. */
const mobileCharacters = /^\+?[0-9 ()-]+$/;

/** A mobile number as typed: its characters, then 10 to 12 digits. */
export const mobile = text()
  .required('account.mobile.required')
  .matches(mobileCharacters, 'account.mobile.invalid')
  .test(
    'min-digits',
    validationMessage('account.mobile.min', { min: ACCOUNT_PHONE_MIN_DIGITS }),
    (value) => !value || mobileDigits(value).length >= ACCOUNT_PHONE_MIN_DIGITS,
  )
  .test(
    'max-digits',
    validationMessage('account.mobile.max', { max: ACCOUNT_PHONE_MAX_DIGITS }),
    (value) => !value || mobileDigits(value).length <= ACCOUNT_PHONE_MAX_DIGITS,
  );

/** A name as on the identity card: letters (any script), spaces, and ' . - / @ (as in `a/l`). */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} '.\-/@]*$/u;

/** A name as on the identity card, 5 to under 255 characters. */
export const name = text()
  .required('account.name.required')
  .min(ACCOUNT_NAME_MIN_LENGTH, ({ min }: { min: number }) =>
    validationMessage('account.name.min', { min }),
  )
  .max(ACCOUNT_NAME_MAX_LENGTH_EXCLUSIVE - 1, () =>
    validationMessage('account.name.max', { max: ACCOUNT_NAME_MAX_LENGTH_EXCLUSIVE }),
  )
  .matches(namePattern, 'account.name.format');

/** A password is text never trimmed: every character counts. */
const password = () => text({ trim: false });

/** A new password (never trimmed), under the key of its form's required message. */
export const passwordOf = (
  required: 'account.password.required' | 'account.newPassword.required',
) =>
  password()
    .required(required)
    .min(ACCOUNT_PASSWORD_MIN_LENGTH, ({ min }: { min: number }) =>
      validationMessage('account.password.min', { min }),
    )
    .max(ACCOUNT_PASSWORD_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('account.password.max', { max }),
    );

/** A password's confirmation, which must match the field named. */
export const confirmationOf = (field: string) =>
  password()
    .required('account.passwordConfirmation.required')
    .oneOf([ref(field)], 'account.passwordConfirmation.match');

/** The one-time code: a number of exactly `ACCOUNT_OTP_DIGITS` digits. */
export const otpCode = text()
  .required('account.code.required')
  .matches(/^\d*$/, 'account.code.number')
  .matches(
    new RegExp(`^\\d{${ACCOUNT_OTP_DIGITS}}$`),
    validationMessage('account.code.length', { length: ACCOUNT_OTP_DIGITS }),
  );

/** The one-time code's form. */
export const otpSchema = object({ code: otpCode });

/** Sign-in: mobile number and password (the password's length is not checked here). */
export const signInSchema = object({
  mobile,
  password: password().required('account.password.required'),
});

/** Values of the sign-in form. */
export type SignInValues = InferType<typeof signInSchema>;

/** The first step of a forgotten password: the mobile number the code goes to. */
export const passwordResetRequestSchema = object({
  mobile,
  language: text().oneOf(languages, 'account.language.invalid').default(defaultLanguage),
});

/** The last step of a forgotten password: the new password, twice. */
export const newPasswordSchema = object({
  password: passwordOf('account.newPassword.required'),
  passwordConfirmation: confirmationOf('password'),
});

/** The profile's password change: the current password, then a new one that differs from it. */
export const changePasswordSchema = object({
  currentPassword: password().required('account.currentPassword.required'),
  newPassword: passwordOf('account.newPassword.required').notOneOf(
    [ref('currentPassword')],
    'account.newPassword.differ',
  ),
  passwordConfirmation: confirmationOf('newPassword'),
});

/** Values of the password change form. */
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
