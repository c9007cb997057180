/**
 * Facts the terms of use and the privacy statement promise, kept in one place so the storage
 * rules (bucket lifecycle, ledger clean-up) can follow the same numbers the visitor reads.
 */

/** Where visitors write about the site, the terms, donations and orders. */
export const CONTACT_EMAIL = 'hello@sektorketiga.my';

/** Where access, correction and deletion requests under the PDPA go. */
export const PRIVACY_EMAIL = 'privacy@sektorketiga.my';

/** Date the current terms of use took effect (ISO). */
export const TERMS_EFFECTIVE = '2025-08-01';

/** Date the current privacy statement took effect (ISO). */
export const PRIVACY_EFFECTIVE = '2025-08-01';

/** Partner and expert applications and their CVs are deleted this many days after submission. */
export const APPLICATION_RETENTION_DAYS = 365;

/** Donation records are kept this many years after the end of the year of the donation (tax law). */
export const DONATION_RECORD_RETENTION_YEARS = 7;

/** App account data is deleted or anonymised this many days after the account is closed. */
export const ACCOUNT_RETENTION_DAYS_AFTER_CLOSING = 90;

/** Messages and requests are kept this many years after the matter is closed. */
export const CORRESPONDENCE_RETENTION_YEARS = 2;

/** Server access logs are kept this many days. */
export const SERVER_LOG_RETENTION_DAYS = 90;

/** A donation made in error may be reported for a refund within this many days. */
export const DONATION_ERROR_REPORT_DAYS = 14;

/** Refunds for returned merchandise are paid within this many days of receiving the item. */
export const REFUND_DAYS = 14;

/** Damaged or missing deliveries are reported within this many days. */
export const DELIVERY_CLAIM_DAYS = 7;

/** After this many days of a force majeure event either side may end the affected arrangement. */
export const FORCE_MAJEURE_TERMINATION_DAYS = 60;

/** Complaints are answered within this many days before either side goes to court. */
export const COMPLAINT_RESPONSE_DAYS = 30;

/** Minimum age to donate, apply or hold an app account. */
export const MINIMUM_AGE = 18;
