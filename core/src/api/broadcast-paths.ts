/**
 * Broadcasts (issue 32, docs/privacy.md "Broadcasts"): staff's and coordinators' emails and texts
 * to a segment, and the one-click way to stop them. A module apart from ./paths.ts, so that only
 * the pages that call them ship them.
 */
export const broadcastApiPaths = {
  /** Staff: `GET` the broadcasts (newest first), `POST` sends one (after its preview). */
  staffBroadcasts: '/api/staff/broadcasts',
  /** Staff: `POST` a draft: how many it reaches, its words as sent in both languages, its cost. */
  staffBroadcastPreview: '/api/staff/broadcasts/preview',
  /** Staff: one broadcast and its progress. */
  staffBroadcast: '/api/staff/broadcasts/{id}',
  /** Staff: `POST` stops a broadcast still going out; what is sent stays sent. */
  staffBroadcastCancel: '/api/staff/broadcasts/{id}/cancel',
  /** A coordinator: the same, for the areas they coordinate only. */
  coordinatorBroadcasts: '/api/coordinator/broadcasts',
  coordinatorBroadcastPreview: '/api/coordinator/broadcasts/preview',
  coordinatorBroadcast: '/api/coordinator/broadcasts/{id}',
  /**
   * Anyone holding an email's token (`?t=`), without a session: `GET` says what it stops, `POST`
   * stops it (RFC 8058's one-click POST, `List-Unsubscribe=One-Click`, and the site's page).
   */
  unsubscribe: '/api/unsubscribe',
} as const;
