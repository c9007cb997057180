import { island } from '../../../lib/island';
import { hasVolunteerDraft } from '../lib/draft-key';
// The form's styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './volunteers.css';

/**
 * The volunteer form as an island (lib/island.tsx): formik, yup and the validation messages load
 * when the visitor reaches for it. A tab that kept a draft (back from sign-up) loads it at once.
 */
export const VolunteerFormIsland = island(
  () => import('./volunteer-form').then((module) => module.VolunteerForm),
  ['validation'],
  [],
  undefined,
  hasVolunteerDraft,
);
