import type { Language } from '@gsk/core/i18n/language';

/** The five policy areas, in the order the site lists them. */
export const policyAreas = [
  'food-security',
  'energy',
  'vocational',
  'housing',
  'education',
] as const;
export type PolicyArea = (typeof policyAreas)[number];

const folder = '/downloads';

/** The overview PDF of the Third Sector model, in a language (generated at build time). */
export const overviewPdf = (language: Language) =>
  `${folder}/sektor-ketiga-overview-${language}.pdf`;

/** A policy brief PDF, in a language (generated at build time). */
export const policyBriefPdf = (area: PolicyArea, language: Language) =>
  `${folder}/policy-brief-${area}-${language}.pdf`;
