import { newPasswordSchema, otpSchema } from '@gsk/core/account';
import { text } from '@gsk/core/schema';
import { object } from 'yup';

/**
 * The bodies of the account routes beyond core's forms: the ids the browser carries between
 * steps. An id of the wrong shape is no validation error but an unknown challenge or permission
 * (404 `challenge_not_found`, 400 `reset_expired`), as a well-formed unknown one is; a value that
 * is no text, or holds a character no text field may, is refused as any text field's is.
 */
const id = () => text({ trim: false }).default('');

/** `POST /api/account/otp/resend`. */
export const otpResendSchema = object({ challengeId: id() });

/** `POST /api/account/sign-up/verify` and `/password-reset/verify`. */
export const otpVerifySchema = otpSchema.shape({ challengeId: id() });

/** `POST /api/account/password-reset/complete`: the permission, then the new password twice. */
export const passwordResetCompleteSchema = newPasswordSchema.shape({ resetToken: id() });
