import { randomBytes } from 'node:crypto';
import type { BroadcastMessagePreview } from '@gsk/core/api';
import { broadcastApiPaths } from '@gsk/core/api';
import { broadcastSmsSegments, broadcastSmsText } from '@gsk/core/broadcasts/terms';
import type { BroadcastWords } from '@gsk/core/broadcasts/terms';
import type { Language } from '@gsk/core/i18n/language';
import { localizePath, sitePaths } from '@gsk/core/paths';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent-wording';
import { config } from '../lib/config';
import type { EmailContent } from '../lib/email';
import { renderEmail } from '../lib/email-layout';
import { signUnsubscribeToken } from './tokens';

/*
 * What a recipient of a broadcast receives (docs/privacy.md "Broadcasts"): an email in the site's
 * one layout (lib/email-layout.ts, which escapes every word staff wrote), with why they receive
 * it and a visible link to stop, and the one-click `List-Unsubscribe` headers (RFC 8058); or a
 * text as core's broadcastSmsText makes it ("RM0", the movement's name, the words, how to stop).
 */

/** Why a recipient receives a broadcast: the consent it was sent under, in their language. */
const whyWords: Record<Language, Record<ConsentPurpose, string>> = {
  bm: {
    news: 'Anda menerima emel ini kerana anda bersetuju menerima berita dan rayuan Gerakan Sektor Ketiga melalui emel.',
    activity:
      'Anda menerima emel ini kerana anda bersetuju menerima emel tentang acara dan aktiviti yang anda sertai bersama Gerakan Sektor Ketiga.',
  },
  eng: {
    news: 'You are receiving this email because you agreed to receive news and appeals from Gerakan Sektor Ketiga by email.',
    activity:
      'You are receiving this email because you agreed to receive emails about the events and activities you join with Gerakan Sektor Ketiga.',
  },
};

/** The visible link's words. */
const stopWords: Record<Language, { lead: string; label: string; note: string }> = {
  bm: {
    lead: 'Tidak mahu menerima emel seperti ini lagi?',
    label: 'Berhenti menerima emel ini',
    note: 'Satu klik sudah memadai. Anda boleh menukar pilihan anda bila-bila masa di halaman privasi profil anda.',
  },
  eng: {
    lead: 'Would you rather not receive emails like this?',
    label: 'Stop these emails',
    note: 'One click is enough. You can change your choices at any time on the privacy page of your profile.',
  },
};

/** The site's origin, as the other emails' links use it (the first of SITE_ORIGINS). */
const siteOrigin = () => (config.siteOrigins[0] ?? '').replace(/\/$/, '');

/** The site's page that stops a consent, for a visible link (`/en/unsubscribe` in English). */
export const unsubscribePageUrl = (token: string, language: Language): string =>
  `${siteOrigin()}${localizePath(sitePaths.unsubscribe, language)}?t=${encodeURIComponent(token)}`;

/**
 * The one-click address of `List-Unsubscribe`: the API's route under the site's own origin (the
 * site's `/api/*` goes to the API), so the header names the sender's own domain.
 */
export const unsubscribeApiUrl = (token: string): string =>
  `${siteOrigin()}${broadcastApiPaths.unsubscribe}?t=${encodeURIComponent(token)}`;

/** An email broadcast as one recipient receives it: content and RFC 8058's two headers. */
export interface BroadcastEmail extends EmailContent {
  headers: { name: string; value: string }[];
}

/** The email of `words` in `language`, its links carrying `token`. */
export function broadcastEmail(
  words: BroadcastWords,
  language: Language,
  purpose: ConsentPurpose,
  token: string,
): BroadcastEmail {
  const stop = stopWords[language];
  const content = renderEmail({
    language,
    subject: words.subject ?? '',
    heading: words.subject ?? '',
    body: [
      { kind: 'paragraph', text: words.body.trim() },
      { kind: 'paragraph', text: whyWords[language][purpose] },
      {
        kind: 'action',
        url: unsubscribePageUrl(token, language),
        lead: stop.lead,
        label: stop.label,
        note: stop.note,
      },
    ],
  });
  return {
    ...content,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribeApiUrl(token)}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

/**
 * A preview's token: signed with a key made for it and thrown away, so the sample link looks as
 * sent and stops nothing.
 */
const sampleToken = (channel: ConsentChannel, purpose: ConsentPurpose) =>
  signUnsubscribeToken(
    { memberId: 'preview', channel, purpose },
    randomBytes(32).toString('base64url'),
  );

/** One language's message as its recipients receive it, for the preview. */
export function previewMessage(
  channel: ConsentChannel,
  purpose: ConsentPurpose,
  words: BroadcastWords,
  language: Language,
): BroadcastMessagePreview {
  if (channel === 'sms') {
    return {
      language,
      text: broadcastSmsText(words.body, language),
      sms: broadcastSmsSegments(words.body, language),
    };
  }
  const email = broadcastEmail(words, language, purpose, sampleToken(channel, purpose));
  return { language, subject: email.subject, text: email.text, html: email.html };
}
