import type { SmsSegments } from '../sms/segments';
import type {
  BroadcastSegment,
  BroadcastStatus,
  BroadcastWords,
  DeliveryStatus,
} from '../broadcasts/terms';
import type { Language } from '../i18n/language';
import type { ConsentChannel, ConsentPurpose } from '../privacy/consent-wording';

/*
 * The answers of the broadcast routes (./broadcast-paths.ts; issue 32, docs/privacy.md
 * "Broadcasts").
 */

/** One language's message as a recipient receives it. */
export interface BroadcastMessagePreview {
  language: Language;
  /** An email's subject. */
  subject?: string;
  /** The whole text: an SMS as sent (with "RM0", the name and how to stop), an email's text part. */
  text: string;
  /** An email's HTML part as sent (its unsubscribe link a sample that stops nothing). */
  html?: string;
  /** An SMS's encoding, length and segments. */
  sms?: SmsSegments;
}

/** `POST …/broadcasts/preview`: who it reaches and what they receive, before anything is sent. */
export interface BroadcastPreview {
  /** The members of the segment who agreed to the channel and purpose: who will receive it. */
  recipients: number;
  /** Of them, how many read Malay and how many English. */
  byLanguage: Record<Language, number>;
  /** The members of the segment who did not agree (or have no address for the channel): left out. */
  leftOut: number;
  messages: Record<Language, BroadcastMessagePreview>;
  /** An SMS broadcast's segments in all (each billed as one text). */
  smsSegments?: number;
}

/** How far a broadcast has gone. */
export interface BroadcastProgress {
  /** Recipients found so far (all of them once `planned`). */
  recipients: number;
  /** Whether every recipient has been found and queued. */
  planned: boolean;
  sent: number;
  /** Left out when their turn came: their consent was withdrawn, or their account closed. */
  skipped: number;
  failed: number;
}

/** A broadcast in the lists. */
export interface BroadcastSummary {
  id: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  segment: BroadcastSegment;
  /** The Malay subject of an email, or the start of the Malay text of an SMS. */
  title: string;
  status: BroadcastStatus;
  createdAt: string;
  /** Who sent it, and as what. */
  createdBy: { name: string; as: 'staff' | 'coordinator' };
  progress: BroadcastProgress;
}

/** One broadcast, with its words. */
export interface BroadcastDetail extends BroadcastSummary {
  words: Record<Language, BroadcastWords>;
  smsSegments?: number;
  finishedAt?: string;
  cancelledAt?: string;
}

/** `GET`/`POST /api/unsubscribe?t=`: what the token stops (no personal data), and whether it is. */
export interface UnsubscribeState {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  /** Whether the consent is still given (before a POST), or `false` after it. */
  given: boolean;
}

/** What a delivery record of one recipient says (staff's figures only; never listed per person). */
export type { DeliveryStatus };
