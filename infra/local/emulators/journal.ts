import { mkdir, open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonLines, replaceDurably } from './durable-file';

/*
 * The DynamoDB emulator's write-ahead journal, the half of TransactWriteItems (transactions.ts)
 * that survives a kill: one append-only file, `journal.jsonl`, one JSON record a line.
 * - `begin`: a transaction's intent (every item's key, before-image and after-image, and its
 *   ClientRequestToken), appended and fsync'd before the first write reaches dynalite. From then on
 *   the transaction is committed: a restart rolls it forward.
 * - `done`: every write of that transaction has landed (appended before the reply; no fsync, a
 *   kill does not lose what the kernel holds). `undone`: its writes were put back instead.
 * - `token`: a committed transaction's token, as a rewrite of the file keeps it.
 * Transactions run one at a time, so only the last `begin` can lack its `done`. A torn last line
 * is a `begin` whose fsync never returned, so nothing of it was written. The file is rewritten
 * (temporary file, fsync, rename) at start-up and every few hundred transactions, keeping only the
 * tokens still in DynamoDB's idempotency window, so an SDK retry after a restart is recognised.
 */

export type Item = Record<string, unknown>;

/** One item a transaction writes: where, as it was, and as the transaction leaves it. */
export interface JournalWrite {
  table: string;
  key: Item;
  /** Absent when the transaction creates the item. */
  before?: Item;
  /** Absent when the transaction deletes the item. */
  after?: Item;
}

/** What a transaction is about to do, as the journal keeps it until it is done. */
export interface Intent {
  id: string;
  token?: { token: string; fingerprint: string };
  writes: JournalWrite[];
}

/** How long DynamoDB remembers a ClientRequestToken. */
const idempotencyWindowMs = 10 * 60 * 1000;
/** Transactions after which the file is rewritten with only what it must keep. */
const compactAfter = 500;

interface TokenEntry {
  token: string;
  fingerprint: string;
  expires: number;
}

type JournalRecord =
  | { kind: 'begin'; intent: Intent; expires: number }
  | { kind: 'done' | 'undone'; id: string }
  | ({ kind: 'token' } & TokenEntry);

const line = (record: JournalRecord): string => `${JSON.stringify(record)}\n`;

export class TransactionJournal {
  private readonly tokens = new Map<string, TokenEntry>();
  private pending: { intent: Intent; expires: number } | undefined;
  private handle: FileHandle | undefined;
  private appended = 0;

  private constructor(private readonly dir: string) {}

  private get file(): string {
    return join(this.dir, 'journal.jsonl');
  }

  /** Opens the journal in `dir`: reads the tokens and the transaction a kill left unfinished. */
  static async open(dir: string): Promise<TransactionJournal> {
    await mkdir(dir, { recursive: true });
    const journal = new TransactionJournal(dir);
    // A torn last line is a `begin` that was never applied: readJsonLines skips it.
    for (const record of await readJsonLines<JournalRecord>(journal.file)) {
      if (record.kind === 'begin') journal.pending = record;
      else if (record.kind === 'token') journal.tokens.set(record.token, record);
      else if (journal.pending?.intent.id === record.id) {
        if (record.kind === 'done') journal.keepToken(journal.pending);
        journal.pending = undefined;
      }
    }
    return journal;
  }

  /** The transaction a kill interrupted after its `begin`, if any. */
  unfinished(): Intent | undefined {
    return this.pending?.intent;
  }

  /** Durably records what a transaction is about to write; from here on it is committed. */
  async begin(intent: Intent): Promise<void> {
    const record = { kind: 'begin', intent, expires: Date.now() + idempotencyWindowMs } as const;
    const handle = await this.writer();
    await handle.appendFile(line(record), 'utf8');
    await handle.sync();
    this.pending = record;
  }

  /** Every write of the transaction has landed (`done`), or was put back (`undone`). */
  async finish(intent: Intent, outcome: 'done' | 'undone'): Promise<void> {
    await (await this.writer()).appendFile(line({ kind: outcome, id: intent.id }), 'utf8');
    if (outcome === 'done' && this.pending) this.keepToken(this.pending);
    this.pending = undefined;
    this.appended += 1;
    if (this.appended >= compactAfter) await this.compact();
  }

  /** Whether a request with this token and fingerprint is new, a retry, or a changed reuse. */
  check(token: string, fingerprint: string): 'new' | 'replay' | 'mismatch' {
    const entry = this.tokens.get(token);
    if (!entry || entry.expires < Date.now()) return 'new';
    return entry.fingerprint === fingerprint ? 'replay' : 'mismatch';
  }

  /** Rewrites the file with the tokens still in their window; the journal must have no `begin` open. */
  async compact(): Promise<void> {
    await this.close();
    const now = Date.now();
    for (const [token, entry] of this.tokens) if (entry.expires < now) this.tokens.delete(token);
    const text = [...this.tokens.values()].map((entry) => line({ kind: 'token', ...entry }));
    await replaceDurably(this.dir, 'journal.jsonl', text.join(''));
    this.appended = 0;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  private async writer(): Promise<FileHandle> {
    this.handle ??= await open(this.file, 'a');
    return this.handle;
  }

  private keepToken({ intent, expires }: { intent: Intent; expires: number }): void {
    if (intent.token) this.tokens.set(intent.token.token, { ...intent.token, expires });
  }
}
