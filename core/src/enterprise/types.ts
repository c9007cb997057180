/*
 * The seven enterprises' ids and slugs, and the one table of what the site states of each in every
 * language (names, images, categories, places, partners needed): one module of plain data, which
 * every page that names an enterprise loads as one chunk, without the enterprises' texts.
 */

/** Ids of the seven enterprises. */
export const enterpriseIds = [1, 2, 3, 4, 5, 6, 7] as const;

/** An enterprise id, 1 to 7. */
export type EnterpriseId = (typeof enterpriseIds)[number];

/** URL slugs of the enterprises, in id order (`/{slug}` opens the enterprise's page). */
export const enterpriseSlugs = [
  'fleximart',
  'kesum',
  'solar',
  'sivik101',
  'clib',
  'pinjamgajet',
  'tanamduit',
] as const;

/** An enterprise slug. */
export type EnterpriseSlug = (typeof enterpriseSlugs)[number];

/** Language-independent ids of the enterprise categories. */
export const categoryIds = ['cost-of-living', 'food-security', 'social-mobility'] as const;

/** A language-independent category id. */
export type CategoryId = (typeof categoryIds)[number];

/** Partner kinds an enterprise needs; also the values of the partner form's contributionType. */
export const partnerKinds = ['equity', 'asset', 'operations'] as const;

/** A partner kind. */
export type PartnerKind = (typeof partnerKinds)[number];

/**
 * One enterprise in one language, with the field names of the spec's Enterprise entity plus
 * `categoryId` and `description`.
 */
export interface Enterprise {
  /** 1 to 7. */
  readonly id: EnterpriseId;
  /** URL slug, the same in both languages. */
  readonly slug: EnterpriseSlug;
  /** Image base name (e.g. 'flexi-mart'); the web adds folder and extension. */
  readonly image: string;
  /** An emoji standing for the enterprise. */
  readonly icon: string;
  /** Display name. */
  readonly ent_name: string;
  /** Category label of lists, cards, the category filter and the detail page. */
  readonly category: string;
  /** Language-independent category, for filtering across a language change. */
  readonly categoryId: CategoryId;
  /** Town or district where the enterprise operates. */
  readonly location: string;
  /** One-sentence summary for cards and the home showcase. */
  readonly description: string;
  /** Contributor count of the fixed data: empty (the live count comes from the API). */
  readonly no_of_donor: string;
  /** Amount raised of the fixed data: '0' (the live amount comes from the API). */
  readonly amount_raised: string;
  /** Equity partners the enterprise needs. */
  readonly equity_partners_needed: number;
  /** Asset partners the enterprise needs. */
  readonly asset_partners_needed: number;
  /** Operations partners the enterprise needs. */
  readonly operations_partners_needed: number;
  /** Registered equity partners: '0'. */
  readonly equity_partners_current: string;
  /** Registered asset partners: '0'. */
  readonly asset_partners_current: string;
  /** Registered operations partners: '0'. */
  readonly operations_partners_current: string;
  /** What the enterprise is. */
  readonly what: string;
  /** Why it matters. */
  readonly why: string;
  /** How it works. */
  readonly how: string;
  /** What an equity partner provides to this enterprise. */
  readonly equity_partners: string;
  /** What an asset partner provides to this enterprise. */
  readonly asset_partners: string;
  /** What an operations partner provides to this enterprise. */
  readonly operation_partners: string;
}

/** What the site states of an enterprise in every language: a row of the spec's table. */
export interface EnterpriseFacts extends Pick<
  Enterprise,
  'image' | 'icon' | 'ent_name' | 'categoryId' | 'location'
> {
  /**
   * The name the partner form's enterprise options show, where the spec's form spells it
   * otherwise than its table ('Saga Sivik' for 'SagaSivik'); `ent_name` everywhere else.
   */
  readonly optionName?: string;
  /** Equity, asset and operations partners needed. */
  readonly needed: readonly [number, number, number];
}

/**
 * The one table of the enterprises' names and facts, by slug (their ids follow the order of
 * `enterpriseSlugs`), so the forms' labels read the names without the enterprises' texts and their
 * loaders.
 */
export const enterpriseFacts: Readonly<Record<EnterpriseSlug, EnterpriseFacts>> = {
  fleximart: {
    image: 'flexi-mart',
    icon: '🏪',
    ent_name: 'FlexiMart',
    categoryId: 'cost-of-living',
    location: 'Shah Alam',
    needed: [1, 1, 4],
  },
  kesum: {
    image: 'kesum',
    icon: '🍲',
    ent_name: 'Kesum',
    categoryId: 'food-security',
    location: 'Wangsa Maju',
    needed: [2, 2, 5],
  },
  solar: {
    image: 'suria',
    icon: '☀️',
    ent_name: 'Suria',
    categoryId: 'cost-of-living',
    location: 'Petaling Jaya',
    needed: [2, 2, 4],
  },
  sivik101: {
    image: 'saga-sivik',
    icon: '🗳️',
    ent_name: 'SagaSivik',
    optionName: 'Saga Sivik',
    categoryId: 'social-mobility',
    location: 'Setiawangsa',
    needed: [1, 1, 3],
  },
  clib: {
    image: 'clib',
    icon: '💼',
    ent_name: 'CLIB',
    categoryId: 'social-mobility',
    location: 'Ampang',
    needed: [1, 1, 2],
  },
  pinjamgajet: {
    image: 'pinjam-gajet',
    icon: '💻',
    ent_name: 'PinjamGajet',
    categoryId: 'social-mobility',
    location: 'Selayang',
    needed: [1, 1, 5],
  },
  tanamduit: {
    image: 'tanam-duit',
    icon: '🌱',
    ent_name: 'TanamDuit',
    categoryId: 'food-security',
    location: 'Rembau',
    needed: [3, 1, 5],
  },
};

/** The name of an enterprise in the partner form's options ('Saga Sivik'; the same in both languages). */
export const enterpriseOptionName = (slug: EnterpriseSlug): string =>
  enterpriseFacts[slug].optionName ?? enterpriseFacts[slug].ent_name;
