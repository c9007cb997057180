import type { serverApiPaths } from './all-paths';
import type { coordinatorApiPaths } from './coordinator-paths';
import type { crowdfundingApiPaths } from './crowdfunding-paths';
import type { broadcastApiPaths } from './broadcast-paths';
import type { privacyApiPaths } from './privacy-paths';
import type { shopApiPaths } from './shop-paths';
import type { staffApiPaths } from './staff-paths';

/**
 * Every path of the HTTP API, in API Gateway's syntax (`{id}` for a path parameter), all under
 * `/api`: the site serves its API on its own origin there (CloudFront's `/api/*` behaviour, the
 * local servers' proxies), so the web calls them same-origin. The route table (infra/routes.ts)
 * serves them, the web calls them (`apiPath`) and the handlers build the gateway's return and
 * callback addresses from them: one spelling for all three.
 *
 * The paths the site's pages call (the public pages', the members'); the staff console's are in
 * ./staff-paths.ts and the server's own (health, the gateway's return and callback) in ./all-paths.ts.
 */
export const siteApiPaths = {
  payments: '/api/payments',
  verifyPayment: '/api/payments/verify',
  queryPayment: '/api/payments/{id}/query',
  campaignTotals: '/api/campaign/totals',
  uploads: '/api/uploads',
  /** The spec's default partner form address. */
  partnerForm: '/api/partnerForm',
  expertForm: '/api/expertForm',
  /** The contact page's messages. */
  contact: '/api/contact',
  /** The members' side (core/src/api/account.ts), whose session cookie needs the one origin. */
  signUp: '/api/account/sign-up',
  signUpVerify: '/api/account/sign-up/verify',
  otpResend: '/api/account/otp/resend',
  signIn: '/api/account/sign-in',
  signOut: '/api/account/sign-out',
  me: '/api/account/me',
  changePassword: '/api/account/password',
  /** The member's own details: name, seats, language and email (`POST`, core/src/account/profile.ts). */
  profile: '/api/account/profile',
  passwordReset: '/api/account/password-reset',
  passwordResetVerify: '/api/account/password-reset/verify',
  passwordResetComplete: '/api/account/password-reset/complete',
  /** Programmes and events (core/src/api/events.ts). */
  events: '/api/events',
  event: '/api/events/{id}',
  /** `POST` registers (or joins the waiting list), `DELETE` cancels the member's place. */
  eventRegistrations: '/api/events/{id}/registrations',
  /** An event's calendar file (`text/calendar`). */
  eventCalendar: '/api/events/{id}/calendar.ics',
  /** Volunteers (core/src/api/volunteers.ts): the member's own details (`GET`, `PUT`, `DELETE`). */
  volunteer: '/api/volunteer',
  /** Volunteers per state, public aggregates only. */
  volunteerCounts: '/api/volunteers/counts',
  /** Upcoming published activities (`?state=`), one activity with its shifts. */
  activities: '/api/activities',
  activity: '/api/activities/{id}',
  /** `POST` signs up (or joins the waiting list), `DELETE` cancels the member's place. */
  shiftSignups: '/api/activities/{id}/shifts/{shiftId}/signups',
  /** A shift's calendar file (`text/calendar`). */
  shiftCalendar: '/api/activities/{id}/shifts/{shiftId}/calendar.ics',
  /** The member's upcoming shifts, waiting places and events. */
  commitments: '/api/account/commitments',
} as const;

/** A path of the API, with its parameters still to fill in. */
export type ApiPath =
  | (typeof serverApiPaths)[keyof typeof serverApiPaths]
  | (typeof siteApiPaths)[keyof typeof siteApiPaths]
  | (typeof staffApiPaths)[keyof typeof staffApiPaths]
  | (typeof coordinatorApiPaths)[keyof typeof coordinatorApiPaths]
  | (typeof crowdfundingApiPaths)[keyof typeof crowdfundingApiPaths]
  // The shop's (issue 31).
  | (typeof shopApiPaths)[keyof typeof shopApiPaths]
  // Personal data and its owners' rights (issue 32).
  | (typeof privacyApiPaths)[keyof typeof privacyApiPaths]
  // Broadcasts and their unsubscribe (issue 32).
  | (typeof broadcastApiPaths)[keyof typeof broadcastApiPaths];

type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

/**
 * A path of the API with its parameters filled in and URL-encoded:
 * `apiPath(apiPaths.queryPayment, { id: 'A1' })` is `/api/payments/A1/query`.
 */
export function apiPath<P extends ApiPath>(
  path: P,
  ...params: ParamsOf<P> extends never ? [] : [Record<ParamsOf<P>, string>]
): string {
  const values: Readonly<Record<string, string>> = params[0] ?? {};
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
