import type { Enterprise, EnterpriseSlug } from './types';

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
 * `enterpriseSlugs`). A module of plain data, so the forms' labels read the names without the
 * enterprises' texts and their loaders.
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
