import { enterpriseFacts, type EnterpriseSlug } from '@gsk/core/enterprise';
import { formatSen } from '@gsk/core/i18n/money';
import type { Language } from '@gsk/core/i18n/language';

/** An amount in sen as the shop shows it: `RM39.90`. */
export const senText = (sen: number, language: Language) => formatSen(sen, language);

/** The name of the enterprise a product's proceeds go to, when one does. */
export const enterpriseName = (enterprise: EnterpriseSlug | undefined) =>
  enterprise ? enterpriseFacts[enterprise].ent_name : undefined;
