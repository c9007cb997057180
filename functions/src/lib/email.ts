import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from './aws';
import { config } from './config';

/** An email's content: subject, plain text and HTML alternatives. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

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
