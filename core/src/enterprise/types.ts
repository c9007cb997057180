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
