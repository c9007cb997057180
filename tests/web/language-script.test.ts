import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../web/src/config/paths';
import type { Language } from '@gsk/core/i18n/language';

const script = readFileSync(join(import.meta.dirname, '../../web/public/language.js'), 'utf8');

/** Runs public/language.js as the browser would at `url`, with a stored choice; where it goes. */
const redirectOf = (url: string, stored: string | null, storage = true) => {
  const { pathname, search, hash } = new URL(url, 'https://site.test');
  let target: string | undefined;
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('SecurityError: storage is disabled');
      return key === 'language' ? stored : null;
    },
  };
  const location = { pathname, search, hash, replace: (to: string) => (target = to) };
  runInNewContext(script, { window: { localStorage, location } });
  return target;
};

const pages = [
  '/',
  '/policies',
  '/support-us/support-enterprise',
  '/kesum',
  '/our-enterprise/3',
  '/transaction-status?TxnStatus=0&PaymentID=1#top',
  '/english-teachers',
  '/enterprise',
];

describe('public/language.js (runs before the page shows)', () => {
  it.each<Language>(['bm', 'eng'])(
    'sends a visitor who chose %s to the same page in that language, as the app links it',
    (chosen) => {
      for (const page of pages) {
        for (const language of ['bm', 'eng'] as const) {
          const url = localizePath(page, language);
          const expected = language === chosen ? undefined : localizePath(page, chosen);
          expect(redirectOf(url, chosen), url).toBe(expected);
        }
      }
    },
  );

  it('leaves a visitor who has not chosen, or whose storage is off, on the URL’s language', () => {
    for (const page of pages) {
      for (const language of ['bm', 'eng'] as const) {
        const url = localizePath(page, language);
        expect(redirectOf(url, null), url).toBeUndefined();
        expect(redirectOf(url, 'fr'), url).toBeUndefined();
        expect(redirectOf(url, 'eng', false), url).toBeUndefined();
      }
    }
  });
});
