import { boolean, object, type InferType } from 'yup';
import '../i18n/yup-locale';
import { text } from '../schema/text';

/*
 * Closing a member's own account (issue 32, docs/privacy.md "Closing an account"): what the form
 * sends, why a closure is refused, and what the answer says. `@gsk/core/privacy/closure`: no
 * electoral data, no consent wording, so the section that imports it stays small.
 */

/**
 * `POST /api/account/close`: the member's current password (never trimmed: every character
 * counts, as at sign-in) and a ticked confirmation that they understand it cannot be undone.
 * The password's length is not checked here: a wrong one is a wrong password, said on its field.
 */
export const closeAccountSchema = object({
  password: text({ trim: false }).required('account.currentPassword.required'),
  // A JSON `true` only: "true", 1 or "on" are not a person's consent to lose their account.
  confirm: boolean()
    .strict()
    .typeError('closure.confirm.required')
    .required('closure.confirm.required')
    .oneOf([true], 'closure.confirm.required'),
});

export type CloseAccountValues = InferType<typeof closeAccountSchema>;

/**
 * Why an account cannot be closed yet (409, the error's code), each with what to do:
 * `close_payment_pending`, a donation or order whose payment the gateway has not settled (wait
 * for it, usually minutes); `close_order_undelivered`, a paid order not yet delivered (wait for
 * it, or ask us to cancel it). Closing then would leave money or goods owed to nobody.
 */
export const closureRefusals = ['close_payment_pending', 'close_order_undelivered'] as const;
export type ClosureRefusal = (typeof closureRefusals)[number];

/** What a closure did, counted (the answer, and the audit entry's details: no personal data). */
export interface ClosureCounts {
  /** Upcoming event registrations and shift places given back (places freed, waiting lists promoted). */
  placesCancelled: number;
  /** Past registrations and places whose link to the member was removed. */
  placesDetached: number;
  /** Donations and orders kept for the accounts, their personal fields erased. */
  paymentsErased: number;
  /** Supporters' pages taken down and erased. */
  fundraisersErased: number;
  /** Partner and expert applications erased (their CV files deleted). */
  applicationsErased: number;
  /** Contact messages erased. */
  messagesErased: number;
}

/** `200` of `POST /api/account/close`: the account is gone and this browser is signed out. */
export interface AccountClosed {
  status: 'closed';
  counts: ClosureCounts;
}
