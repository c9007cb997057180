import type { Language } from '../i18n/language';
import { languageCopy } from '../i18n/language-copy';
import { enterpriseCopy } from './copy';
import { enterpriseFacts } from './types';
import {
  enterpriseIds,
  enterpriseSlugs,
  type CategoryId,
  type Enterprise,
  type EnterpriseId,
  type EnterpriseSlug,
} from './types';

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

/** The id of the enterprise at `index` of `enterpriseSlugs` (the two lists pair by position). */
function idAt(index: number): EnterpriseId {
  const id = enterpriseIds[index];
  if (id === undefined) throw new Error(`No enterprise id for slug number ${index + 1}`);
  return id;
}

function build(language: Language): readonly Enterprise[] {
  return Object.freeze(
    enterpriseSlugs.map((slug, index): Enterprise => {
      // The partner form's spelling of the name is the option labels' (core/src/application).
      const { needed, optionName: _optionName, ...fact } = enterpriseFacts[slug];
      const enterprise = {
        id: idAt(index),
        slug,
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
        get: () => enterpriseCopy.get(language)[slug].description,
      });
      // Not enumerable: what lists an enterprise's fields (a spread, React's development tools
      // diffing props) must not read a story that its page never loads.
      for (const key of storyKeys) {
        Object.defineProperty(enterprise, key, {
          enumerable: false,
          get: () => enterpriseStory.get(language)[slug][key],
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
