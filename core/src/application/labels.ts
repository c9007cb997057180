import { policyAreaIds } from '../content/types';
import {
  enterpriseOptionName,
  enterpriseSlugs,
  partnerKinds,
  type EnterpriseSlug,
  type PartnerKind,
} from '../enterprise/types';
import { languages, type Language } from '../i18n/language';

/** Values of the partner form's contributionType: the three partner kinds. */
export const contributionTypes = partnerKinds;

/** A contributionType value. */
export type ContributionType = PartnerKind;

/** Display labels of the contributionType options; English as the spec words them. */
export const contributionTypeLabels: Readonly<
  Record<Language, Readonly<Record<ContributionType, string>>>
> = {
  eng: {
    equity: 'Become an Equity Partner',
    asset: 'Become an Asset Partner',
    operations: 'Become an Operations Partner',
  },
  bm: {
    equity: 'Menjadi Rakan Kongsi Ekuiti',
    asset: 'Menjadi Rakan Kongsi Aset',
    operations: 'Menjadi Rakan Kongsi Operasi',
  },
};

/** Values of the expert form's qualification. */
export const qualifications = ['degree', 'masters', 'professional', 'phd'] as const;

/** A qualification value. */
export type Qualification = (typeof qualifications)[number];

/** Display labels of the qualification options. */
export const qualificationLabels: Readonly<
  Record<Language, Readonly<Record<Qualification, string>>>
> = {
  eng: {
    degree: 'Degree',
    masters: 'MSc/MBA/MPhil/MEng or equivalent',
    professional: 'Professional qualification',
    phd: 'PhD',
  },
  bm: {
    degree: 'Ijazah Sarjana Muda',
    masters: 'MSc/MBA/MPhil/MEng atau setaraf',
    professional: 'Kelayakan profesional',
    phd: 'PhD',
  },
};

/** Values of the expert form's area of interest: the five policy areas. */
export const interests = policyAreaIds;

/** An area-of-interest value. */
export type Interest = (typeof interests)[number];

/** Display labels of the area-of-interest options. */
export const interestLabels: Readonly<Record<Language, Readonly<Record<Interest, string>>>> = {
  eng: {
    'food-security': 'Food Security',
    energy: 'Energy and Renewables',
    vocational: 'Vocational and Technical',
    housing: 'Affordable and Sustainable Housing',
    education: 'Democratising Education',
  },
  bm: {
    'food-security': 'Keterjaminan Makanan',
    energy: 'Tenaga dan Tenaga Boleh Baharu',
    vocational: 'Vokasional dan Teknikal',
    housing: 'Perumahan Mampu Milik dan Lestari',
    education: 'Pendemokrasian Pendidikan',
  },
};

/** An option of a select: the submitted value and its label. */
export interface SelectOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/**
 * The enterpriseType options of the partner form in id order: the slug as value, the spec's
 * form spelling of the name as label ('Saga Sivik' with a space; `enterpriseFacts`). The names
 * are the same in both languages.
 */
export function enterpriseOptions(_language: Language): SelectOption<EnterpriseSlug>[] {
  return enterpriseSlugs.map((slug) => ({ value: slug, label: enterpriseOptionName(slug) }));
}

/** The contributionType options, labelled in the given language. */
export function contributionTypeOptions(language: Language): SelectOption<ContributionType>[] {
  return contributionTypes.map((value) => ({
    value,
    label: contributionTypeLabels[language][value],
  }));
}

/** The qualification options, labelled in the given language. */
export function qualificationOptions(language: Language): SelectOption<Qualification>[] {
  return qualifications.map((value) => ({ value, label: qualificationLabels[language][value] }));
}

/** The area-of-interest options, labelled in the given language. */
export function interestOptions(language: Language): SelectOption<Interest>[] {
  return interests.map((value) => ({ value, label: interestLabels[language][value] }));
}

/** Every label a code has across the languages (a request may send any of them). */
const labelsIn =
  <Code extends string>(labels: Readonly<Record<Language, Readonly<Record<Code, string>>>>) =>
  (code: Code): string[] =>
    languages.map((language) => labels[language][code]);

/** The display labels of a contributionType in both languages ('Become an Asset Partner'). */
export const contributionTypeNames = labelsIn(contributionTypeLabels);

/** The display labels of a qualification in both languages. */
export const qualificationNames = labelsIn(qualificationLabels);

/** The display labels of an area of interest in both languages. */
export const interestNames = labelsIn(interestLabels);

/**
 * The display name of an enterprise in the partner form ('Saga Sivik'; the same in both languages,
 * and, spaces aside, its `ent_name`, which `choice` therefore accepts too).
 */
export const enterpriseNames = (slug: EnterpriseSlug): string[] => [enterpriseOptionName(slug)];
