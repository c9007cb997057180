import { PublishCommand } from '@aws-sdk/client-sns';
import type { MessageAttributeValue } from '@aws-sdk/client-sns';
import { GSM7_SINGLE, gsm7Length, smsLinkPattern } from '@gsk/core/sms/segments';
import { snsClient } from './aws';
import { config } from './config';
import { logger } from './logger';

/*
 * Text messages (SMS) to members' mobiles: one-time codes and registration confirmations, sent
 * through SNS `Publish` to a phone number (no topic). Malaysian rules for application-to-person
 * SMS (MCMC) hold for every text, and `sendSms` refuses one that breaks them rather than sending
 * it: it starts with "RM0 " (zero-rated to the member), is transactional only, carries no link,
 * and fits one 160-character GSM-7 segment (functions/src/members/sms-texts.ts writes them).
 */

/** What every text starts with: the member pays nothing for it (MCMC's zero-rating mark). */
export const SMS_PREFIX = 'RM0 ';

/** Characters of one GSM-7 segment; a longer text is split and billed as several. */
export const SMS_SEGMENT_LENGTH = GSM7_SINGLE;

export { gsm7Length };

/**
 * GSM-7 characters Malaysian networks do not carry (the Greek capitals, the euro and currency
 * signs): a text never holds them, and titles lose them.
 */
const uncarried = /[€ΔΦΓΛΩΠΨΣΘΞ¤]/u;

const linkPattern = smsLinkPattern;

/** Typographic characters outside GSM-7 and the plain ones a phone shows in their place. */
const gsm7Substitutes: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u201b\u2032`´]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033«»]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/\u2022|·/g, '-'],
  [/\s/gu, ' '],
];

/**
 * `value` (a title staff typed, say) made fit for a text message: on one line, typographic quotes,
 * dashes and spaces made plain, accents dropped from letters GSM-7 lacks, anything else outside
 * GSM-7 (emoji, other scripts) left out, and whatever a phone would show as a link broken up.
 */
export function gsm7Text(value: string): string {
  let text = value;
  for (const [pattern, substitute] of gsm7Substitutes) text = text.replace(pattern, substitute);
  text = Array.from(text)
    .map((char) => {
      if (uncarried.test(char)) return '';
      if (gsm7Length(char) !== undefined) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return gsm7Length(base) === undefined ? '' : base;
    })
    .join('');
  return text
    .replace(/\S+/g, (word) => (linkPattern.test(word) ? word.replace(/[:/.@]+/g, ' ') : word))
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Why `text` may not be sent as a Malaysian A2P SMS, or `undefined` when it may. */
export function smsTextProblem(text: string): string | undefined {
  if (!text.startsWith(SMS_PREFIX)) return `does not start with "${SMS_PREFIX}"`;
  if (linkPattern.test(text)) return 'contains a link';
  const length = gsm7Length(text);
  if (length === undefined) return 'has a character outside GSM-7';
  if (uncarried.test(text)) return 'has a character Malaysian networks do not carry';
  if (length > SMS_SEGMENT_LENGTH) return `is ${length} GSM-7 characters, over one segment`;
  return undefined;
}

/**
 * SNS's attributes of a text: its type (a transactional text is delivered first and may not be
 * marketing; a promotional one is the broadcasts'), and the sender ID (`SMS_SENDER_ID`) and
 * origination number (`SMS_ORIGINATION_NUMBER`) only when those settings are set.
 */
export function smsAttributes(
  type: 'Transactional' | 'Promotional',
): Record<string, MessageAttributeValue> {
  const attribute = (value: string): MessageAttributeValue => ({
    DataType: 'String',
    StringValue: value,
  });
  const { smsSenderId, smsOriginationNumber } = config;
  return {
    'AWS.SNS.SMS.SMSType': attribute(type),
    ...(smsSenderId && { 'AWS.SNS.SMS.SenderID': attribute(smsSenderId) }),
    ...(smsOriginationNumber && {
      'AWS.MM.SMS.OriginationNumber': attribute(smsOriginationNumber),
    }),
  };
}

/** A phone number in E.164 (`+` and up to 15 digits), the only form SNS takes. */
const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * Sends `text` as a transactional SMS to `to`, a canonical number (`+60…`, core's
 * canonicalMobile). The sender ID (`SMS_SENDER_ID`) and origination number
 * (`SMS_ORIGINATION_NUMBER`) go with it only when those settings are set. Throws on a number or
 * text that breaks the rules above (a programming error: nothing is sent) and on what SNS throws.
 * Logs the message id only, never the number or the text.
 */
export async function sendSms(to: string, text: string): Promise<void> {
  if (!e164.test(to)) throw new Error('sendSms: the number is not in E.164 form');
  const problem = smsTextProblem(text);
  if (problem) throw new Error(`sendSms: the text ${problem}`);
  const { MessageId } = await snsClient().send(
    new PublishCommand({
      PhoneNumber: to,
      Message: text,
      MessageAttributes: smsAttributes('Transactional'),
    }),
  );
  logger.info('sms.sent', { messageId: MessageId });
}
