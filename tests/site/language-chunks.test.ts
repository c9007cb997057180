import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSite } from '../support/stack-setup';

/** The run's build of the site, as `npm run build` makes it. */
const dist = (await sharedSite()).root;

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

const copies = /^(copy|story|policies|terms|privacy|validation|alt-text)-(bm|eng)-/;

describe('a page loads its own language only', () => {
  it.each([
    ['', 'bm'],
    ['en', 'eng'],
    ['kesum', 'bm'],
    ['en/kesum', 'eng'],
    ['en/policies', 'eng'],
    ['terms', 'bm'],
    ['en/privacy-policy', 'eng'],
    ['contribute', 'bm'],
    ['en/sign-in', 'eng'],
  ] as const)(
    '/%s loads copy (enterprises, legal texts, validation, alt texts) in %s only, none of the other language',
    async (page, language) => {
      const loaded = (await firstLoad(page)).flatMap((file) => {
        const [, kind, of] = copies.exec(file) ?? [];
        return kind ? [{ kind, of }] : [];
      });
      expect(loaded.filter(({ of }) => of !== language)).toEqual([]);
    },
  );

  it.each(['bm', 'eng'] as const)(
    'has the %s copy of each kind in a file of its own, which the other language never imports',
    async (language) => {
      const assets = await readdir(join(dist, 'assets'));
      const own = assets.filter((file) => copies.exec(file)?.[2] === language);
      expect(new Set(own.map((file) => copies.exec(file)?.[1]))).toEqual(
        new Set(['copy', 'story', 'policies', 'terms', 'privacy', 'validation', 'alt-text']),
      );
      const other = language === 'bm' ? 'eng' : 'bm';
      for (const file of own) {
        const code = await readFile(join(dist, 'assets', file), 'utf8');
        expect(code, file).not.toMatch(
          new RegExp(`(copy|story|policies|terms|privacy|validation|alt-text)-${other}-`),
        );
      }
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
