import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from './protocol';

/**
 * The simulated gateway's transactions, in memory and, when given a folder, in
 * `{dir}/transactions.json` (rewritten after each change), so a restart of the local stack keeps
 * them and QUERY still answers for earlier payments.
 */
export class TransactionStore {
  private readonly byId = new Map<string, Transaction>();
  private saving: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string | undefined) {}

  /** Opens the store, reading what an earlier run left in `dir`. */
  static async open(dir?: string): Promise<TransactionStore> {
    if (!dir) return new TransactionStore(undefined);
    await mkdir(dir, { recursive: true });
    const store = new TransactionStore(join(dir, 'transactions.json'));
    try {
      const saved = JSON.parse(await readFile(store.file ?? '', 'utf8')) as Transaction[];
      for (const tx of saved) store.byId.set(tx.paymentId, tx);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return store;
  }

  get(paymentId: string): Transaction | undefined {
    return this.byId.get(paymentId);
  }

  bySession(session: string): Transaction | undefined {
    for (const tx of this.byId.values()) if (tx.session === session) return tx;
    return undefined;
  }

  /** Every transaction, newest first. */
  list(): Transaction[] {
    return [...this.byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  put(tx: Transaction): void {
    this.byId.set(tx.paymentId, tx);
    this.persist();
  }

  /** Resolves once everything written so far is on disk. */
  flush(): Promise<void> {
    return this.saving;
  }

  private persist(): void {
    const file = this.file;
    if (!file) return;
    const snapshot = JSON.stringify(this.list(), null, 2);
    this.saving = this.saving
      .then(async () => {
        await writeFile(`${file}.tmp`, snapshot, 'utf8');
        await rename(`${file}.tmp`, file);
      })
      .catch((error: unknown) => console.error('[eghl] could not save transactions', error));
  }
}
