import { mkdir, open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonLines, replaceDurably } from './durable-file';

/*
 * The SQS emulator's state and its durability: every queue and message lives in memory and in one
 * append-only journal, `journal.jsonl`, one JSON record a line (a queue created or changed, a
 * message sent, received, made visible again, deleted, moved to its dead-letter queue, a queue
 * purged). A change is applied in memory, appended, and its caller waits for the fsync before SQS
 * would answer: writes arriving together share one fsync (group commit), so thousands of messages
 * a minute cost a few hundred syncs, not thousands. A torn last line is a change whose fsync never
 * returned, so its caller never got an answer: it is skipped on replay, as SQS would have dropped
 * a request it never acknowledged. A restart replays the file: messages not deleted are there
 * again, and one that was in flight comes back when its visibility timeout has passed (the
 * `receive` record keeps when). The file is rewritten with only the live state (temporary file,
 * fsync, rename, fsync of the folder) at start-up and every few thousand records.
 */

/** A queue's settings, as CreateQueue and SetQueueAttributes set them. */
export interface QueueSettings {
  visibilityTimeout: number;
  messageRetentionPeriod: number;
  delaySeconds: number;
  receiveMessageWaitTimeSeconds: number;
  maximumMessageSize: number;
  /** The dead-letter queue's ARN and how many receives send a message there. */
  redrivePolicy?: { deadLetterTargetArn: string; maxReceiveCount: number };
}

/** A message attribute as SendMessage takes it (binary values base64, as the JSON protocol has them). */
export interface StoredAttribute {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

export interface StoredMessage {
  id: string;
  body: string;
  md5OfBody: string;
  attributes?: Record<string, StoredAttribute>;
  md5OfAttributes?: string;
  sentAt: number;
  /** When the message may be received next (after a delay or a visibility timeout). */
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** The receipt handle of the latest receive: only it deletes the message. */
  handle?: string;
}

export interface StoredQueue {
  name: string;
  createdAt: number;
  modifiedAt: number;
  settings: QueueSettings;
  /** By id, in the order sent (a Map keeps insertion order: oldest first, as SQS roughly does). */
  messages: Map<string, StoredMessage>;
}

type JournalRecord =
  | { op: 'queue'; name: string; createdAt: number; modifiedAt: number; settings: QueueSettings }
  | { op: 'send'; queue: string; message: StoredMessage }
  | {
      op: 'receive';
      queue: string;
      id: string;
      handle: string;
      visibleAt: number;
      count: number;
      firstAt: number;
    }
  | { op: 'visibility'; queue: string; id: string; visibleAt: number }
  | { op: 'delete'; queue: string; id: string }
  | { op: 'move'; queue: string; id: string; to: string; at: number }
  | { op: 'purge'; queue: string };

/** Records after which the journal is rewritten with only the live state. */
const compactAfter = 5_000;

export class SqsStore {
  readonly queues = new Map<string, StoredQueue>();
  private handle: FileHandle | undefined;
  private buffered: string[] = [];
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private appended = 0;

  private constructor(private readonly dir: string) {}

  private get file(): string {
    return join(this.dir, 'journal.jsonl');
  }

  /** Opens the store in `dir`, replaying its journal and compacting it. */
  static async open(dir: string): Promise<SqsStore> {
    await mkdir(dir, { recursive: true });
    const store = new SqsStore(dir);
    for (const record of await readJsonLines<JournalRecord>(store.file)) store.apply(record);
    await store.compact();
    return store;
  }

  /** Applies a change in memory and makes it durable; resolves once it is on disk. */
  commit(record: JournalRecord): Promise<void> {
    this.apply(record);
    this.buffered.push(`${JSON.stringify(record)}\n`);
    const written = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flush();
    return written;
  }

  /** Waits for pending writes and closes the journal. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  private async flush(): Promise<void> {
    // Let every change of this turn of the event loop join the same write and fsync.
    await new Promise((done) => setImmediate(done));
    while (this.buffered.length) {
      const text = this.buffered.join('');
      const waiters = this.waiters;
      this.buffered = [];
      this.waiters = [];
      try {
        this.handle ??= await open(this.file, 'a');
        await this.handle.appendFile(text, 'utf8');
        await this.handle.sync();
        this.appended += waiters.length;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.flushing = undefined;
    if (this.appended >= compactAfter) {
      this.flushing = this.compact();
      await this.flushing;
      this.flushing = undefined;
      // Changes that arrived during the rewrite were applied in memory, so the rewrite holds them;
      // their records still go to the new file for their callers' fsync.
      if (this.buffered.length) this.flushing = this.flush();
    }
  }

  /** Rewrites the journal as the live state only. */
  private async compact(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    const lines: string[] = [];
    for (const queue of this.queues.values()) {
      const { name, createdAt, modifiedAt, settings } = queue;
      lines.push(JSON.stringify({ op: 'queue', name, createdAt, modifiedAt, settings }));
      for (const message of queue.messages.values())
        lines.push(JSON.stringify({ op: 'send', queue: name, message }));
    }
    await replaceDurably(this.dir, 'journal.jsonl', lines.map((line) => `${line}\n`).join(''));
    this.appended = 0;
  }

  private apply(record: JournalRecord): void {
    if (record.op === 'queue') {
      const existing = this.queues.get(record.name);
      if (existing) {
        existing.settings = record.settings;
        existing.modifiedAt = record.modifiedAt;
      } else {
        const { name, createdAt, modifiedAt, settings } = record;
        this.queues.set(name, { name, createdAt, modifiedAt, settings, messages: new Map() });
      }
      return;
    }
    const queue = this.queues.get(record.queue);
    if (!queue) return;
    switch (record.op) {
      case 'send':
        queue.messages.set(record.message.id, { ...record.message });
        return;
      case 'purge':
        queue.messages.clear();
        return;
      case 'delete':
        queue.messages.delete(record.id);
        return;
      default:
    }
    const message = queue.messages.get(record.id);
    if (!message) return;
    if (record.op === 'receive') {
      message.handle = record.handle;
      message.visibleAt = record.visibleAt;
      message.receiveCount = record.count;
      message.firstReceivedAt ??= record.firstAt;
    } else if (record.op === 'visibility') {
      message.visibleAt = record.visibleAt;
    } else {
      // Moved to the dead-letter queue: the same id, body and first sending, received afresh there.
      queue.messages.delete(record.id);
      const target = this.queues.get(record.to);
      if (!target) return;
      const { id, body, md5OfBody, attributes, md5OfAttributes } = message;
      target.messages.set(id, {
        id,
        body,
        md5OfBody,
        ...(attributes && { attributes, md5OfAttributes }),
        sentAt: message.sentAt,
        visibleAt: record.at,
        receiveCount: 0,
      });
    }
  }
}
