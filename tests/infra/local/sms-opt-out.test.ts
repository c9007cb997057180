import {
  CheckIfPhoneNumberIsOptedOutCommand,
  OptInPhoneNumberCommand,
  PublishCommand,
  SNSClient,
} from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig } from '../../../infra/local/emulators';
import type { Emulators, SmsOutboxMessage } from '../../../infra/local/emulators';
import { removeDir, startTestEmulators, tempDataDir } from './support';

let dataDir: string;
let emulators: Emulators;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
});

afterAll(async () => {
  await emulators?.stop();
  await removeDir(dataDir);
});

const promotional = {
  'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Promotional' },
};
const text =
  'RM0 Gerakan Sektor Ketiga: Gotong-royong Sabtu ini di Kuala Selangor. Balas STOP untuk berhenti.';

const reply = (from: string, body: string) =>
  fetch(`${emulators.endpoints.smsOutbox}api/replies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, text: body }),
  });

const textsTo = async (to: string): Promise<SmsOutboxMessage[]> =>
  (await (
    await fetch(`${emulators.endpoints.smsOutbox}api/messages?to=${encodeURIComponent(to)}`)
  ).json()) as SmsOutboxMessage[];

const optedOut = async (client: SNSClient, phoneNumber: string) =>
  (await client.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber }))).isOptedOut;

describe('SNS opt-outs: a STOP reply, the check, opting in again', () => {
  it('records a promotional text as such, and stops delivering after a STOP reply until opted in', async () => {
    const client = new SNSClient(clientConfig(emulators, 'sns'));
    const number = '+60123000111';
    await client.send(
      new PublishCommand({ PhoneNumber: number, Message: text, MessageAttributes: promotional }),
    );
    expect((await textsTo(number)).map((message) => message.type)).toEqual(['Promotional']);
    expect(await optedOut(client, number)).toBe(false);

    // Not a keyword: nothing changes. SNS's keyword, in any case and with spaces: opted out.
    expect(await (await reply(number, 'Terima kasih')).json()).toEqual({
      from: number,
      optedOut: false,
    });
    expect(await (await reply(number, '  stop \n')).json()).toEqual({
      from: number,
      optedOut: true,
    });
    expect(await optedOut(client, number)).toBe(true);
    expect(await optedOut(client, '+60123000222')).toBe(false);

    // Accepted (a MessageId) but never delivered, as SNS does for an opted-out number.
    const { MessageId } = await client.send(
      new PublishCommand({ PhoneNumber: number, Message: text, MessageAttributes: promotional }),
    );
    expect(MessageId).toBeTruthy();
    expect(await textsTo(number)).toHaveLength(1);

    await client.send(new OptInPhoneNumberCommand({ phoneNumber: number }));
    expect(await optedOut(client, number)).toBe(false);
    await client.send(new PublishCommand({ PhoneNumber: number, Message: text }));
    expect(await textsTo(number)).toHaveLength(2);
    client.destroy();
  });

  it('keeps the opt-out list across a restart', async () => {
    const number = '+60123000333';
    await reply(number, 'STOP');
    await emulators.stop();
    emulators = await startTestEmulators(dataDir);
    const client = new SNSClient(clientConfig(emulators, 'sns'));
    expect(await optedOut(client, number)).toBe(true);
    client.destroy();
  });

  it('refuses a malformed reply or number', async () => {
    expect((await reply('0123', 'STOP')).status).toBe(400);
    const client = new SNSClient(clientConfig(emulators, 'sns'));
    await expect(
      client.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: 'abc' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    client.destroy();
  });
});
