import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources } from '../../../infra/local/emulators';
import type { Emulators, ObjectCreatedEvent } from '../../../infra/local/emulators';
import { names } from '../../../infra/names';
import { removeDir, startTestEmulators, tempDataDir, testOrigins } from './support';

const Bucket = names.applicationsBucket;
let dataDir: string;
let emulators: Emulators;
let client: S3Client;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  client = new S3Client(clientConfig(emulators, 's3'));
});

afterAll(async () => {
  client?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

/** The next 'object-created' event for `key`. */
const created = (key: string): Promise<ObjectCreatedEvent> =>
  new Promise((resolve) => {
    const listener = (event: ObjectCreatedEvent) => {
      if (event.key !== key) return;
      emulators.s3Events.off('object-created', listener);
      resolve(event);
    };
    emulators.s3Events.on('object-created', listener);
  });

const read = async (Key: string) => {
  const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket, Key }));
  return { body: await Body?.transformToString('utf8'), contentType: ContentType };
};

describe('S3 emulator', () => {
  it('stores and returns an object, announcing it', async () => {
    const event = created('applications/a.json');
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: 'applications/a.json',
        Body: JSON.stringify({ name: 'Siti' }),
        ContentType: 'application/json',
      }),
    );
    expect(await read('applications/a.json')).toEqual({
      body: '{"name":"Siti"}',
      contentType: 'application/json',
    });
    expect(await event).toEqual({
      bucket: Bucket,
      key: 'applications/a.json',
      size: 15,
      eventName: 'ObjectCreated:Put',
    });
  });

  it('refuses a streamed (aws-chunked) upload, which s3rver would store framing and all', async () => {
    await expect(
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: 'uploads/streamed.txt',
          Body: Readable.from([Buffer.from('Terima kasih atas sumbangan anda.')]),
          ContentLength: 33,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotImplemented', $metadata: { httpStatusCode: 501 } });
  });

  it('accepts a browser-style presigned POST upload and announces it', async () => {
    const Key = 'uploads/cv-1.pdf';
    const { url, fields } = await createPresignedPost(client, {
      Bucket,
      Key,
      Conditions: [['content-length-range', 1, 5_242_880]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 120,
    });
    expect(url).toBe(`${emulators.endpoints.s3}/${Bucket}`);

    const pdf = '%PDF-1.4\n% a small test document\n%%EOF\n';
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
    const event = created(Key);
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { Origin: testOrigins[0] ?? '' },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(await read(Key)).toEqual({ body: pdf, contentType: 'application/pdf' });
    expect(await event).toMatchObject({
      bucket: Bucket,
      key: Key,
      size: pdf.length,
      eventName: 'ObjectCreated:Post',
    });
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
    expect(head.ContentLength).toBe(pdf.length);
  });

  it('answers CORS preflights for the site origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${emulators.endpoints.s3}/${Bucket}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight(testOrigins[0] ?? '');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    await Promise.all([allowed.arrayBuffer(), refused.arrayBuffer()]);
  });

  it('emits nothing for an upload that fails', async () => {
    const events: ObjectCreatedEvent[] = [];
    const listener = (event: ObjectCreatedEvent) => events.push(event);
    emulators.s3Events.on('object-created', listener);
    await expect(
      client.send(new PutObjectCommand({ Bucket: 'no-such-bucket', Key: 'x', Body: 'x' })),
    ).rejects.toMatchObject({ name: 'NoSuchBucket' });
    emulators.s3Events.off('object-created', listener);
    expect(events).toEqual([]);
  });
});
