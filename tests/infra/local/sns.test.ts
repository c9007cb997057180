import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig } from '../../../infra/local/emulators';
import type { Emulators, SmsOutboxMessage } from '../../../infra/local/emulators';
import { authorization, removeDir, startTestEmulators, tempDataDir } from './support';

let dataDir: string;
let emulators: Emulators;
let client: SNSClient;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  client = new SNSClient(clientConfig(emulators, 'sns'));
});

afterAll(async () => {
  client?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

const messages = async (query = ''): Promise<SmsOutboxMessage[]> =>
  (await fetch(`${emulators.endpoints.smsOutbox}api/messages${query}`)).json() as Promise<
    SmsOutboxMessage[]
  >;

const transactional = {
  'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A form-encoded Query call as the SDK makes it, signed with the emulators' key. */
const rawPublish = (body: string, accessKeyId = emulators.credentials.accessKeyId) =>
  fetch(emulators.endpoints.sns, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: authorization(accessKeyId, 'sns'),
    },
    body,
  });

const sdkError = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('SNS accepted what it should refuse');
    },
    (error: unknown) => error as Error & { $metadata: { httpStatusCode?: number } },
  );

describe('SNS emulator: Publish to a phone number', () => {
  let messageId: string | undefined;
  const text = 'RM0 Gerakan Sektor Ketiga: kod anda 4821. Sah 5 minit. Jangan kongsi kod ini.';

  beforeAll(async () => {
    ({ MessageId: messageId } = await client.send(
      new PublishCommand({
        PhoneNumber: '+60123456789',
        Message: text,
        MessageAttributes: {
          ...transactional,
          'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'GSK' },
        },
      }),
    ));
  });

  it('answers with a MessageId the SDK parses (a uuid, as SNS gives)', () => {
    expect(messageId).toMatch(uuid);
  });

  it('lists the message with its number, text and attributes in /api/messages', async () => {
    const [newest] = await messages();
    expect(newest).toMatchObject({
      messageId,
      to: '+60123456789',
      text,
      type: 'Transactional',
      senderId: 'GSK',
      originationNumber: null,
    });
    expect(Math.abs(Date.parse(newest?.date ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('keeps each message as a JSON file in {dataDir}/sms-outbox', async () => {
    const files = await readdir(join(dataDir, 'sms-outbox'));
    const file = files.find((name) => name.endsWith(`${messageId}.json`));
    expect(file).toBeDefined();
    const stored = JSON.parse(
      await readFile(join(dataDir, 'sms-outbox', file ?? ''), 'utf8'),
    ) as SmsOutboxMessage;
    expect(stored).toMatchObject({ messageId, to: '+60123456789', text });
  });

  it('lists messages newest first and filters them by number', async () => {
    await client.send(new PublishCommand({ PhoneNumber: '+60198765432', Message: 'RM0 pertama' }));
    await client.send(new PublishCommand({ PhoneNumber: '+60198765432', Message: 'RM0 kedua' }));
    const forNumber = await messages(`?to=${encodeURIComponent('+60198765432')}`);
    expect(forNumber.map((message) => message.text)).toEqual(['RM0 kedua', 'RM0 pertama']);
    expect(forNumber.every((message) => message.type === null)).toBe(true);
    expect((await messages()).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the messages on the SMS outbox page (time, number, text), escaped', async () => {
    await client.send(
      new PublishCommand({ PhoneNumber: '+60111222333', Message: 'RM0 <b>tebal</b> & "petik"' }),
    );
    const response = await fetch(emulators.endpoints.smsOutbox);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Local SMS outbox</h1>');
    expect(page).toContain('+60111222333');
    expect(page).toContain('RM0 &lt;b&gt;tebal&lt;/b&gt; &amp; &quot;petik&quot;');
    expect(page).not.toContain('<b>tebal</b>');
    expect(page.indexOf('tebal')).toBeLessThan(page.indexOf('kedua'));
    expect(page).toMatch(/<time datetime="[^"]+">/);
    expect(page).toContain(`href="${emulators.endpoints.outbox}"`);
  });

  it('is linked from the email outbox page', async () => {
    const page = await (await fetch(emulators.endpoints.outbox)).text();
    expect(page).toContain(`href="${emulators.endpoints.smsOutbox}"`);
    expect(page).toContain('Text messages (SMS)');
  });
});

describe('SNS emulator: refusals as SNS gives them', () => {
  it('refuses a number not in E.164 (InvalidParameter, 400)', async () => {
    for (const PhoneNumber of [
      '0123456789',
      '+0123456789',
      '+60 12-345 6789',
      '+6012345678901234',
    ]) {
      const error = await sdkError(
        client.send(new PublishCommand({ PhoneNumber, Message: 'RM0 x' })),
      );
      expect(error.name).toBe('InvalidParameterException');
      expect(error.message).toBe(
        `Invalid parameter: PhoneNumber Reason: ${PhoneNumber} is not valid to publish to`,
      );
      expect(error.$metadata.httpStatusCode).toBe(400);
    }
  });

  it('refuses a call with no number (nor topic or target)', async () => {
    const error = await sdkError(client.send(new PublishCommand({ Message: 'RM0 x' })));
    expect(error.name).toBe('InvalidParameterException');
    expect(error.message).toContain('TopicArn or TargetArn');
  });

  it('refuses a missing or empty message', async () => {
    const missing = await sdkError(
      client.send(
        new PublishCommand({ PhoneNumber: '+60123456789' } as ConstructorParameters<
          typeof PublishCommand
        >[0]),
      ),
    );
    expect(missing.name).toBe('ValidationError');
    expect(missing.$metadata.httpStatusCode).toBe(400);
    const empty = await sdkError(
      client.send(new PublishCommand({ PhoneNumber: '+60123456789', Message: '  ' })),
    );
    expect(empty.name).toBe('InvalidParameterException');
    expect(empty.message).toBe('Invalid parameter: Empty message');
  });

  it('refuses an SMS type other than Promotional or Transactional', async () => {
    const error = await sdkError(
      client.send(
        new PublishCommand({
          PhoneNumber: '+60123456789',
          Message: 'RM0 x',
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Urgent' },
          },
        }),
      ),
    );
    expect(error.name).toBe('InvalidParameterException');
  });

  it('knows no topics', async () => {
    const error = await sdkError(
      client.send(
        new PublishCommand({
          TopicArn: 'arn:aws:sns:ap-southeast-1:123456789012:members',
          Message: 'RM0 x',
        }),
      ),
    );
    expect(error.name).toBe('NotFoundException');
    expect(error.$metadata.httpStatusCode).toBe(404);
  });

  it('stores nothing it refused', async () => {
    const before = (await messages()).length;
    await rawPublish('Action=Publish&Version=2010-03-31&PhoneNumber=%2B60123456789');
    await rawPublish('Action=Publish&Version=2010-03-31&PhoneNumber=012&Message=RM0%20x');
    expect((await messages()).length).toBe(before);
  });

  it('answers in SNS XML: the error shape, and an unknown action', async () => {
    const response = await rawPublish('Action=Publish&Version=2010-03-31&Message=RM0%20x');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/xml');
    const xml = await response.text();
    expect(xml).toContain('<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">');
    expect(xml).toContain('<Code>InvalidParameter</Code>');
    expect(xml).toMatch(/<RequestId>[0-9a-f-]{36}<\/RequestId>/);
    const unknown = await rawPublish('Action=CreateTopic&Version=2010-03-31&Name=x');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('<Code>InvalidAction</Code>');
  });

  it('answers a Publish in the PublishResponse shape', async () => {
    const response = await rawPublish(
      'Action=Publish&Version=2010-03-31&PhoneNumber=%2B60123456789&Message=RM0%20mentah',
    );
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /<PublishResponse xmlns="http:\/\/sns\.amazonaws\.com\/doc\/2010-03-31\/">\s*<PublishResult>\s*<MessageId>[0-9a-f-]{36}<\/MessageId>\s*<\/PublishResult>\s*<ResponseMetadata>\s*<RequestId>[0-9a-f-]{36}<\/RequestId>/,
    );
  });

  it('refuses other credentials', async () => {
    const response = await rawPublish(
      'Action=Publish&Version=2010-03-31&PhoneNumber=%2B60123456789&Message=RM0%20x',
      'AKIAREALKEY',
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>InvalidClientTokenId</Code>');
  });
});
