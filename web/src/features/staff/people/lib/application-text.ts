import type { StaffApplicationRow } from '@gsk/core/api';
import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import type { Language } from '@gsk/core/i18n/language';

/** An enterprise's name by its slug; an unknown slug shows as itself. */
export const enterpriseName = (slug: string | undefined, language: Language): string =>
  slug === undefined
    ? ''
    : (enterpriseOptions(language).find((option) => option.value === slug)?.label ?? slug);

const labelIn = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/**
 * A submitted field's value as the applicant chose it, in the page's language: the label of a
 * choice (partnership, enterprise, qualification, interest), any other text as it was written.
 */
export function fieldValue(field: string, value: string, language: Language): string {
  switch (field) {
    case 'contributionType':
      return labelIn(contributionTypeLabels[language], value);
    case 'enterpriseType':
      return enterpriseName(value, language);
    case 'qualification':
      return labelIn(qualificationLabels[language], value);
    case 'interest':
      return labelIn(interestLabels[language], value);
    default:
      return value;
  }
}

/** A list row's partnership label, when it has one. */
export const partnershipOf = (row: StaffApplicationRow, language: Language) =>
  row.partnership ? fieldValue('contributionType', row.partnership, language) : undefined;
