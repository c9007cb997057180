import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { closeServer, listen, send } from './http';
import { BucketLifecycles, lifecycleBucketOf } from './s3-lifecycle';
import { startSweep } from './sweeps';
import { S3rver } from './vendor';
import type { S3rverEventRecord } from './vendor';

/** What `s3Events` emits as 'object-created' after an object is stored (PUT, POST, copy, multipart). */
export interface ObjectCreatedEvent {
  bucket: string;
  key: string;
  size: number;
  /** S3's event name: 'ObjectCreated:Put', 'ObjectCreated:Post'… */
  eventName: string;
}

const notImplemented = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>NotImplemented</Code><Message>The local S3 does not decode aws-chunked uploads; send the whole body</Message></Error>`;

export interface S3Emulator {
  port: number;
  /**
   * Deletes the objects the buckets' lifecycle rules have made due as at `now` (S3's background
   * expiry, run now); resolves to how many went. The sweep every `lifecycleSweepMs` does the same.
   */
  expireObjects(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export interface S3Options {
  /** How often due objects are deleted in the background; never by itself when absent. */
  lifecycleSweepMs?: number;
}

/**
 * s3rver keeping buckets and objects under `dir`, mounted on a server of ours (loopback only, a
 * stop that never hangs), which answers the buckets' lifecycle configurations itself and applies
 * their expiry (s3-lifecycle.ts). Stored objects are announced on `events` as 'object-created'.
 */
export async function startS3(
  dir: string,
  port: number,
  events: EventEmitter,
  options: S3Options = {},
): Promise<S3Emulator> {
  const s3rver = new S3rver({ directory: dir, silent: true, vhostBuckets: false });
  s3rver.on('event', (event: { Records: S3rverEventRecord[] }) => {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      const created: ObjectCreatedEvent = {
        bucket: record.s3.bucket.name,
        key: record.s3.object.key,
        size: record.s3.object.size ?? 0,
        eventName: record.eventName,
      };
      events.emit('object-created', created);
    }
  });
  const handle = s3rver.callback();
  const lifecycles = new BucketLifecycles(s3rver.store);
  const server = createServer((req, res) => {
    const lifecycleBucket = lifecycleBucketOf(req);
    if (lifecycleBucket !== undefined) {
      lifecycles.answer(req, res, lifecycleBucket).catch((error: unknown) => {
        console.error('[s3] lifecycle request failed', error);
        if (!res.headersSent) send(res, 500, 'application/xml', '');
      });
      return;
    }
    // s3rver would store aws-chunked framing (the SDK's streamed uploads) as the object's bytes;
    // the handlers send whole bodies, so such a request is refused rather than silently mangled.
    if (String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-')) {
      req.resume();
      return send(res, 501, 'application/xml', notImplemented);
    }
    void handle(req, res);
  });
  const sweep = startSweep((now) => lifecycles.expire(now), {
    intervalMs: options.lifecycleSweepMs,
    label: 's3 lifecycle expiry',
  });
  const boundPort = await listen(server, port);
  return {
    port: boundPort,
    expireObjects: sweep.run,
    async stop() {
      await sweep.stop();
      await closeServer(server);
    },
  };
}
