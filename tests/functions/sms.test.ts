import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { SmsOutboxMessage } from '../../infra/local/emulators';
import { loopback } from '../../infra/local/emulators/http';
import { startSns } from '../../infra/local/emulators/sns';
import type { SnsEmulator } from '../../infra/local/emulators/sns';

/*
 * sendSms through the real SNS client against the local SNS emulator, found as Lambda's handlers
 * find it locally: by AWS_ENDPOINT_URL_SNS.
 */

let dir: string;
let sns: SnsEmulator;
let sendSms: (to: string, text: string) => Promise<void>;
let outbox: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gsk-sms-'));
  sns = await startSns(dir, 0, localCredentials.accessKeyId);
  outbox = `http://${loopback}:${sns.port}/`;
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_SNS: `http://${loopback}:${sns.port}`,
  });
  ({ sendSms } = await import('../../functions/src/lib/sms'));
});

afterEach(() => {
  delete process.env.SMS_SENDER_ID;
  delete process.env.SMS_ORIGINATION_NUMBER;
});

afterAll(async () => {
  await sns?.stop();
  await rm(dir, { recursive: true, force: true });
});

const sent = async (): Promise<SmsOutboxMessage[]> =>
  (await fetch(`${outbox}api/messages`)).json() as Promise<SmsOutboxMessage[]>;

const text = 'RM0 Gerakan Sektor Ketiga: kod anda ialah 1234. Sah selama 5 minit.';

describe('sendSms', () => {
  it('publishes a transactional text to the number, with no sender ID unless set', async () => {
    await sendSms('+60123456789', text);
    const [message] = await sent();
    expect(message).toMatchObject({
      to: '+60123456789',
      text,
      type: 'Transactional',
      senderId: null,
      originationNumber: null,
    });
  });

  it('adds the sender ID and origination number the settings give', async () => {
    process.env.SMS_SENDER_ID = 'GSK';
    process.env.SMS_ORIGINATION_NUMBER = '+60300000000';
    await sendSms('+60198765432', text);
    const [message] = await sent();
    expect(message).toMatchObject({
      to: '+60198765432',
      senderId: 'GSK',
      originationNumber: '+60300000000',
    });
  });

  it('sends nothing for a number not in E.164 or a text that breaks the rules', async () => {
    const before = (await sent()).length;
    await expect(sendSms('0123456789', text)).rejects.toThrow(/E\.164/);
    await expect(sendSms('+60123456789', 'Kod anda 1234')).rejects.toThrow(/RM0/);
    await expect(sendSms('+60123456789', 'RM0 Lihat https://gsk.example')).rejects.toThrow(/link/);
    await expect(sendSms('+60123456789', `RM0 ${'x'.repeat(200)}`)).rejects.toThrow(/segment/);
    await expect(sendSms('+60123456789', 'RM0 Terima kasih 🙏')).rejects.toThrow(/GSM-7/);
    expect((await sent()).length).toBe(before);
  });
});
