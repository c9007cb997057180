import type { Language } from '../i18n/language';
import type { ConsentChannel, ConsentPurpose } from '../privacy/consent-wording';
import { smsSegments } from '../sms/segments';

/*
 * Broadcasts (issue 32, docs/privacy.md "Broadcasts"): one email or SMS, written in both
 * languages by staff (or a coordinator, for their own areas), sent to everyone of a segment who
 * agreed to that channel and purpose, each in their own language. No yup here: the console's
 * composer counts an SMS's segments as it is typed, and the lists show these terms.
 */

/**
 * Who a broadcast is for: the members of a state or seat (`area`), the volunteers with a skill
 * (`skill`, within an area when one is given), the members registered for an event (`event`), or
 * the members who gave to a campaign (`campaign`). Only the members among them who agreed to the
 * broadcast's channel and purpose receive it.
 */
export const segmentKinds = ['area', 'skill', 'event', 'campaign'] as const;
export type SegmentKind = (typeof segmentKinds)[number];

/** A segment as stored and sent: the kind and the fields it uses (the others absent). */
export interface BroadcastSegment {
  kind: SegmentKind;
  /** `area` and `skill`: the state's code, then optionally its parliamentary seat (an area). */
  state?: string;
  parliament?: string;
  /** `skill`: one of core/src/volunteers `volunteerSkills`. */
  skill?: string;
  /** `event`: the event's id. */
  eventId?: string;
  /** `campaign`: the campaign's id. */
  campaignId?: string;
}

/** What a broadcast is while it goes out. */
export const broadcastStatuses = ['planning', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/** What became of one recipient's message. */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The words of a broadcast in one language: an email has a subject, a text message none. */
export interface BroadcastWords {
  subject?: string;
  body: string;
}

/** Characters of an email broadcast's subject and body; of an SMS broadcast's words. */
export const BROADCAST_SUBJECT_MAX = 120;
export const BROADCAST_EMAIL_BODY_MAX = 8000;
/**
 * Segments of a marketing SMS, with its "RM0" mark, the movement's name and the way to stop: four
 * GSM-7 segments (612 characters) or four UCS-2 ones (268). Beyond that a text is a letter: send
 * an email.
 */
export const BROADCAST_SMS_MAX_SEGMENTS = 4;

/** The movement's name as a broadcast SMS opens with it. */
const smsSender = 'Gerakan Sektor Ketiga';

/**
 * How every marketing SMS ends: how to stop them (MCMC's rules for promotional texts). "STOP" is
 * the keyword SNS's opt-out list acts on in every language.
 */
export const smsStopWords: Record<Language, string> = {
  bm: 'Balas STOP untuk berhenti.',
  eng: 'Reply STOP to stop these texts.',
};

/**
 * The whole text a recipient receives for `body` in `language`: "RM0" (zero-rated to them, as
 * every text of the site), the movement's name, the words, then how to stop.
 */
export function broadcastSmsText(body: string, language: Language): string {
  return `RM0 ${smsSender}: ${body.trim()} ${smsStopWords[language]}`;
}

/** The segments one recipient's text of `body` takes in `language`. */
export const broadcastSmsSegments = (body: string, language: Language) =>
  smsSegments(broadcastSmsText(body, language));

/**
 * The consent purpose a segment's broadcast asks for by default: an event's registrants hear about
 * it under `activity`; everyone else under `news`. Staff may choose either.
 */
export const defaultPurposeOf = (kind: SegmentKind): ConsentPurpose =>
  kind === 'event' ? 'activity' : 'news';

/** The channel and purpose a broadcast needs consent to. */
export interface BroadcastConsent {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
}
