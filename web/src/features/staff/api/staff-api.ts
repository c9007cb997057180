import {
  apiPath,
  siteApiPaths,
  staffApiPaths,
  type MemberProfile,
  type OtpChallenge,
  type OtpVerifyBody,
  type StaffAuditPage,
  type StaffDashboard,
  type StaffPaymentCheck,
  type StaffPaymentDetail,
  type StaffPaymentFilter,
  type StaffPaymentPage,
  type StaffSession,
} from '@gsk/core/api';
import type { SignInValues } from '@gsk/core/account';
import type { Language } from '@gsk/core/i18n/language';
import { apiJson, callApi, type ApiCall } from '../../../lib/api-client';

/** A call that gets no answer in this long fails as timed out (a code is texted before some answer). */
const timeoutMs = 30_000;

const get: ApiCall = { method: 'GET', credentials: 'same-origin', cache: 'no-store', timeoutMs };
const post = (json: unknown = {}): ApiCall => ({
  method: 'POST',
  json,
  credentials: 'same-origin',
  timeoutMs,
});

/** A path with a query of the given values, empty ones left out. */
export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return params ? `${path}?${params}` : path;
};

/** The first factor: a staff account's mobile number and password; a code is texted. */
export const staffSignIn = (values: SignInValues) =>
  apiJson<OtpChallenge>(staffApiPaths.staffSignIn, post(values));

/** The second factor: the texted code; the staff session starts (its cookie). */
export const verifyStaffSignIn = (body: OtpVerifyBody) =>
  apiJson<MemberProfile>(staffApiPaths.staffSignInVerify, post(body));

/** Signs out: the members' sign-out ends a staff session as well (the API clears the cookie). */
export const staffSignOut = async () => {
  await callApi(siteApiPaths.signOut, post());
};

/** Who is signed in to the console: 401 signed out, 403 a member who is not staff. */
export const fetchStaffSession = () => apiJson<StaffSession>(staffApiPaths.staffSession, get);

export const fetchDashboard = () => apiJson<StaffDashboard>(staffApiPaths.staffDashboard, get);

/** A page of the donation search (newest first); `cursor` asks for the next. */
export const searchPayments = (filter: StaffPaymentFilter, cursor?: string) =>
  apiJson<StaffPaymentPage>(withQuery(staffApiPaths.staffPayments, { ...filter, cursor }), get);

/**
 * The CSV export of a donation search, in the console's language: a plain same-origin link (the
 * session cookie goes along).
 */
export const paymentsExportHref = (filter: StaffPaymentFilter, language: Language) =>
  withQuery(staffApiPaths.staffPaymentsExport, { ...filter, language });

export const fetchPayment = (id: string) =>
  apiJson<StaffPaymentDetail>(apiPath(staffApiPaths.staffPayment, { id }), get);

/** Runs the reconciler's step for one payment now; answers what it did and the payment after. */
export const checkPayment = (id: string) =>
  apiJson<StaffPaymentCheck>(apiPath(staffApiPaths.staffPaymentCheck, { id }), post());

/** A page of the audit trail (newest first). */
export const fetchAudit = (cursor?: string) =>
  apiJson<StaffAuditPage>(withQuery(staffApiPaths.staffAudit, { cursor }), get);
