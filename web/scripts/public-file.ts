import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** web/public: generated files there are served at their path (`/downloads/…`, `/og/…`). */
export const publicDir = resolve(import.meta.dirname, '../public');

/**
 * Writes a generated file (a PDF, an image) under `root` at the path of its site URL, refusing one
 * over `maxBytes`; written beside and renamed, so a server reading the folder never sees half a
 * file. Returns the file's path.
 */
export async function writePublicFile(
  root: string,
  url: string,
  bytes: Uint8Array,
  maxBytes: number,
): Promise<string> {
  if (bytes.length > maxBytes) {
    throw new Error(`${url} is ${bytes.length} bytes, over the ${maxBytes}-byte limit`);
  }
  const file = join(root, ...url.split('/').filter(Boolean));
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return file;
}
