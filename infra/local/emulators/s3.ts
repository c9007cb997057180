import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { decodedRequest, isAwsChunked } from './aws-chunked';
import { closeServer, listen } from './http';
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

export interface S3Emulator {
  port: number;
  stop(): Promise<void>;
}

/**
 * s3rver keeping buckets and objects under `dir`, mounted on a server of ours that decodes
 * aws-chunked uploads first. Stored objects are announced on `events` as 'object-created'.
 */
export async function startS3(
  dir: string,
  port: number,
  events: EventEmitter,
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
  const server = createServer((req, res) => {
    void handle(isAwsChunked(req) ? decodedRequest(req) : req, res);
  });
  const boundPort = await listen(server, port);
  return { port: boundPort, stop: () => closeServer(server) };
}
