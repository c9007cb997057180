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
}

/** SES-style message ids: time (sortable), uuid, sequence suffix. */
const idPattern =
  /^[0-9a-f]{16}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-000000$/;

const isMessageId = (id: string): boolean => idPattern.test(id);

/** Messages kept as `{id}.eml` plus `{id}.json` in one folder, newest first when listed. */
export class Outbox {
  private lastMillis = 0;
  private sequence = 0;

  constructor(private readonly dir: string) {}

  /** A new message id whose first 16 hex digits sort by time, as SES's do. */
  nextId(): string {
    const now = Date.now();
    this.sequence = now === this.lastMillis ? this.sequence + 1 : 0;
    this.lastMillis = now;
    const prefix = now.toString(16).padStart(12, '0') + this.sequence.toString(16).padStart(4, '0');
    return `${prefix}-${randomUUID()}-000000`;
  }

  /** Writes the message file, then its sidecar (atomically), which is what makes it listed. */
  async store(message: OutboxMessage, eml: Buffer): Promise<void> {
    await writeFile(join(this.dir, `${message.id}.eml`), eml);
    const temporary = join(this.dir, `${message.id}.json.tmp`);
    await writeFile(temporary, `${JSON.stringify(message, null, 2)}\n`, 'utf8');
    await rename(temporary, join(this.dir, `${message.id}.json`));
  }

  async list(): Promise<OutboxMessage[]> {
    const ids = (await readdir(this.dir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter(isMessageId)
      .sort()
      .reverse();
    const messages = await Promise.all(ids.map((id) => this.get(id)));
    return messages.filter((message): message is OutboxMessage => message !== undefined);
  }

  async get(id: string): Promise<OutboxMessage | undefined> {
    if (!isMessageId(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as OutboxMessage;
    } catch {
      return undefined;
    }
  }

  async raw(id: string): Promise<Buffer | undefined> {
    if (!isMessageId(id)) return undefined;
    return readFile(join(this.dir, `${id}.eml`)).catch(() => undefined);
  }
}
