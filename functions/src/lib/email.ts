import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { Language } from '@gsk/core/i18n';
import { sesClient } from './aws';
import { config } from './config';

/** An email's content: subject, plain text and HTML alternatives. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** A date and time as Malaysians read it, in Malaysian time ('21 November 2025 pada 1:42 PTG'). */
export function malaysianDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(date);
}

/** A header-safe one-line text: control characters (CR and LF among them) become spaces. */
export const oneLine = (value: string, max: number): string =>
  Array.from(
    value
      .replace(/\p{Cc}|[\u2028\u2029]/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
  )
    .slice(0, max)
    .join('');

/** Text made safe inside HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Sends an email from the configured sender through SES. `replyTo` is where the recipient's
 * Reply goes: the movement's contact address on what visitors receive, the visitor's own address
 * on what staff receive about them.
 */
export async function sendEmail(
  to: readonly string[],
  content: EmailContent,
  replyTo?: string,
): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      Source: config.emailSender,
      Destination: { ToAddresses: [...to] },
      ReplyToAddresses: replyTo ? [replyTo] : undefined,
      Message: {
        Subject: { Data: content.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: content.text, Charset: 'UTF-8' },
          Html: { Data: content.html, Charset: 'UTF-8' },
        },
      },
    }),
  );
}
