import type { Language } from '../i18n/language';
import type { ConsentChannel, ConsentPurpose, ConsentSource } from '../privacy/consent-wording';

/*
 * Personal data and its owners' rights (issue 32, docs/privacy.md): the answers of the routes in
 * ./privacy-paths.ts. Consents first (a member's own, per channel and purpose).
 */

/** A consent as recorded: given or not, when, and the very words shown, in the language shown. */
export interface ConsentRecord {
  given: boolean;
  /** ISO time it was given or withdrawn. */
  at: string;
  /**
   * The wording's version (core's `currentConsentVersion` when it was recorded), its language
   * and text.
   */
  version: string;
  language: Language;
  wording: string;
}

/**
 * A channel and purpose's recorded consent, with where it was given (a current item or a log
 * entry).
 */
export interface ChannelConsent extends ConsentRecord {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  source: ConsentSource;
}

/** A channel and purpose never recorded: not given, and no time. */
export interface UnrecordedConsent {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  given: false;
}

/**
 * `GET /api/account/consents` (and `PUT`'s answer): the member's four current consents, in
 * core's `consentChoices` order (an unrecorded one as not given, without a time), and every change
 * ever recorded, newest first.
 */
export interface OwnConsents {
  consents: (ChannelConsent | UnrecordedConsent)[];
  history: ChannelConsent[];
}
