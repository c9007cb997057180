import { DEFAULT_ENTERPRISE_ID } from '../constants';
import type { Language } from '../i18n/language';
import { enterpriseData } from './data';
import {
  enterpriseIds,
  enterpriseSlugs,
  type Enterprise,
  type EnterpriseId,
  type EnterpriseSlug,
} from './types';

/** The seven enterprises in id order, in the given language. */
export function enterprises(language: Language): readonly Enterprise[] {
  return enterpriseData[language];
}

/** Whether a value is an enterprise id (an integer 1 to 7). */
export function isEnterpriseId(value: unknown): value is EnterpriseId {
  return typeof value === 'number' && (enterpriseIds as readonly number[]).includes(value);
}

/** Whether a value is an enterprise slug, exactly as written in `enterpriseSlugs`. */
export function isEnterpriseSlug(value: unknown): value is EnterpriseSlug {
  return typeof value === 'string' && (enterpriseSlugs as readonly string[]).includes(value);
}

/**
 * The id an id-or-slug names: a number 1 to 7, its decimal string ('3'), or a slug (any letter
 * case, surrounding spaces ignored). Anything else, including `undefined`, is unknown.
 */
export function enterpriseIdOf(
  idOrSlug: string | number | null | undefined,
): EnterpriseId | undefined {
  if (typeof idOrSlug === 'number') return isEnterpriseId(idOrSlug) ? idOrSlug : undefined;
  if (typeof idOrSlug !== 'string') return undefined;
  const text = idOrSlug.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const id = Number(text);
    return isEnterpriseId(id) ? id : undefined;
  }
  const index = (enterpriseSlugs as readonly string[]).indexOf(text);
  return index < 0 ? undefined : enterpriseIds[index];
}

/**
 * The enterprise a route parameter names (an id 1-7, as number or string, or a slug), in the given
 * language. An unknown value falls back to enterprise 1, as the spec's router does.
 */
export function findEnterprise(
  idOrSlug: string | number | null | undefined,
  language: Language,
): Enterprise {
  const id = enterpriseIdOf(idOrSlug) ?? DEFAULT_ENTERPRISE_ID;
  const list = enterpriseData[language];
  const found = list.find((enterprise) => enterprise.id === id) ?? list[0];
  if (!found) throw new Error('The enterprise list is empty');
  return found;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Distinct list categories (the filter pills after 'All'), in order of first appearance. */
export function categories(language: Language): string[] {
  return distinct(enterpriseData[language].map((enterprise) => enterprise.category));
}

/** Distinct locations (the location dropdown), in order of first appearance. */
export function locations(language: Language): string[] {
  return distinct(enterpriseData[language].map((enterprise) => enterprise.location));
}

/** Criteria of the enterprise list on /support-us/support-enterprise. */
export interface EnterpriseFilter {
  /** A list category label; empty or undefined for every category. */
  category?: string;
  /** Free text matched against name and description, case-insensitive. */
  search?: string;
  /** Text a location must contain, case-insensitive; empty for every location. */
  location?: string;
}

/**
 * The enterprises matching a filter: same category label, name or description containing the
 * search text, location containing the location text (both case-insensitive).
 */
export function filterEnterprises(language: Language, filter: EnterpriseFilter): Enterprise[] {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const location = filter.location?.trim().toLowerCase() ?? '';
  const category = filter.category;
  return enterpriseData[language].filter(
    (enterprise) =>
      (!category || enterprise.category === category) &&
      (!search ||
        enterprise.ent_name.toLowerCase().includes(search) ||
        enterprise.description.toLowerCase().includes(search)) &&
      (!location || enterprise.location.toLowerCase().includes(location)),
  );
}
