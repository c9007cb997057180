import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message in the outbox, as the JSON sidecar beside its `.eml` file and `/api/messages` show it. */
export interface OutboxMessage {
  id: string;
  /** ISO 8601 time SES accepted the message. */
  date: string;
  /** Envelope sender and recipients: who SES would have sent it from and to. */
  source: string;
  destinations: string[];
  /** The message's headers as the request gave them (Bcc stays off the `.eml`, as SES keeps it). */
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text: string | null;
  html: string | null;
  /** Headers the request added (SES v2), as given. */
  headers?: { name: string; value: string }[];
  /** The configuration set it was sent with (SES v2), whose events it raises. */
  configurationSet?: string;
  /** Its message tags (SES v2 `EmailTags`), by name. */
  tags?: Record<string, string>;
}

/** Time-ordered ids: 16 hex digits of time (sortable) and sequence, then a uuid. */
const timePrefixPattern =
  '[0-9a-f]{16}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Records kept as `{id}.json` files in one folder, each written atomically (a temporary file
 * renamed into place), listed newest first: the email and SMS outboxes' storage, which survives a
 * restart of the stack.
 */
export class RecordFolder<T extends { id: string }> {
  private lastMillis = 0;
  private sequence = 0;

  /** `suffix`: what the folder's ids end with after the time and uuid (SES's `-000000`). */
  constructor(
    private readonly dir: string,
    private readonly suffix = '',
  ) {}

  private get idPattern(): RegExp {
    return new RegExp(`^${timePrefixPattern}${this.suffix}$`);
  }

  isId(id: string): boolean {
    return this.idPattern.test(id);
  }

  /** A new id whose first 16 hex digits sort by time, as SES's message ids do. */
  nextId(): string {
    const now = Date.now();
    this.sequence = now === this.lastMillis ? this.sequence + 1 : 0;
    this.lastMillis = now;
    const prefix = now.toString(16).padStart(12, '0') + this.sequence.toString(16).padStart(4, '0');
    return `${prefix}-${randomUUID()}${this.suffix}`;
  }

  /** Writes the record (atomically), which is what makes it listed. */
  async store(record: T): Promise<void> {
    const temporary = join(this.dir, `${record.id}.json.tmp`);
    await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
    await rename(temporary, join(this.dir, `${record.id}.json`));
  }

  async list(): Promise<T[]> {
    const ids = (await readdir(this.dir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => this.isId(id))
      .sort()
      .reverse();
    const records = (await Promise.all(ids.map((id) => this.get(id)))) as (T | undefined)[];
    return records.filter((record): record is T => record !== undefined);
  }

  async get(id: string): Promise<T | undefined> {
    if (!this.isId(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }
}

/** Messages kept as `{id}.eml` plus `{id}.json` in one folder, newest first when listed. */
export class Outbox {
  private readonly records: RecordFolder<OutboxMessage>;

  constructor(private readonly dir: string) {
    this.records = new RecordFolder(dir, '-000000');
  }

  /** A new message id whose first 16 hex digits sort by time, as SES's do. */
  nextId(): string {
    return this.records.nextId();
  }

  /** Writes the message file, then its sidecar (atomically), which is what makes it listed. */
  async store(message: OutboxMessage, eml: Buffer): Promise<void> {
    await writeFile(join(this.dir, `${message.id}.eml`), eml);
    await this.records.store(message);
  }

  list(): Promise<OutboxMessage[]> {
    return this.records.list();
  }

  get(id: string): Promise<OutboxMessage | undefined> {
    return this.records.get(id);
  }

  async raw(id: string): Promise<Buffer | undefined> {
    if (!this.records.isId(id)) return undefined;
    return readFile(join(this.dir, `${id}.eml`)).catch(() => undefined);
  }
}
