import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMerchant, simulatorMerchant } from '../../infra/local/eghl/simulator';
import { localApiUrl } from '../../web/src/config/env-rules';
import { buildWeb } from '../support/build-web';

const textTypes = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.svg', '.map']);
let outDir: string;
let files: { name: string; text: string }[] = [];

/** Every text file of the built site, as `npm run build` produces it (vite build of web/). */
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'gsk-bundle-'));
  // The bundle is what is checked; the API it would call is the local stack's.
  await buildWeb(outDir, localApiUrl);
  const names = (await readdir(outDir, { recursive: true })).filter((name) =>
    textTypes.has(extname(name)),
  );
  files = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(outDir, name), 'utf8') })),
  );
}, 240_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const containing = (pattern: RegExp) =>
  files.filter((file) => pattern.test(file.text)).map((file) => file.name);

describe('the built web bundle', () => {
  it('has JavaScript to check', () => {
    expect(files.filter((file) => file.name.endsWith('.js')).length).toBeGreaterThan(0);
  });

  it('contains no merchant password', () => {
    const passwords = new Set([defaultMerchant.password, simulatorMerchant().password]);
    for (const password of passwords) expect(containing(new RegExp(password))).toEqual([]);
    expect(containing(/EGHL_PASSWORD/)).toEqual([]);
  });

  it('computes no hash and builds no gateway request', () => {
    expect(containing(/sha-?256|createHash\(|subtle\.digest|crypto\.subtle/i)).toEqual([]);
    expect(containing(/MerchantCallBackURL|MerchantReturnURL|TransactionType/)).toEqual([]);
  });
});
