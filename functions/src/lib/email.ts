import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from './aws';
import { config } from './config';
import { errorName, logger } from './logger';

/** An email's content: subject, plain text and HTML alternatives (lib/email-layout.ts renders it). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Sends one email through SES, with `replyTo` as its Reply-To when given. */
const send = (to: readonly string[], content: EmailContent, replyTo?: string) =>
  sesClient().send(
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

/**
 * Sends an email to `to`, with Reply-To `replyTo` when given (a staff notice's is the visitor's
 * address). Should SES refuse the message's parameters while a Reply-To is set, it is sent again
 * without one: an address a visitor typed that SES will not take must never cost staff the notice
 * itself. Throws what SES throws otherwise.
 */
export async function sendEmail(
  to: readonly string[],
  content: EmailContent,
  replyTo?: string,
): Promise<void> {
  try {
    await send(to, content, replyTo);
  } catch (error) {
    if (!replyTo || errorName(error) !== 'InvalidParameterValue') throw error;
    logger.warn('email.reply_to_refused', { code: errorName(error) });
    await send(to, content);
  }
}
