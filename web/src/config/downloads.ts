import type { PolicyAreaId } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n/language';

const folder = '/downloads';

/** The overview PDF of the Third Sector model, in a language (generated at build time). */
export const overviewPdf = (language: Language) =>
  `${folder}/sektor-ketiga-overview-${language}.pdf`;

/** A policy brief PDF, in a language (generated at build time). */
export const policyBriefPdf = (area: PolicyAreaId, language: Language) =>
  `${folder}/policy-brief-${area}-${language}.pdf`;
