import { tabStorage } from '../../../lib/tab-storage';

/*
 * Where the volunteer form keeps a signed-out visitor's ticks for the tab, apart from the form's
 * code (./volunteer-draft.ts, with core's lists and yup): the page asks only whether one is kept.
 */

/** The sessionStorage key of the kept draft. */
export const volunteerDraftKey = 'volunteer-draft';

/** Whether this tab keeps a draft (the form's island then loads at once to show it). */
export const hasVolunteerDraft = (): boolean => {
  try {
    return tabStorage()?.getItem(volunteerDraftKey) != null;
  } catch {
    return false;
  }
};
