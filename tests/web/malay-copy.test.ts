import { contributionTypeLabels, interestLabels, qualificationLabels } from '@gsk/core/application';
import {
  overview,
  policyAreas,
  policyLabels,
  privacyStatement,
  termsOfUse,
} from '@gsk/core/content';
import { enterprises } from '@gsk/core/enterprise';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationShopBm } from '@gsk/core/i18n/validation-shop-bm';
import { consentWordings } from '@gsk/core/privacy/consent';
import { describe, expect, it } from 'vitest';
import { altTextBm } from '../../web/src/assets/alt-text-bm';

/** Every Malay catalogue of the site, new ones included as they are added. */
const catalogues = import.meta.glob<{ default: unknown }>('../../web/src/i18n/resources/bm/*.ts', {
  eager: true,
});

/** Every string inside a value, with where it sits. */
const stringsOf = (value: unknown, at: string): [string, string][] => {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${at}.${key}`));
};

const malay: [string, string][] = [
  ...Object.entries(catalogues).flatMap(([file, module]) => stringsOf(module.default, file)),
  ...stringsOf(validationBm, 'validation'),
  ...stringsOf(validationShopBm, 'validationShop'),
  ...Object.entries(consentWordings).flatMap(([version, wording]) =>
    (['sms', 'email'] as const).flatMap((channel) =>
      (['activity', 'news'] as const).map((purpose): [string, string] => [
        `consent ${version} ${channel}.${purpose}`,
        wording[channel][purpose].bm,
      ]),
    ),
  ),
  ...stringsOf(policyAreas('bm'), 'policies'),
  ...stringsOf(policyLabels.bm, 'policy labels'),
  ...stringsOf(overview('bm'), 'overview'),
  ...stringsOf(privacyStatement('bm'), 'privacy'),
  ...stringsOf(termsOfUse('bm'), 'terms'),
  ...stringsOf(enterprises('bm'), 'enterprises'),
  ...stringsOf(
    [contributionTypeLabels.bm, qualificationLabels.bm, interestLabels.bm],
    'application labels',
  ),
  ...stringsOf(altTextBm, 'alt text'),
];

/** Texts the spec quotes word for word, kept although they differ from the house spelling. */
const specQuotes = new Set([
  'Email diperlukan',
  'No telefon diperlukan',
  'Jumlah mesti lebih dari 0',
  'Jumlah mesti sama atau kurang dari 10000',
  'Hantar...',
]);

const offending = (pattern: RegExp) =>
  malay.filter(([, text]) => !specQuotes.has(text) && pattern.test(text)).map(([at]) => at);

describe('the Malay copy speaks with one voice', () => {
  it('reads so many texts that a missing catalogue would show', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(10);
    expect(malay.length).toBeGreaterThan(500);
  });

  it("spells email 'emel' (as the spec's donation messages do), never 'e-mel' or 'email'", () => {
    expect(offending(/\be-mel\b/i)).toEqual([]);
    // A Malay text may name the English word only in an address, a bilingual label or a placeholder.
    expect(offending(/(^|[^@.\w/{-])email\b(?![.@}])/i)).toEqual([]);
  });

  it("says 'nombor telefon', never 'no telefon' or 'no. telefon'", () => {
    expect(offending(/\bno\.? telefon\b/i)).toEqual([]);
  });

  it("says 'lebih daripada' and 'kurang daripada', not 'dari' in a comparison", () => {
    expect(offending(/\b(lebih|kurang) dari\b/i)).toEqual([]);
  });

  it("has one word for 'sustainable' ('lestari') and natural headings", () => {
    expect(offending(/\bmampan\b/i)).toEqual([]);
    expect(offending(/Siapakah Sebahagian daripada/)).toEqual([]);
  });

  it("shows a submitting state as 'Menghantar...', the spec's partner form text aside", () => {
    expect(offending(/^Hantar(\.\.\.|…)$/)).toEqual([]);
    const submitting = malay.filter(([at]) => at.endsWith('.submitting')).map(([, text]) => text);
    expect(submitting).toContain('Hantar...');
    expect(submitting).toContain('Menghantar...');
  });
});
