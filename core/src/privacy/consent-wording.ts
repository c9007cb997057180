import type { Language } from '../i18n/language';

/*
 * Consent to be contacted (issue 32, docs/privacy.md): per channel and per purpose, each recorded
 * with its time, the very words shown (in the language shown, of a numbered version) and where it
 * was given. Transactional messages (one-time codes, receipts, the confirmation of what the person
 * just did, a change or cancellation of something they booked, a waiting-list promotion) need
 * none; every other message needs the consent of its channel and purpose (`mayContact`).
 * No yup here: the privacy page shows these without the schemas (./consent.ts has them).
 */

/** How a message reaches someone. */
export const consentChannels = ['sms', 'email'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/**
 * What a message is about: `activity`, the member's registrations, shifts and the volunteer
 * activities they joined; `news`, the movement's news and appeals.
 */
export const consentPurposes = ['activity', 'news'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** Where a consent was given or withdrawn. */
export const consentSources = ['sign-up', 'profile', 'volunteer-form', 'unsubscribe'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** A channel and a purpose as one code (`sms.activity`): the sign-up form's choices. */
export type ConsentChoice = `${ConsentChannel}.${ConsentPurpose}`;

/** Every choice, in the order the forms show them: activity first, SMS before email. */
export const consentChoices: readonly ConsentChoice[] = consentPurposes.flatMap((purpose) =>
  consentChannels.map((channel): ConsentChoice => `${channel}.${purpose}`),
);

/** The channel and purpose of a choice code. */
export const choiceParts = (choice: ConsentChoice) => {
  const [channel, purpose] = choice.split('.') as [ConsentChannel, ConsentPurpose];
  return { channel, purpose };
};

type Wording = Record<ConsentChannel, Record<ConsentPurpose, Record<Language, string>>>;

/**
 * The words beside each checkbox, per version. A change of words is a new version, added here
 * and made current: records keep the version and the words they were given under, so an old
 * version stays readable for as long as a record names it. Version `2026-11-27` (the volunteer
 * form's two sentences of issue 29) is kept by the records that hold it, not here: it had no
 * `news` purpose.
 */
export const consentWordings = {
  '2026-11-28': {
    sms: {
      activity: {
        bm: 'Saya setuju menerima SMS tentang pendaftaran, syif dan aktiviti sukarelawan saya.',
        eng: 'I agree to receive text messages (SMS) about my registrations, shifts and volunteer activities.',
      },
      news: {
        bm: 'Saya setuju menerima SMS tentang berita Gerakan dan rayuan sumbangan.',
        eng: 'I agree to receive text messages (SMS) with news of the Movement and appeals for support.',
      },
    },
    email: {
      activity: {
        bm: 'Saya setuju menerima emel tentang pendaftaran, syif dan aktiviti sukarelawan saya.',
        eng: 'I agree to receive emails about my registrations, shifts and volunteer activities.',
      },
      news: {
        bm: 'Saya setuju menerima emel tentang berita Gerakan dan rayuan sumbangan.',
        eng: 'I agree to receive emails with news of the Movement and appeals for support.',
      },
    },
  },
} as const satisfies Record<string, Wording>;

/** A version of the wording. */
export type ConsentVersion = keyof typeof consentWordings;

/** The version every form shows now and every new record is given under. */
export const currentConsentVersion: ConsentVersion = '2026-11-28';

/**
 * The very words shown for a channel and purpose in a language, of a version (the current one by
 * default): what a record stores, taken from here and never from a request.
 */
export function consentWordingOf(
  channel: ConsentChannel,
  purpose: ConsentPurpose,
  language: Language,
  version: ConsentVersion = currentConsentVersion,
): string {
  return consentWordings[version][channel][purpose][language];
}

/** What a consent decision needs of a record: whether it is given. */
export interface ConsentState {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  given: boolean;
}

/**
 * Whether a message of `purpose` may go by `channel` to someone with these records: only where
 * that channel and purpose's record says given (no record: not given). Transactional messages do
 * not ask.
 */
export function mayContact(
  consents: readonly ConsentState[],
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): boolean {
  return consents.some(
    (consent) => consent.channel === channel && consent.purpose === purpose && consent.given,
  );
}
