/**
 * The staff side's contracts (functions/src/staff): the sign-in with its second factor and the
 * audit trail. The sign-in's bodies are the members' (`{ mobile, password }`, then
 * `OtpVerifyBody`); it answers the members' OtpChallenge, then the staff member's MemberProfile.
 */

/** Who did something, as the audit trail names them: the member's id and their name then. */
export interface StaffActor {
  memberId: string;
  name: string;
}

/** What an action was about: a kind (`member`, `payment`, `event`…) and its id. */
export interface StaffActionSubject {
  type: string;
  id: string;
}

/** One entry of the audit trail: never changed once written. */
export interface StaffAuditEntry {
  /** Unique, and sorts as the entries happened. */
  id: string;
  /** ISO instant. */
  at: string;
  actor: StaffActor;
  /** A stable code, `area.verb` (`staff.signed_in`, `payment.queried`…). */
  action: string;
  subject: StaffActionSubject;
  details?: Record<string, string | number | boolean>;
}

/**
 * `GET /api/staff/audit[?cursor=…]`: newest first, a page at a time; `nextCursor` asks for the
 * next page, absent on the last.
 */
export interface StaffAuditPage {
  entries: StaffAuditEntry[];
  nextCursor?: string;
}
