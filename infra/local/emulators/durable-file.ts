import { randomUUID } from 'node:crypto';
import { open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * What the emulators' journals (the DynamoDB transaction journal, the SQS store) share: reading an
 * append-only file of JSON lines, and replacing it whole without a moment where a kill leaves it
 * half written.
 */

/**
 * The records of a JSON-lines file, oldest first; none when it does not exist. A line that does not
 * parse is skipped: an empty line, or a torn last one whose fsync never returned (so its caller
 * never had an answer).
 */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  const records: T[] = [];
  for (const entry of text.split('\n')) {
    try {
      records.push(JSON.parse(entry) as T);
    } catch {
      // Nothing of it was acknowledged.
    }
  }
  return records;
}

/** Replaces `dir/name` with `text` durably: temporary file, fsync, rename, fsync of the folder. */
export async function replaceDurably(dir: string, name: string, text: string): Promise<void> {
  const temporary = join(dir, `${name}.${randomUUID()}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(dir, name));
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
