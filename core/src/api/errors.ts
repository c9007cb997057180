import type { OtpCodeState } from './account';
import type { OverdrawDetails } from './crowdfunding';
import type { ShopQuote, SoldOutLine } from './shop';

/**
 * The stable codes of the API's error answers (`{ error: { code, fields? } }`). The handlers throw
 * them and the web translates them; neither spells one out by hand.
 */
export const apiErrorCodes = [
  /** A field failed core's schema; `fields` holds each field's message key. */
  'validation',
  /** The body is not the format the route reads (not JSON, not a form, not an object). */
  'malformed_body',
  /** Any other malformed request. */
  'bad_request',
  /** The site origin of a donation or a return address is not one of the site's origins. */
  'origin_not_allowed',
  /** A gateway message whose HashValue2 does not check out. */
  'invalid_signature',
  /** A gateway message for another merchant's ServiceID. */
  'unknown_service',
  /** No payment has this PaymentID. */
  'payment_not_found',
  /** A gateway result about a payment whose amount, currency or order number differ. */
  'payment_mismatch',
  /**
   * A gateway result that kept losing races against concurrent deliveries of the same payment
   * (the gateway re-sends it). Authentic results that contradict the ledger are not refused: the
   * payment is flagged for review.
   */
  'payment_already_final',
  /** The API queried the gateway about this payment moments ago. */
  'query_too_soon',
  /**
   * The uploaded CV was already sent with another application (an upload is usable once, even
   * when the same form is sent several times at once); upload the file again for a new one.
   */
  'upload_already_used',
  /** The request needs a signed-in member (no session cookie, or an expired or revoked one). */
  'unauthenticated',
  /** The session is valid but its member may not do this (a member on a staff route). */
  'forbidden',
  /** A state-changing request that did not come from the site's own pages (Origin check). */
  'cross_site',
  /** Sign-in refused: no account has this mobile number and password (never says which). */
  'invalid_credentials',
  /** The one-time code's challenge is unknown or spent: start again from the mobile number. */
  'challenge_not_found',
  /** A new code was asked for before the countdown ended. */
  'resend_too_soon',
  /** The password-reset permission is unknown, used or expired: ask for a new code. */
  'reset_expired',
  /** No published event has this id. */
  'event_not_found',
  /** The event has no place left. */
  'event_full',
  /** The event does not take registrations (closed by staff, or already started). */
  'event_closed',
  /** No activity has this id (or, to the public, none that is published). */
  'activity_not_found',
  /** The activity has no shift of this id. */
  'shift_not_found',
  /** The shift has no place left (send `{"waitingList": true}` to join its waiting list). */
  'shift_full',
  /** The shift does not take sign-ups or cancellations (it has started, or was cancelled). */
  'shift_closed',
  /** The shift has no confirmed person of this member (attendance). */
  'place_not_found',
  /** Staff: the member is not a coordinator. */
  'coordinator_not_found',
  /** Staff: only a proposed activity can be approved or refused. */
  'activity_not_proposed',
  /** The activity was refused or cancelled: no shift can be added to it. */
  'activity_closed',
  /** A coordinator's texts for today are spent (COORDINATOR_TEXTS_PER_DAY); `Retry-After` says when. */
  'texts_spent',
  /** The day's SMS budget across the site (SMS_DAILY_BUDGET) has no room for these texts. */
  'sms_budget_spent',
  /** No published campaign has this id (staff: no campaign at all). */
  'campaign_not_found',
  /** Staff: a campaign with this id exists already (ids are URLs, fixed once made). */
  'campaign_exists',
  /** The campaign is not running: a supporter's page can be started only while it runs. */
  'campaign_not_running',
  /** No approved supporter's page has this code (to its owner and staff: none at all). */
  'fundraiser_not_found',
  /** The member has a page for this campaign already (one each, whatever its status). */
  'fundraiser_exists',
  /** A supporter's goal above the campaign's goal. */
  'fundraiser_goal_too_high',
  /** Staff: the page was decided already (a decision is made once). */
  'fundraiser_decided',
  /**
   * Staff: the disbursement would take a balance below zero; nothing was written. Send it again
   * with `confirmOverdraw` (audited) if it is right.
   */
  'balance_insufficient',
  /** Staff: no disbursement has this id, or it kept no receipt file. */
  'disbursement_not_found',
  /** Staff: the receipt file is not a PDF, JPEG or PNG, or is over 4 MB (DISBURSEMENT_RECEIPT_MAX_BYTES). */
  'receipt_invalid',
  /** The member's record has no successful donation with this id, or no donation in this year. */
  'donation_not_found',
  /** No product on sale has this slug (staff: no product at all). */
  'product_not_found',
  /** Staff: a product with this slug exists already (slugs are URLs, fixed once made). */
  'product_exists',
  /**
   * The order asks for more than is left of a variant (or a variant no longer on sale): nothing
   * was written; `stock` lists each such line and how many are left.
   */
  'sold_out',
  /**
   * The order's total is not the one the buyer was shown (a price or a fee changed): nothing was
   * written; `quote` is the new one to show before paying.
   */
  'price_changed',
  /** No order has this number, or it was placed with another email (the same answer for both). */
  'order_not_found',
  /** Staff: the order is not in a state that allows this action (`actions` lists what is allowed). */
  'order_state',
  /** Staff: the order was delivered more than RETURN_WINDOW_DAYS days ago. */
  'return_window_closed',
  /** Staff: the change would take a variant's stock below zero; nothing was written. */
  'stock_insufficient',
  /** Staff: no application has this id. */
  'application_not_found',
  /** Staff: no contact message has this id. */
  'message_not_found',
  /** Staff: the export would hold more than STAFF_EXPORT_MAX_ROWS rows; narrow the filter. */
  'export_too_large',
  /** The caller is sending too many requests; try again later. */
  'too_many_requests',
  /** Something failed on the server; nothing to do but try again later. */
  'internal',
  // Closing an account (issue 32, core/src/privacy/closure.ts `closureRefusals`).
  /** A donation or order of the member's is still waiting for the gateway: try again once it settles. */
  'close_payment_pending',
  /** A paid order of the member's is not delivered yet: wait for it, or ask us to cancel it. */
  'close_order_undelivered',
  // Requests about personal data (issue 32, docs/privacy.md, "Requests").
  /** Staff: no request about personal data has this reference. */
  'privacy_request_not_found',
  /**
   * Staff: the request is not in a state that allows this action (`actions` lists what it
   * allows now); an extension once extended, or after its due day, is refused so too.
   */
  'privacy_request_state',
  // Broadcasts (issue 32, docs/privacy.md "Broadcasts").
  /** Staff or a coordinator: no broadcast has this id (or not one of the coordinator's). */
  'broadcast_not_found',
  /** The broadcast has finished or was stopped already. */
  'broadcast_state',
  /** The segment reaches nobody who agreed to the channel and purpose: nothing to send. */
  'broadcast_empty',
  /** The segment has changed since the preview: preview again (`recipients` is the count now). */
  'broadcast_count_changed',
  /** A coordinator's segment reaches beyond the areas they coordinate. */
  'broadcast_outside_area',
  /** The unsubscribe link's token is not one the site signed. */
  'unsubscribe_invalid',
] as const;

/** A stable code of an API error answer. */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The body of every API error answer. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    /** For `validation`: each failing field's message key (core's schemas' messages). */
    fields?: Record<string, string>;
    /** A refused one-time code's answer: what is left of the code, and when a new one may come. */
    otp?: OtpCodeState;
    /** A refused disbursement's `balance_insufficient`: the fund that falls short, and by what. */
    overdraw?: OverdrawDetails;
    /** A refused order's `sold_out`: the lines that cannot be had. */
    stock?: SoldOutLine[];
    /** A refused order's `price_changed`: the quote as it stands now. */
    quote?: ShopQuote;
    /** A refused staff action's `order_state` (`privacy_request_state`): what it allows now. */
    actions?: string[];
    /** A refused broadcast's `broadcast_count_changed`: how many it would reach now. */
    recipients?: number;
  };
}

/** Whether a value is one of the API's error codes. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (apiErrorCodes as readonly string[]).includes(value);
}
