import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';

/** Site origins the tests' applications bucket accepts browser uploads from. */
export const testOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** A throw-away data folder. */
export const tempDataDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'gsk-emulators-'));

export const removeDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

/** The emulators on free ports over `dataDir`, as the local stack starts them. */
export const startTestEmulators = (dataDir: string): Promise<Emulators> =>
  startEmulators({
    dataDir,
    ports: { dynamodb: 0, s3: 0, ses: 0, sns: 0, sqs: 0 },
    corsOrigins: testOrigins,
  });

/** A SigV4-shaped Authorization header for raw requests (the emulators check the key, not the signature). */
export const authorization = (accessKeyId: string, service: string): string =>
  `AWS4-HMAC-SHA256 Credential=${accessKeyId}/20260101/ap-southeast-1/${service}/aws4_request, SignedHeaders=host, Signature=0`;
