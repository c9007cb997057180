import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMerchant, simulatorMerchant } from '../../infra/local/eghl/simulator';
import { localUploadTokenSecret } from '../../infra/local/stack';
import { localApiUrl } from '../../web/src/config/env-rules';
import { sharedSite } from '../support/stack-setup';

const textTypes = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.svg', '.map']);

/** Every text file of the run's build of the site, as `npm run build` produces it. */
const outDir = (await sharedSite()).root;
const files = await Promise.all(
  (await readdir(outDir, { recursive: true }))
    .filter((name) => textTypes.has(extname(name)))
    .map(async (name) => ({ name, text: await readFile(join(outDir, name), 'utf8') })),
);

const containing = (pattern: RegExp) =>
  files.filter((file) => pattern.test(file.text)).map((file) => file.name);

/** A pattern of exactly this text. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('the built web bundle', () => {
  it('has JavaScript to check', () => {
    expect(files.filter((file) => file.name.endsWith('.js')).length).toBeGreaterThan(0);
  });

  it('contains no merchant password', () => {
    const passwords = new Set([defaultMerchant.password, simulatorMerchant().password]);
    for (const password of passwords) expect(containing(new RegExp(password))).toEqual([]);
    expect(containing(/EGHL_PASSWORD/)).toEqual([]);
  });

  it('contains no upload-token key', () => {
    expect(containing(literal(localUploadTokenSecret))).toEqual([]);
    expect(containing(/UPLOAD_TOKEN_SECRET/)).toEqual([]);
  });

  it("names no API address: the site calls its own origin's /api", () => {
    expect(containing(literal(localApiUrl))).toEqual([]);
    expect(containing(/VITE_API_URL/)).toEqual([]);
    expect(containing(/["'`]\/api\/payments["'`]/).length).toBeGreaterThan(0);
  });

  it('computes no hash and builds no gateway request', () => {
    expect(containing(/sha-?256|createHash\(|subtle\.digest|crypto\.subtle/i)).toEqual([]);
    // The staff console names a recorded answer's fields to staff (its records' words and code);
    // nothing else may know the request's fields.
    const staffRecords = /^assets\/(console-sections|staffRecords)-[\w-]+\.js$/;
    expect(
      containing(/MerchantCallBackURL|MerchantReturnURL|TransactionType/).filter(
        (name) => !staffRecords.test(name),
      ),
    ).toEqual([]);
  });
});
