import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The DynamoDB emulator's write-ahead journal, the half of TransactWriteItems (transactions.ts)
 * that survives a kill. Two files in one folder:
 * - `transaction.json`: the intent of the transaction being applied (every item's key, its
 *   before-image and its after-image). Written to a temporary file, fsync'd, renamed into place and
 *   the folder fsync'd before the first write reaches dynalite; deleted once the last one has.
 * - `tokens.jsonl`: the ClientRequestTokens of committed transactions, one JSON line each, appended
 *   and fsync'd before the reply, so an SDK retry after a restart is still recognised; expired
 *   lines are dropped whenever the file is rewritten.
 */

export type Item = Record<string, unknown>;

/** One item a transaction writes: where, as it was, and as the transaction leaves it. */
export interface JournalWrite {
  table: string;
  key: Item;
  /** Absent when the transaction creates the item. */
  before?: Item;
  after: Item;
}

/** What a transaction is about to do, as the journal keeps it until it is done. */
export interface Intent {
  id: string;
  token?: { token: string; fingerprint: string };
  writes: JournalWrite[];
}

/** How long DynamoDB remembers a ClientRequestToken. */
const idempotencyWindowMs = 10 * 60 * 1000;
/** Appended token lines after which the file is rewritten without the expired ones. */
const compactAfterLines = 500;

interface TokenEntry {
  token: string;
  fingerprint: string;
  expires: number;
}

const isTokenEntry = (value: unknown): value is TokenEntry => {
  const entry = value as Partial<TokenEntry> | null;
  return (
    typeof entry?.token === 'string' &&
    typeof entry.fingerprint === 'string' &&
    typeof entry.expires === 'number'
  );
};

/** Writes `text` to `file` with an fsync, so what it holds survives the process and the machine. */
const writeSynced = async (file: string, text: string, flags: 'w' | 'a'): Promise<void> => {
  const handle = await open(file, flags);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Makes a rename or deletion in `dir` durable. */
const syncDir = async (dir: string): Promise<void> => {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Replaces `file` as a whole or not at all: temporary file, fsync, rename, fsync of the folder. */
const replaceSynced = async (dir: string, name: string, text: string): Promise<void> => {
  const temporary = join(dir, `${name}.${randomUUID()}.tmp`);
  await writeSynced(temporary, text, 'w');
  await rename(temporary, join(dir, name));
  await syncDir(dir);
};

export class TransactionJournal {
  private readonly tokens = new Map<string, TokenEntry>();
  private appended = 0;

  private constructor(private readonly dir: string) {}

  private get intentFile(): string {
    return join(this.dir, 'transaction.json');
  }

  private get tokensFile(): string {
    return join(this.dir, 'tokens.jsonl');
  }

  /**
   * Opens the journal in `dir`, reading the tokens still in their window. A torn last line (a kill
   * while it was appended, before its transaction was answered) is skipped.
   */
  static async open(dir: string): Promise<TransactionJournal> {
    await mkdir(dir, { recursive: true });
    const journal = new TransactionJournal(dir);
    const text = await readFile(journal.tokensFile, 'utf8').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    });
    for (const line of text.split('\n')) {
      try {
        const entry: unknown = JSON.parse(line);
        if (isTokenEntry(entry)) journal.tokens.set(entry.token, entry);
      } catch {
        // An empty or torn line: no transaction was answered on it.
      }
    }
    await journal.compact();
    return journal;
  }

  /** The intent a kill left unfinished, if any (a torn temporary file never became one). */
  async unfinished(): Promise<Intent | undefined> {
    try {
      return JSON.parse(await readFile(this.intentFile, 'utf8')) as Intent;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Durably records what a transaction is about to write; from here on it is committed. */
  async begin(intent: Intent): Promise<void> {
    await replaceSynced(this.dir, 'transaction.json', `${JSON.stringify(intent)}\n`);
  }

  /** Records the transaction's token, then forgets its intent: every write of it has landed. */
  async finish(intent: Intent): Promise<void> {
    if (intent.token) await this.remember(intent.token.token, intent.token.fingerprint);
    await rm(this.intentFile, { force: true });
    await syncDir(this.dir);
  }

  /** Whether a request with this token and fingerprint is new, a retry, or a changed reuse. */
  check(token: string, fingerprint: string): 'new' | 'replay' | 'mismatch' {
    const entry = this.tokens.get(token);
    if (!entry || entry.expires < Date.now()) return 'new';
    return entry.fingerprint === fingerprint ? 'replay' : 'mismatch';
  }

  private async remember(token: string, fingerprint: string): Promise<void> {
    const entry = { token, fingerprint, expires: Date.now() + idempotencyWindowMs };
    this.tokens.set(token, entry);
    await writeSynced(this.tokensFile, `${JSON.stringify(entry)}\n`, 'a');
    this.appended += 1;
    if (this.appended >= compactAfterLines) await this.compact();
  }

  /** Rewrites the token file with the tokens still in their window. */
  private async compact(): Promise<void> {
    const now = Date.now();
    for (const [token, entry] of this.tokens) if (entry.expires < now) this.tokens.delete(token);
    const lines = [...this.tokens.values()].map((entry) => `${JSON.stringify(entry)}\n`);
    await replaceSynced(this.dir, 'tokens.jsonl', lines.join(''));
    this.appended = 0;
  }
}
