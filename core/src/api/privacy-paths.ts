/**
 * Personal data and its owners' rights (issue 32, docs/privacy.md): a member's consents to be
 * contacted, their data as a file and as a readable summary, closing their account, and the
 * requests of people without an account (proved by a one-time code). A module apart from
 * ./paths.ts, so that only the pages that call them ship them.
 */
export const privacyApiPaths = {
  /** `GET` the member's consents per channel and purpose; `PUT` changes one. */
  ownConsents: '/api/account/consents',
  /** Everything the site holds about the signed-in member, as JSON (a download). */
  ownData: '/api/account/data',
  /** The same, as a readable page in the member's language (a download). */
  ownDataSummary: '/api/account/data/summary',
  /** Closes the signed-in member's account (their password again). */
  closeAccount: '/api/account/close',
  /** A request about personal data by anyone: sends a one-time code to its mobile or email. */
  privacyRequests: '/api/privacy/requests',
  /** The code: the request is then recorded, its 21 days running. */
  privacyRequestVerify: '/api/privacy/requests/verify',
} as const;
