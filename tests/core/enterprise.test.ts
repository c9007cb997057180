import {
  categories,
  categoryIds,
  enterpriseCopy,
  enterpriseStory,
  enterpriseIdOf,
  enterprises,
  filterEnterprises,
  findEnterprise,
  isEnterpriseSlug,
  locations,
  type Enterprise,
} from '@gsk/core/enterprise';
import { languages } from '@gsk/core/i18n';
import { languageCopy } from '@gsk/core/i18n/language-copy';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() =>
  Promise.all(
    languages.flatMap((language) => [
      enterpriseCopy.load(language),
      enterpriseStory.load(language),
    ]),
  ),
);

const table = [
  [1, 'fleximart', 'FlexiMart', 'Shah Alam', 'Cost of Living', 'flexi-mart', 1, 1, 4],
  [2, 'kesum', 'Kesum', 'Wangsa Maju', 'Food Security', 'kesum', 2, 2, 5],
  [3, 'solar', 'Suria', 'Petaling Jaya', 'Cost of Living', 'suria', 2, 2, 4],
  [4, 'sivik101', 'SagaSivik', 'Setiawangsa', 'Social Mobility', 'saga-sivik', 1, 1, 3],
  [5, 'clib', 'CLIB', 'Ampang', 'Social Mobility', 'clib', 1, 1, 2],
  [6, 'pinjamgajet', 'PinjamGajet', 'Selayang', 'Social Mobility', 'pinjam-gajet', 1, 1, 5],
  [7, 'tanamduit', 'TanamDuit', 'Rembau', 'Food Security', 'tanam-duit', 3, 1, 5],
] as const;

describe('enterprise data', () => {
  it.each(table)(
    'id %i is %s (%s, %s, %s)',
    (id, slug, name, location, category, image, equity, asset, operations) => {
      const enterprise = findEnterprise(id, 'eng');
      expect(enterprise).toMatchObject({
        id,
        slug,
        ent_name: name,
        location,
        category,
        image,
        equity_partners_needed: equity,
        asset_partners_needed: asset,
        operations_partners_needed: operations,
        no_of_donor: '',
        amount_raised: '0',
        equity_partners_current: '0',
        asset_partners_current: '0',
        operations_partners_current: '0',
      });
      const malay = findEnterprise(id, 'bm');
      expect(malay).toMatchObject({ id, slug, ent_name: name, location, image });
      expect(malay.equity_partners_needed).toBe(equity);
      // The slug names the same enterprise as the id (a page's address either way).
      expect(findEnterprise(slug, 'bm').id).toBe(id);
      expect(enterpriseIdOf(slug)).toBe(id);
    },
  );

  it('lists the seven enterprises in id order in both languages', () => {
    for (const language of languages) {
      expect(enterprises(language).map((enterprise) => enterprise.id)).toEqual([
        1, 2, 3, 4, 5, 6, 7,
      ]);
    }
  });

  it('uses the Malay categories, one name for each everywhere', () => {
    expect(enterprises('bm').map((enterprise) => enterprise.category)).toEqual([
      'Kos Sara Hidup',
      'Akses Makanan',
      'Kos Sara Hidup',
      'Mobiliti Sosial',
      'Mobiliti Sosial',
      'Mobiliti Sosial',
      'Akses Makanan',
    ]);
  });

  it('shares a language-independent category id', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      expect(findEnterprise(id, 'bm').categoryId).toBe(findEnterprise(id, 'eng').categoryId);
      expect(categoryIds).toContain(findEnterprise(id, 'eng').categoryId);
    }
  });

  const textFields = [
    'description',
    'what',
    'why',
    'how',
    'equity_partners',
    'asset_partners',
    'operation_partners',
  ] as const satisfies readonly (keyof Enterprise)[];

  it('has every text in both languages, different per language', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const eng = findEnterprise(id, 'eng');
      const bm = findEnterprise(id, 'bm');
      expect(eng.icon.length).toBeGreaterThan(0);
      for (const field of textFields) {
        expect(eng[field].length, `${eng.slug}.${field}`).toBeGreaterThan(40);
        expect(bm[field].length, `${bm.slug}.${field}`).toBeGreaterThan(40);
        expect(bm[field]).not.toBe(eng[field]);
      }
    }
  });

  it('writes 2 to 4 sentences of what, why and how', () => {
    for (const language of languages) {
      for (const enterprise of enterprises(language)) {
        for (const field of ['what', 'why', 'how'] as const) {
          const sentences = enterprise[field].split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
          expect(
            sentences.length,
            `${language} ${enterprise.slug}.${field}`,
          ).toBeGreaterThanOrEqual(2);
          expect(sentences.length, `${language} ${enterprise.slug}.${field}`).toBeLessThanOrEqual(
            4,
          );
        }
      }
    }
  });

  it("states the spec's facts in the copy", () => {
    for (const language of languages) {
      const all = enterprises(language)
        .map((e) => `${e.what} ${e.why} ${e.how}`)
        .join(' ');
      expect(all).toContain('September 2025');
      expect(all).toContain('RM1,700');
      expect(all).toContain('10-50-40');
      expect(all).toContain('40-30-30');
      expect(findEnterprise('pinjamgajet', language).what).toContain('RM10');
      expect(findEnterprise('fleximart', language).what).toMatch(/(August|Ogos) 2025/);
    }
  });
});

describe('the copy', () => {
  it('loads one language at a time: texts read before their language is loaded throw', async () => {
    let loads = 0;
    const copy = languageCopy('Test copy', {
      bm: () => Promise.resolve(`bm ${++loads}`),
      eng: () => Promise.reject(new Error('offline')),
    });
    expect(() => copy.get('bm')).toThrow('Test copy in bm is not loaded');
    await Promise.all([copy.load('bm'), copy.load('bm')]);
    expect(copy.get('bm')).toBe('bm 1');
    await expect(copy.load('eng')).rejects.toThrow('offline');
    expect(() => copy.get('eng')).toThrow('Test copy in eng is not loaded');
  });
});

describe('findEnterprise', () => {
  it('finds by number, numeric string or slug', () => {
    expect(findEnterprise(3, 'eng').ent_name).toBe('Suria');
    expect(findEnterprise('3', 'eng').ent_name).toBe('Suria');
    expect(findEnterprise('solar', 'eng').ent_name).toBe('Suria');
    expect(findEnterprise('sivik101', 'bm').ent_name).toBe('SagaSivik');
    expect(findEnterprise(' PinjamGajet ', 'eng').id).toBe(6);
    expect(findEnterprise('7', 'bm').slug).toBe('tanamduit');
  });

  it.each([0, 8, -1, 1.5, '0', '8', '01x', 'suria', 'unknown', '', null, undefined, Number.NaN])(
    'falls back to enterprise 1 for %j',
    (value) => {
      expect(findEnterprise(value, 'eng').id).toBe(1);
      expect(findEnterprise(value, 'bm').slug).toBe('fleximart');
    },
  );

  it('resolves ids without falling back', () => {
    expect(enterpriseIdOf('clib')).toBe(5);
    expect(enterpriseIdOf('99')).toBeUndefined();
    expect(isEnterpriseSlug('kesum')).toBe(true);
    expect(isEnterpriseSlug('Kesum')).toBe(false);
  });
});

describe('categories and locations', () => {
  it('lists the distinct categories per language', () => {
    expect(categories('eng')).toEqual(['Cost of Living', 'Food Security', 'Social Mobility']);
    expect(categories('bm')).toEqual(['Kos Sara Hidup', 'Akses Makanan', 'Mobiliti Sosial']);
  });

  it('lists the distinct locations per language', () => {
    const expected = [
      'Shah Alam',
      'Wangsa Maju',
      'Petaling Jaya',
      'Setiawangsa',
      'Ampang',
      'Selayang',
      'Rembau',
    ];
    expect(locations('eng')).toEqual(expected);
    expect(locations('bm')).toEqual(expected);
  });
});

describe('filterEnterprises', () => {
  it('filters by category, search text and location, case-insensitively', () => {
    const ids = (list: readonly Enterprise[]) => list.map((enterprise) => enterprise.id);
    expect(ids(filterEnterprises('eng', {}))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(filterEnterprises('bm', { category: 'Akses Makanan' }))).toEqual([2, 7]);
    expect(ids(filterEnterprises('eng', { search: 'SURIA' }))).toEqual([3]);
    expect(ids(filterEnterprises('eng', { search: 'convenience' }))).toEqual([1]);
    expect(ids(filterEnterprises('eng', { location: 'jaya' }))).toEqual([3]);
    expect(
      ids(
        filterEnterprises('eng', { category: 'Social Mobility', location: 'a', search: 'gajet' }),
      ),
    ).toEqual([6]);
    expect(ids(filterEnterprises('eng', { category: 'Kos Sara Hidup' }))).toEqual([]);
  });
});
