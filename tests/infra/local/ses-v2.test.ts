import { SendEmailCommand as SendEmailV1Command, SESClient } from '@aws-sdk/client-ses';
import {
  BadRequestException,
  NotFoundException,
  SendEmailCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources, localQueueUrl } from '../../../infra/local/emulators';
import type { Emulators, OutboxMessage } from '../../../infra/local/emulators';
import type { SesSendEvent } from '../../../infra/local/emulators/ses-events';
import { broadcastConfigurationSet, broadcastEventsQueue } from '../../../infra/queues';
import { removeDir, startTestEmulators, tempDataDir } from './support';

let dataDir: string;
let emulators: Emulators;

beforeAll(async () => {
  dataDir = await tempDataDir();
});

afterAll(async () => {
  await emulators?.stop();
  await removeDir(dataDir);
});

const unsubscribe = 'https://gsk.example/api/unsubscribe?t=abc123';

/** A broadcast email as the send handler makes it, with `changes`. */
const broadcastEmail = (changes: Partial<SendEmailCommandInput> = {}): SendEmailCommandInput => ({
  FromEmailAddress: 'Gerakan Sektor Ketiga <no-reply@gsk.example>',
  Destination: { ToAddresses: ['aminah@example.com'] },
  Content: {
    Simple: {
      Subject: { Data: 'Gotong-royong di Kuala Selangor' },
      Body: {
        Text: { Data: 'Jom sertai kami Sabtu ini.' },
        Html: { Data: '<p>Jom sertai kami Sabtu ini.</p>' },
      },
      Headers: [
        { Name: 'List-Unsubscribe', Value: `<${unsubscribe}>` },
        { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
      ],
    },
  },
  ConfigurationSetName: broadcastConfigurationSet,
  EmailTags: [
    { Name: 'broadcast', Value: 'b-2026-001' },
    { Name: 'member', Value: 'm_42' },
  ],
  ...changes,
});

/** The events waiting in the broadcasts' events queue (received once, hidden a minute). */
const queuedEvents = async (): Promise<SesSendEvent[]> => {
  const sqs = new SQSClient(clientConfig(emulators, 'sqs'));
  try {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: localQueueUrl(emulators, broadcastEventsQueue.name),
        MaxNumberOfMessages: 10,
        VisibilityTimeout: 60,
      }),
    );
    return Messages.map((message) => JSON.parse(message.Body!) as SesSendEvent);
  } finally {
    sqs.destroy();
  }
};

const outbox = async (): Promise<OutboxMessage[]> =>
  (await (await fetch(`${emulators.endpoints.ses}/api/messages`)).json()) as OutboxMessage[];

describe('SES v2 SendEmail and the configuration set’s Send events', () => {
  it('forwards a message stored while the events queue was missing once it exists, after a restart', async () => {
    // No ensureResources yet: the events queue does not exist, so the forwarder cannot send.
    emulators = await startTestEmulators(dataDir);
    const ses = new SESv2Client(clientConfig(emulators, 'ses'));
    const { MessageId } = await ses.send(new SendEmailCommand(broadcastEmail()));
    ses.destroy();
    await emulators.stop();

    emulators = await startTestEmulators(dataDir);
    await ensureResources(emulators);
    await emulators.sesEventsIdle();
    const events = await queuedEvents();
    expect(events.map((event) => event.detail.mail.messageId)).toEqual([MessageId]);
    expect(events[0]).toMatchObject({
      source: 'aws.ses',
      'detail-type': 'Email Sent',
      detail: {
        eventType: 'Send',
        mail: {
          destination: ['aminah@example.com'],
          tags: {
            broadcast: ['b-2026-001'],
            member: ['m_42'],
            'ses:configuration-set': [broadcastConfigurationSet],
          },
        },
      },
    });
  });

  it('stores the headers, set and tags, and sends one event per broadcast message only', async () => {
    const ses = new SESv2Client(clientConfig(emulators, 'ses'));
    const { MessageId } = await ses.send(new SendEmailCommand(broadcastEmail()));
    // Sent with the set but not tagged as a broadcast: the rule does not take its event.
    await ses.send(
      new SendEmailCommand(broadcastEmail({ EmailTags: [{ Name: 'kind', Value: 'receipt' }] })),
    );
    const v1 = new SESClient(clientConfig(emulators, 'ses'));
    await v1.send(
      new SendEmailV1Command({
        Source: 'no-reply@gsk.example',
        Destination: { ToAddresses: ['siti@example.com'] },
        Message: { Subject: { Data: 'Resit' }, Body: { Text: { Data: 'Terima kasih' } } },
      }),
    );
    v1.destroy();
    ses.destroy();
    await emulators.sesEventsIdle();

    const events = await queuedEvents();
    expect(events.map((event) => event.detail.mail.messageId)).toEqual([MessageId]);
    const stored = (await outbox()).find((message) => message.id === MessageId);
    expect(stored).toMatchObject({
      to: ['aminah@example.com'],
      configurationSet: broadcastConfigurationSet,
      tags: { broadcast: 'b-2026-001', member: 'm_42' },
      headers: [
        { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ],
    });
    const eml = await (await fetch(`${emulators.endpoints.ses}/messages/${MessageId}.eml`)).text();
    expect(eml).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('refuses what SES refuses: its own headers, bad tags, unknown sets, too many recipients', async () => {
    const ses = new SESv2Client(clientConfig(emulators, 'ses'));
    const simple = broadcastEmail().Content!.Simple!;
    const refusals: [
      SendEmailCommandInput,
      typeof BadRequestException | typeof NotFoundException,
    ][] = [
      [
        broadcastEmail({
          Content: { Simple: { ...simple, Headers: [{ Name: 'From', Value: 'x@gsk.example' }] } },
        }),
        BadRequestException,
      ],
      [
        broadcastEmail({
          Content: { Simple: { ...simple, Headers: [{ Name: 'Bad:Name', Value: 'x' }] } },
        }),
        BadRequestException,
      ],
      [
        broadcastEmail({ EmailTags: [{ Name: 'member', Value: 'has space' }] }),
        BadRequestException,
      ],
      [broadcastEmail({ ConfigurationSetName: 'absent' }), NotFoundException],
      [
        broadcastEmail({
          Destination: {
            ToAddresses: Array.from({ length: 51 }, (_, index) => `p${index}@example.com`),
          },
        }),
        BadRequestException,
      ],
      [broadcastEmail({ FromEmailAddress: 'not-an-address' }), BadRequestException],
    ];
    const before = (await outbox()).length;
    for (const [input, error] of refusals)
      await expect(ses.send(new SendEmailCommand(input))).rejects.toBeInstanceOf(error);
    expect((await outbox()).length).toBe(before);
    ses.destroy();
  });
});
