import {
  availabilitySlots,
  volunteerLanguages,
  volunteerReaches,
  volunteerSkills,
  type VolunteerValues,
} from '@gsk/core/volunteers';
import { tabStorage } from '../../../lib/tab-storage';
import { volunteerDraftKey as storageKey } from './draft-key';

/**
 * The volunteer form's values (no reach chosen yet is ''), as it keeps them for this tab while its
 * visitor signs up or signs in.
 */
export type VolunteerDraft = Omit<VolunteerValues, 'language' | 'reach'> & {
  reach: VolunteerValues['reach'] | '';
};

/** Keeps what a signed-out visitor ticked, for the form to find again once they are back. */
export function keepVolunteerDraft(values: VolunteerDraft): void {
  const { skills, languages, availability, reach, consentSms, consentEmail } = values;
  try {
    tabStorage()?.setItem(
      storageKey,
      JSON.stringify({ skills, languages, availability, reach, consentSms, consentEmail }),
    );
  } catch {
    // Storage full or refused: the visitor ticks again.
  }
}

/** Forgets the kept draft (saved, or abandoned). */
export function forgetVolunteerDraft(): void {
  try {
    tabStorage()?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

const codesOf = <Code extends string>(value: unknown, codes: readonly Code[]): Code[] =>
  Array.isArray(value) ? codes.filter((code) => value.includes(code)) : [];

/** The draft kept for this tab, its lists cut to the codes core knows; none when nothing is kept. */
export function readVolunteerDraft(): VolunteerDraft | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(tabStorage()?.getItem(storageKey) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null) return undefined;
  const draft = kept as Record<string, unknown>;
  const reach = volunteerReaches.find((code) => code === draft.reach);
  return {
    skills: codesOf(draft.skills, volunteerSkills),
    languages: codesOf(draft.languages, volunteerLanguages),
    availability: codesOf(draft.availability, availabilitySlots),
    reach: reach ?? '',
    consentSms: draft.consentSms === true,
    consentEmail: draft.consentEmail === true,
  };
}
