import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig } from '../../../infra/local/emulators';
import type { Emulators, OutboxMessage } from '../../../infra/local/emulators';
import { authorization, removeDir, startTestEmulators, tempDataDir } from './support';

let dataDir: string;
let emulators: Emulators;
let client: SESClient;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  client = new SESClient(clientConfig(emulators, 'ses'));
});

afterAll(async () => {
  client?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

const outboxDir = () => join(dataDir, 'outbox');

const messages = async (): Promise<OutboxMessage[]> =>
  (await fetch(`${emulators.endpoints.ses}/api/messages`)).json() as Promise<OutboxMessage[]>;

const message = async (id: string | undefined): Promise<OutboxMessage> => {
  const found = (await messages()).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`message ${id} is not in the outbox`);
  return found;
};

const eml = (id: string) => readFile(join(outboxDir(), `${id}.eml`), 'utf8');

const malayText =
  'Terima kasih atas sumbangan anda.\nJumlah: RM 50.00 — diterima dengan penuh kesyukuran.';
const malayHtml =
  '<p>Terima kasih atas sumbangan anda.</p><p>Jumlah: <strong>RM 50.00</strong></p>';

describe('SES emulator: SendEmail', () => {
  let id: string;

  beforeAll(async () => {
    const { MessageId } = await client.send(
      new SendEmailCommand({
        Source: 'Gerakan Sektor Ketiga <no-reply@gsk.example>',
        Destination: {
          ToAddresses: ['Siti Nurhaliza <siti@example.com>'],
          CcAddresses: ['bendahari@gsk.example'],
          BccAddresses: ['arkib@gsk.example'],
        },
        ReplyToAddresses: ['sokongan@gsk.example'],
        Message: {
          Subject: { Data: 'Resit sumbangan — terima kasih, Siti! 🎉', Charset: 'UTF-8' },
          Body: {
            Text: { Data: malayText, Charset: 'UTF-8' },
            Html: { Data: malayHtml, Charset: 'UTF-8' },
          },
        },
      }),
    );
    id = MessageId ?? '';
  });

  it('answers with a MessageId the SDK parses', () => {
    expect(id).toMatch(/^[0-9a-f]{16}-[0-9a-f-]{36}-000000$/);
  });

  it('lists the message with its parsed fields in /api/messages', async () => {
    expect(await message(id)).toMatchObject({
      id,
      from: 'Gerakan Sektor Ketiga <no-reply@gsk.example>',
      to: ['Siti Nurhaliza <siti@example.com>'],
      cc: ['bendahari@gsk.example'],
      bcc: ['arkib@gsk.example'],
      replyTo: ['sokongan@gsk.example'],
      subject: 'Resit sumbangan — terima kasih, Siti! 🎉',
      text: malayText,
      html: malayHtml,
      source: 'Gerakan Sektor Ketiga <no-reply@gsk.example>',
      destinations: [
        'Siti Nurhaliza <siti@example.com>',
        'bendahari@gsk.example',
        'arkib@gsk.example',
      ],
    });
  });

  it('writes a MIME .eml file and a JSON sidecar', async () => {
    const files = await readdir(outboxDir());
    expect(files).toEqual(expect.arrayContaining([`${id}.eml`, `${id}.json`]));
    const sidecar = JSON.parse(
      await readFile(join(outboxDir(), `${id}.json`), 'utf8'),
    ) as OutboxMessage;
    expect(sidecar.text).toBe(malayText);

    const source = await eml(id);
    const blank = source.indexOf('\r\n\r\n');
    const head = source.slice(0, blank);
    const body = source.slice(blank + 4);
    expect(head).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(head).toContain('From: Gerakan Sektor Ketiga <no-reply@gsk.example>');
    expect(head).toContain('To: Siti Nurhaliza <siti@example.com>');
    expect(head).toContain('Cc: bendahari@gsk.example');
    expect(head).toContain('Reply-To: sokongan@gsk.example');
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=/m);
    expect(head).toContain(`Message-ID: <${id}@email.amazonses.com>`);
    expect(head).toContain('MIME-Version: 1.0');
    expect(head).toMatch(/Content-Type: multipart\/alternative; boundary="=_[0-9a-f]+"/);
    expect(body).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(body).toContain('Content-Type: text/html; charset=UTF-8');
    expect(body).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(body).toContain('Terima kasih atas sumbangan anda.');
    expect(body).toContain('=E2=80=94'); // the em dash, quoted-printable
    expect(source).toMatch(/^[\t\r\n\x20-\x7e]*$/); // 7-bit clean
    for (const line of source.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    const subject = /^Subject:.*(\r\n[ \t].*)*/m.exec(head)?.[0] ?? '';
    for (const line of subject.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF line ends only
  });

  it('serves the raw message, the outbox page and the message page', async () => {
    const raw = await fetch(`${emulators.endpoints.ses}/messages/${id}.eml`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toBe(await eml(id));

    const outbox = await fetch(emulators.endpoints.outbox);
    expect(outbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listing = await outbox.text();
    expect(listing).toContain(`href="/messages/${id}"`);
    expect(listing).toContain('Resit sumbangan — terima kasih, Siti! 🎉');
    expect(listing).toContain('Gerakan Sektor Ketiga &lt;no-reply@gsk.example&gt;');

    const page = await (await fetch(`${emulators.endpoints.ses}/messages/${id}`)).text();
    expect(page).toContain(`<iframe sandbox src="/messages/${id}/body.html"`);
    expect(page).toContain('Terima kasih atas sumbangan anda.\nJumlah: RM 50.00');

    const frame = await fetch(`${emulators.endpoints.ses}/messages/${id}/body.html`);
    expect(frame.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await frame.text()).toBe(malayHtml);
  });
});

describe('SES emulator: the outbox list', () => {
  let id: string;

  beforeAll(async () => {
    const { MessageId } = await client.send(
      new SendEmailCommand({
        Source: 'admin@gsk.example',
        Destination: {
          ToAddresses: ['"Ahmad, Urus Setia" <ahmad@example.com>', 'nora@example.com'],
        },
        Message: {
          Subject: { Data: 'Permohonan rakan kongsi' },
          Body: { Text: { Data: 'Permohonan baharu telah diterima — sila semak CV.' } },
        },
      }),
    );
    id = MessageId ?? '';
  });

  it('keeps a text-only message with html null', async () => {
    expect(await message(id)).toMatchObject({
      from: 'admin@gsk.example',
      to: ['"Ahmad, Urus Setia" <ahmad@example.com>', 'nora@example.com'],
      subject: 'Permohonan rakan kongsi',
      text: 'Permohonan baharu telah diterima — sila semak CV.',
      html: null,
    });
    expect(await eml(id)).toContain(
      'To: "Ahmad, Urus Setia" <ahmad@example.com>, nora@example.com',
    );
  });

  it('lists messages newest first', async () => {
    const ids = (await messages()).map((listed) => listed.id);
    expect(ids.indexOf(id)).toBe(0);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('filters the list by recipient', async () => {
    const response = await fetch(`${emulators.endpoints.ses}/api/messages?to=NORA@example.com`);
    expect(((await response.json()) as OutboxMessage[]).map((listed) => listed.id)).toEqual([id]);
  });
});

describe('SES emulator: errors', () => {
  it('rejects a message without Source as SES does (400 InvalidParameterValue)', async () => {
    const error = (await client
      .send(
        new SendEmailCommand({
          Source: undefined,
          Destination: { ToAddresses: ['siti@example.com'] },
          Message: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } },
        } as unknown as ConstructorParameters<typeof SendEmailCommand>[0]),
      )
      .catch((caught: unknown) => caught)) as Error & { $metadata: { httpStatusCode?: number } };
    expect(error.name).toBe('InvalidParameterValue');
    expect(error.$metadata.httpStatusCode).toBe(400);
  });

  it('rejects an address without a domain', async () => {
    await expect(
      client.send(
        new SendEmailCommand({
          Source: 'no-reply@gsk.example',
          Destination: { ToAddresses: ['siti'] },
          Message: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue', message: "Missing final '@domain'" });
  });

  it('answers malformed Query requests with the XML error shape', async () => {
    const response = await fetch(emulators.endpoints.ses, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: authorization(emulators.credentials.accessKeyId, 'ses'),
      },
      body: 'Action=DeleteEverything&Version=2010-12-01',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/xml');
    const xml = await response.text();
    expect(xml).toContain('<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">');
    expect(xml).toContain('<Code>InvalidAction</Code>');
    expect(xml).toMatch(/<RequestId>[0-9a-f-]{36}<\/RequestId>/);
  });

  it('refuses other credentials', async () => {
    const stranger = new SESClient({
      ...clientConfig(emulators, 'ses'),
      credentials: { accessKeyId: 'AKIAREALKEY', secretAccessKey: 'secret' },
    });
    await expect(
      stranger.send(
        new SendEmailCommand({
          Source: 'no-reply@gsk.example',
          Destination: { ToAddresses: ['siti@example.com'] },
          Message: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidClientTokenId', $metadata: { httpStatusCode: 403 } });
    stranger.destroy();
  });

  it('escapes what a message says on the outbox page', async () => {
    await client.send(
      new SendEmailCommand({
        Source: 'no-reply@gsk.example',
        Destination: { ToAddresses: ['siti@example.com'] },
        Message: {
          Subject: { Data: 'Notis <penting>' },
          Body: { Html: { Data: '<p>Terima kasih</p><script>alert(1)</script>' } },
        },
      }),
    );
    const listing = await (await fetch(emulators.endpoints.outbox)).text();
    expect(listing).toContain('Notis &lt;penting&gt;');
    expect(listing).not.toContain('<penting>');
  });

  it('shows a 404 page for an unknown message', async () => {
    const response = await fetch(`${emulators.endpoints.ses}/messages/../../etc/passwd`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
