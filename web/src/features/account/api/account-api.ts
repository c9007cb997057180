import {
  apiPath,
  siteApiPaths,
  type MemberProfile,
  type OtpChallenge,
  type OtpResendBody,
  type OtpVerifyBody,
  type PasswordResetPermit,
  type PublicEvent,
} from '@gsk/core/api';
import type { ChangePasswordValues, SignInValues } from '@gsk/core/account';
import type { ProfileValues } from '@gsk/core/account/profile';
import type { SignUpValues } from '@gsk/core/account/sign-up';
import type { Language } from '@gsk/core/i18n/language';
import { apiJson, callApi, type ApiCall } from '../../../lib/api-client';

/** A call that gets no answer in this long fails as timed out (an SMS is sent before some answer). */
const timeoutMs = 30_000;

/** The members' calls go to the site's own `/api` with the session cookie. */
const post = (json?: unknown): ApiCall => ({
  method: 'POST',
  json: json ?? {},
  credentials: 'same-origin',
  timeoutMs,
});

/** Starts a sign-up: the API checks the details and texts a code to the mobile number. */
export const startSignUp = (values: SignUpValues) =>
  apiJson<OtpChallenge>(siteApiPaths.signUp, post(values));

/** Verifies a sign-up's code: the account is created and the member signed in. */
export const verifySignUp = (body: OtpVerifyBody) =>
  apiJson<MemberProfile>(siteApiPaths.signUpVerify, post(body));

/** A new code for a challenge (sign-up or password reset), once its countdown is over. */
export const resendCode = (body: OtpResendBody) =>
  apiJson<OtpChallenge>(siteApiPaths.otpResend, post(body));

/** Signs in with mobile number and password. */
export const signIn = (values: SignInValues) =>
  apiJson<MemberProfile>(siteApiPaths.signIn, post(values));

/** Ends the session (the API revokes it and clears the cookie). */
export const signOut = async () => {
  await callApi(siteApiPaths.signOut, post());
};

/** Changes the signed-in member's password. */
export const changePassword = async (values: ChangePasswordValues) => {
  await callApi(siteApiPaths.changePassword, post(values));
};

/** Changes the signed-in member's details; answers the profile as stored. */
export const updateProfile = (values: ProfileValues) =>
  apiJson<MemberProfile>(siteApiPaths.profile, post(values));

/** The first step of a forgotten password: a code to the mobile number. */
export const requestPasswordReset = (mobile: string, language: Language) =>
  apiJson<OtpChallenge>(siteApiPaths.passwordReset, post({ mobile, language }));

/** The code of a password reset, answered by a short-lived permission to set a password. */
export const verifyPasswordReset = (body: OtpVerifyBody) =>
  apiJson<PasswordResetPermit>(siteApiPaths.passwordResetVerify, post(body));

/** Sets the new password with the permission. */
export const completePasswordReset = async (body: {
  resetToken: string;
  password: string;
  passwordConfirmation: string;
}) => {
  await callApi(siteApiPaths.passwordResetComplete, post(body));
};

/** One published event, for the title of a registration on the profile. */
export const fetchEvent = (id: string) =>
  apiJson<PublicEvent>(apiPath(siteApiPaths.event, { id }), { method: 'GET', timeoutMs });
