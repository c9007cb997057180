import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/*
 * dynalite, s3rver and level ship no type declarations. They are loaded through `createRequire` and
 * typed here with only the parts the emulators use, so both the infra and the tests projects
 * type-check without ambient module declarations.
 */
const load = createRequire(import.meta.url);

export interface DynaliteOptions {
  /** LevelDB folder; in memory when absent. */
  path?: string;
  createTableMs?: number;
  deleteTableMs?: number;
  updateTableMs?: number;
}

/** dynalite's factory: an unstarted HTTP server whose `close` also closes the database. */
export const dynalite = load('dynalite') as (options: DynaliteOptions) => Server;

export interface S3rverOptions {
  directory: string;
  silent?: boolean;
  vhostBuckets?: boolean;
  allowMismatchedSignatures?: boolean;
}

/** One record of the S3 event notification s3rver emits as 'event'. */
export interface S3rverEventRecord {
  eventName: string;
  s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } };
}

/** The parts of s3rver's filesystem store the lifecycle's expiry uses (s3-lifecycle.ts). */
export interface S3rverStore {
  /** The bucket, or null when it does not exist. */
  getBucket(bucket: string): Promise<object | null>;
  /** Every object under `prefix` (no `maxKeys`: all of them). */
  listObjects(
    bucket: string,
    options: { prefix: string },
  ): Promise<{ objects: { key: string; lastModifiedDate: Date }[] }>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

export interface S3rverApp extends EventEmitter {
  /** Where s3rver keeps buckets and objects. */
  store: S3rverStore;
  /** Koa's request listener, for mounting s3rver on a server of our own. */
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export const S3rver = load('s3rver') as new (options: S3rverOptions) => S3rverApp;

interface LevelDatabase {
  open(): Promise<void>;
  close(): Promise<void>;
}

/** The LevelDB binding dynalite stores tables with (classic-level in Node). */
export const { Level } = load('level') as { Level: new (location: string) => LevelDatabase };
