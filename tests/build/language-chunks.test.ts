import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../support/build-web';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gsk-language-chunks-'));
  await buildSite(dist);
}, 300_000);

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** The chunk files a page's HTML loads before anything runs: its scripts, preloads and their static imports. */
async function firstLoad(page: string): Promise<string[]> {
  const html = await readFile(join(dist, page, 'index.html'), 'utf8');
  const pending = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/assets\/([^"]+\.js)"/g,
    ),
  ].map(([, file]) => file ?? '');
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(join(dist, 'assets', file), 'utf8');
    // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` loads on demand.
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
      pending.push(imported ?? '');
    }
  }
  return [...seen];
}

const copies = /^(copy|validation|alt-text)-(bm|eng)-/;

describe('a page loads its own language only', () => {
  it.each([
    // The home page's first view (the hero) has its copy in its catalogue: the enterprises' texts
    // and the alt texts come with the sections below it (web/src/app/home/islands.ts).
    ['', 'bm', []],
    ['en', 'eng', []],
    // The validation messages come with the forms, when the visitor reaches for one (lib/island.tsx).
    ['kesum', 'bm', ['copy', 'alt-text']],
    ['en/kesum', 'eng', ['copy', 'alt-text']],
    ['en/policies', 'eng', ['copy', 'alt-text']],
    ['contribute', 'bm', []],
    ['en/sign-in', 'eng', []],
  ] as const)(
    '/%s loads the %s copy it shows (enterprises, validation, alt texts), none of the other language',
    async (page, language, kinds) => {
      const loaded = (await firstLoad(page)).flatMap((file) => {
        const [, kind, of] = copies.exec(file) ?? [];
        return kind ? [`${kind}-${of}`] : [];
      });
      expect(loaded.sort()).toEqual(kinds.map((kind) => `${kind}-${language}`).sort());
    },
  );

  it('emits the artwork as files, not as data: URLs inside scripts (only one under 1 KB)', async () => {
    const assets = await readdir(join(dist, 'assets'));
    expect(assets.filter((file) => file.endsWith('.svg')).length).toBeGreaterThanOrEqual(30);
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(join(dist, 'assets', file), 'utf8');
      for (const [url] of code.matchAll(/data:image\/svg\+xml[^`"']*/g)) {
        expect(url.length, file).toBeLessThan(1024 * 1.4);
      }
    }
  });
});
