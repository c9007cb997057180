import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { localAddresses } from '../../infra/local/addresses';
import { names } from '../../infra/names';
import { limitRules } from '../../functions/src/lib/limits';
import { emailMentioning, emailsMentioning, send, uniquePhone } from './application-client';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const contactUrl = `${urls.api}/api/contact`;
const dynamo = new DynamoDBClient({
  endpoint: urls.dynamodb,
  region: localRegion,
  credentials: localCredentials,
});
const documents = DynamoDBDocumentClient.from(dynamo);

afterAll(() => dynamo.destroy());

/** A fresh loopback address per call: each test is its own visitor to the per-IP throttle. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.5.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const post = (body: unknown, from = nextClient()) =>
  send(contactUrl, from, {
    headers: { 'content-type': 'application/json', origin: urls.site },
    body: JSON.stringify(body),
  });

const message = (marker: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Aminah Binti Yusof',
  email: `aminah-${marker}@example.com`,
  phone: uniquePhone(),
  message: `Saya ingin tahu lebih lanjut tentang Kesum. ${marker}`,
  language: 'bm',
  ...overrides,
});

const storedMessage = async (id: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.paymentsTable,
        Key: { pk: `CONTACT#${id}`, sk: 'MESSAGE' },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** Every stored contact message that mentions `text` (a scan is fine in a test). */
const messagesMentioning = async (text: string) => {
  const { Items = [] } = await documents.send(
    new ScanCommand({
      TableName: names.paymentsTable,
      FilterExpression: 'begins_with(pk, :contact) AND contains(message, :text)',
      ExpressionAttributeValues: { ':contact': 'CONTACT#', ':text': text },
      ConsistentRead: true,
    }),
  );
  return Items;
};

describe('POST /api/contact', () => {
  it('stores the message, emails it to staff with Reply-To the visitor and acknowledges it in Malay', async () => {
    const marker = randomUUID();
    const sent = message(marker);
    const answer = await post(sent);
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };

    const stored = await storedMessage(id);
    expect(stored).toMatchObject({
      name: 'Aminah Binti Yusof',
      email: `aminah-${marker}@example.com`,
      phone: sent.phone,
      language: 'bm',
      staffStatus: 'sent',
      acknowledgementStatus: 'sent',
    });
    expect(stored?.message).toContain(marker);
    // Both emails sent: the row has left the attention index.
    expect(stored?.attention).toBeUndefined();

    const mails = await emailsMentioning(urls.outbox, marker);
    const staff = mails.find((mail) => mail.to.includes(localAddresses.admin));
    const acknowledgement = mails.find((mail) => mail.to.includes(`aminah-${marker}@example.com`));
    expect(staff?.replyTo).toEqual([`aminah-${marker}@example.com`]);
    expect(staff?.text).toContain(sent.phone);
    expect(acknowledgement?.replyTo).toEqual([localAddresses.contact]);
    expect(acknowledgement?.subject).toContain('Kami telah menerima mesej anda');
    expect(acknowledgement?.text).toContain(`Rujukan mesej anda: ${id}`);
  });

  it('acknowledges in English a message written from an English page, phone optional', async () => {
    const marker = randomUUID();
    const answer = await post(
      message(marker, {
        language: 'eng',
        phone: '',
        message: `A question about receipts ${marker}`,
      }),
    );
    expect(answer.status).toBe(201);
    await emailMentioning(urls.outbox, marker);
    const mine = (await emailsMentioning(urls.outbox, marker)).find((mail) =>
      mail.to.includes(`aminah-${marker}@example.com`),
    );
    expect(mine?.subject).toContain('We have received your message');
    expect(mine?.text).toContain('Dear Aminah Binti Yusof,');
    expect((await storedMessage((answer.json as { id: string }).id))?.phone).toBeUndefined();
  });

  it('refuses bad input with 400 and translated keys, storing and sending nothing', async () => {
    const marker = randomUUID();
    const answer = await post(
      message(marker, { name: '', email: 'not-an-email', phone: 'call me', message: 'hi' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'validation',
        fields: {
          name: 'contact.name.required',
          email: 'contact.email.invalid',
          phone: 'contact.phone.invalid',
          message: 'contact.message.min?min=10',
        },
      },
    });
    const list = await post([1, 2]);
    expect(list.status).toBe(400);
    expect(await messagesMentioning(marker)).toEqual([]);
    expect(await messagesMentioning('tentang Kesum')).not.toEqual([]);
    expect(await emailsMentioning(urls.outbox, marker)).toEqual([]);
  });

  it('answers a filled honeypot as accepted while storing and sending nothing', async () => {
    const marker = randomUUID();
    const answer = await post({ ...message(marker), homepage: 'https://spam.example' });
    expect(answer.status).toBe(201);
    expect(await storedMessage((answer.json as { id: string }).id)).toBeUndefined();
    expect(await messagesMentioning(marker)).toEqual([]);
    await new Promise((done) => setTimeout(done, 300));
    expect(await emailsMentioning(urls.outbox, marker)).toEqual([]);
  });

  it('limits one client to a few messages per window (429 too_many_requests)', async () => {
    const from = nextClient();
    const { points, burst } = limitRules.contact.ip;
    const statuses: number[] = [];
    for (let i = 0; i <= points + burst; i += 1)
      statuses.push((await post(message(randomUUID()), from)).status);
    expect(statuses.slice(0, -1)).toEqual(Array<number>(points + burst).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits one sender to a few messages, from any address', async () => {
    const marker = randomUUID();
    const { points, burst } = limitRules.contact.identity;
    const statuses: number[] = [];
    for (let i = 0; i <= points + burst; i += 1)
      statuses.push((await post(message(marker, { message: `Soalan ${i}: ${marker}` }))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, points)).toEqual(Array<number>(points).fill(201));
  });
});
