import { ACCOUNT_OTP_DIGITS } from '@gsk/core/constants';
import { canonicalMobile } from '@gsk/core/account';
import type { SmsOutboxMessage } from '../../infra/local/emulators';
import type { LocalStack } from '../../infra/local/stack';
import { pollInterval, uiTimeout } from '../support/waits';

/*
 * Reading the text messages (SMS) the local stack sent, for integration tests. The handlers send
 * them through the real SNS client to the local SNS emulator, which keeps them in the SMS outbox;
 * these helpers read its JSON listing (`{urls.smsOutbox}api/messages?to=+60…`, newest first).
 *
 *   const urls = await stackUrls();
 *   const since = new Date();
 *   await send(`${urls.api}/api/account`, from, { … mobile: '012-345 6789' … });
 *   const code = await waitForCode(urls, '012-345 6789', since); // '4821'
 *
 * Numbers may be given as a member types them (`012-345 6789`, `+60123456789`): they are made
 * canonical (core's canonicalMobile) before they are compared with what SNS was asked to send to.
 */

export type { SmsOutboxMessage };

/** The stack's URLs these helpers need (`await stackUrls()` has them). */
export type SmsStackUrls = Pick<LocalStack['urls'], 'smsOutbox'>;

/** Every text message sent to `mobile`, newest first, now. */
export async function smsTo(urls: SmsStackUrls, mobile: string): Promise<SmsOutboxMessage[]> {
  const url = new URL('api/messages', urls.smsOutbox);
  url.searchParams.set('to', canonicalMobile(mobile));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The SMS outbox answered ${response.status}`);
  return (await response.json()) as SmsOutboxMessage[];
}

/**
 * Waits for the newest text message sent to `mobile` at or after `after` (any time when not
 * given) and returns it; throws after `timeoutMs` with none.
 */
export async function waitForSms(
  urls: SmsStackUrls,
  mobile: string,
  after?: Date,
  timeoutMs = uiTimeout,
): Promise<SmsOutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = (await smsTo(urls, mobile)).filter(
      (message) => !after || Date.parse(message.date) >= after.getTime(),
    );
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No text message reached ${mobile} in time`);
    await new Promise((done) => setTimeout(done, pollInterval));
  }
}

/** A code as otpText (functions/src/members/sms-texts.ts) writes it: "… ialah 0427." / "… is 0427." */
const codePattern = new RegExp(`\\b(?:ialah|is) (\\d{${ACCOUNT_OTP_DIGITS}})\\.`);

/**
 * The one-time code (4 digits) in a text message, or `undefined` when it has none (a registration
 * confirmation's year is no code).
 */
export const codeIn = (text: string): string | undefined => codePattern.exec(text)?.[1];

/**
 * Waits for the newest text message to `mobile` at or after `after` (see waitForSms) and returns
 * the one-time code in it; throws when that message carries no code.
 */
export async function waitForCode(
  urls: SmsStackUrls,
  mobile: string,
  after?: Date,
  timeoutMs = uiTimeout,
): Promise<string> {
  const message = await waitForSms(urls, mobile, after, timeoutMs);
  const code = codeIn(message.text);
  if (!code) throw new Error(`The newest text message to ${mobile} has no code`);
  return code;
}
