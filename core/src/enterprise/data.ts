import type { Language } from '../i18n/language';
import { languageCopy } from '../i18n/language-copy';
import { enterpriseCopy } from './copy';
import type { CategoryId, Enterprise, EnterpriseId, EnterpriseSlug } from './types';

/** The texts of one enterprise that differ by language. */
export type EnterpriseTexts = Pick<
  Enterprise,
  | 'description'
  | 'what'
  | 'why'
  | 'how'
  | 'equity_partners'
  | 'asset_partners'
  | 'operation_partners'
>;

/** The one-line description of every enterprise, by slug (cards, lists, links, detail pages). */
export type EnterpriseCopy = Readonly<Record<EnterpriseSlug, Pick<EnterpriseTexts, 'description'>>>;

/** The rest of every enterprise's texts, by slug: what, why, how and the partners it needs. */
export type EnterpriseStory = Readonly<
  Record<EnterpriseSlug, Omit<EnterpriseTexts, 'description'>>
>;

/**
 * Category labels per language, the spec's Malay categories. Food security is 'Akses Makanan' on
 * cards, filters and detail pages alike (the spec's source said 'Keterjaminan Makanan' in its
 * detail data only; one category, one name).
 */
export const categoryLabels: Readonly<Record<Language, Readonly<Record<CategoryId, string>>>> = {
  eng: {
    'cost-of-living': 'Cost of Living',
    'food-security': 'Food Security',
    'social-mobility': 'Social Mobility',
  },
  bm: {
    'cost-of-living': 'Kos Sara Hidup',
    'food-security': 'Akses Makanan',
    'social-mobility': 'Mobiliti Sosial',
  },
};

interface EnterpriseFacts {
  readonly id: EnterpriseId;
  readonly slug: EnterpriseSlug;
  readonly image: string;
  readonly icon: string;
  readonly ent_name: string;
  readonly categoryId: CategoryId;
  readonly location: string;
  /** Equity, asset and operations partners needed. */
  readonly needed: readonly [number, number, number];
}

const facts: readonly EnterpriseFacts[] = [
  {
    id: 1,
    slug: 'fleximart',
    image: 'flexi-mart',
    icon: '🏪',
    ent_name: 'FlexiMart',
    categoryId: 'cost-of-living',
    location: 'Shah Alam',
    needed: [1, 1, 4],
  },
  {
    id: 2,
    slug: 'kesum',
    image: 'kesum',
    icon: '🍲',
    ent_name: 'Kesum',
    categoryId: 'food-security',
    location: 'Wangsa Maju',
    needed: [2, 2, 5],
  },
  {
    id: 3,
    slug: 'solar',
    image: 'suria',
    icon: '☀️',
    ent_name: 'Suria',
    categoryId: 'cost-of-living',
    location: 'Petaling Jaya',
    needed: [2, 2, 4],
  },
  {
    id: 4,
    slug: 'sivik101',
    image: 'saga-sivik',
    icon: '🗳️',
    ent_name: 'SagaSivik',
    categoryId: 'social-mobility',
    location: 'Setiawangsa',
    needed: [1, 1, 3],
  },
  {
    id: 5,
    slug: 'clib',
    image: 'clib',
    icon: '💼',
    ent_name: 'CLIB',
    categoryId: 'social-mobility',
    location: 'Ampang',
    needed: [1, 1, 2],
  },
  {
    id: 6,
    slug: 'pinjamgajet',
    image: 'pinjam-gajet',
    icon: '💻',
    ent_name: 'PinjamGajet',
    categoryId: 'social-mobility',
    location: 'Selayang',
    needed: [1, 1, 5],
  },
  {
    id: 7,
    slug: 'tanamduit',
    image: 'tanam-duit',
    icon: '🌱',
    ent_name: 'TanamDuit',
    categoryId: 'food-security',
    location: 'Rembau',
    needed: [3, 1, 5],
  },
];

/**
 * The enterprises' stories (what, why, how, partners), one module per language loaded on demand
 * (`enterpriseStory.load`): only an enterprise's own page shows them, below its first view.
 */
export const enterpriseStory = languageCopy<EnterpriseStory>("The enterprises' stories", {
  bm: () => import('./story-bm').then((module) => module.storyBm),
  eng: () => import('./story-eng').then((module) => module.storyEng),
});

const storyKeys = [
  'what',
  'why',
  'how',
  'equity_partners',
  'asset_partners',
  'operation_partners',
] as const satisfies readonly (keyof EnterpriseStory[EnterpriseSlug])[];

function build(language: Language): readonly Enterprise[] {
  return Object.freeze(
    facts.map(({ needed, ...fact }): Enterprise => {
      const enterprise = {
        ...fact,
        category: categoryLabels[language][fact.categoryId],
        no_of_donor: '',
        amount_raised: '0',
        equity_partners_needed: needed[0],
        asset_partners_needed: needed[1],
        operations_partners_needed: needed[2],
        equity_partners_current: '0',
        asset_partners_current: '0',
        operations_partners_current: '0',
      };
      // The texts are read from the loaded copy (reading one before it is loaded throws).
      Object.defineProperty(enterprise, 'description', {
        enumerable: true,
        get: () => enterpriseCopy.get(language)[fact.slug].description,
      });
      // Not enumerable: what lists an enterprise's fields (a spread, React's development tools
      // diffing props) must not read a story that its page never loads.
      for (const key of storyKeys) {
        Object.defineProperty(enterprise, key, {
          enumerable: false,
          get: () => enterpriseStory.get(language)[fact.slug][key],
        });
      }
      return Object.freeze(enterprise as Enterprise);
    }),
  );
}

/** The seven enterprises in id order, per language (their texts once `enterpriseCopy` and `enterpriseStory` are loaded). */
export const enterpriseData: Readonly<Record<Language, readonly Enterprise[]>> = {
  eng: build('eng'),
  bm: build('bm'),
};
