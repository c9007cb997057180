import { randomInt } from 'node:crypto';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { otpText, registrationText } from '../../functions/src/members/sms-texts';
import { codeIn, smsTo, waitForCode, waitForSms } from './sms-client';
import { stackUrls } from '../support/stack-setup';

/*
 * The local stack's SMS path as the handlers use it: the real SNS client against the stack's SNS
 * emulator (the endpoint the stack gives handlers as AWS_ENDPOINT_URL_SNS), read back through the
 * SMS outbox by the helpers other integration tests use for one-time codes.
 */

const urls = await stackUrls();
const sns = new SNSClient({
  endpoint: urls.sns,
  region: localRegion,
  credentials: localCredentials,
});

afterAll(() => sns.destroy());

/** A Malaysian mobile number no other test of the run is likely to use, as a member types it. */
const typedMobile = () =>
  `012-${String(randomInt(1000)).padStart(3, '0')} ${String(randomInt(10000)).padStart(4, '0')}`;
const canonical = (typed: string) => `+60${typed.replace(/\D/g, '').slice(1)}`;

const publish = (to: string, text: string) =>
  sns.send(
    new PublishCommand({
      PhoneNumber: to,
      Message: text,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      },
    }),
  );

describe('SMS outbox of the local stack', () => {
  it('gives the code of the newest text to a number, as the member typed it', async () => {
    const mobile = typedMobile();
    await publish(canonical(mobile), otpText('1111', 'sign-up', 'bm'));
    const since = new Date();
    await publish(canonical(mobile), otpText('0427', 'password-reset', 'eng'));
    expect(await waitForCode(urls, mobile, since)).toBe('0427');
    expect(await waitForCode(urls, canonical(mobile))).toBe('0427');
    const texts = await smsTo(urls, mobile);
    expect(texts.map((message) => codeIn(message.text))).toEqual(['0427', '1111']);
    expect(texts.every((message) => message.to === canonical(mobile))).toBe(true);
    expect(texts[0]?.type).toBe('Transactional');
  });

  it("keeps one number's texts apart from another's", async () => {
    const [first, second] = [typedMobile(), typedMobile()];
    await publish(canonical(first), otpText('2222', 'sign-up', 'eng'));
    expect(await smsTo(urls, second)).toEqual([]);
    expect((await smsTo(urls, first)).map((message) => message.text)).toEqual([
      otpText('2222', 'sign-up', 'eng'),
    ]);
  });

  it('waits for a text still to come, and gives up on one that never does', async () => {
    const mobile = typedMobile();
    const since = new Date();
    const waiting = waitForSms(urls, mobile, since);
    setTimeout(() => {
      void publish(
        canonical(mobile),
        registrationText('Forum Komuniti', '2026-12-05T01:00:00Z', 'bm'),
      );
    }, 300);
    expect((await waiting).text).toContain('"Forum Komuniti"');
    await expect(waitForCode(urls, mobile, since, 1_000)).rejects.toThrow(/no code/);
    await expect(waitForSms(urls, typedMobile(), since, 500)).rejects.toThrow(/No text message/);
  });

  it('lists the texts on the SMS outbox page, linked from the email outbox', async () => {
    const mobile = typedMobile();
    await publish(canonical(mobile), otpText('3333', 'staff-sign-in', 'bm'));
    const page = await (await fetch(urls.smsOutbox)).text();
    expect(page).toContain(canonical(mobile));
    expect(page).toContain('Kod log masuk kakitangan anda ialah 3333');
    expect(await (await fetch(urls.outbox)).text()).toContain(`href="${urls.smsOutbox}"`);
  });
});
