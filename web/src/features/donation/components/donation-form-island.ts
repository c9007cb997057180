import { island } from '../../../lib/island';
// The forms' styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './donation.css';

/**
 * The donation form as an island (lib/island.tsx): formik, yup and the validation messages load
 * when the visitor reaches for the form, which shows as prerendered until then.
 */
export const DonationFormIsland = island(
  () => import('./donation-form').then((module) => module.DonationForm),
  ['donation', 'validation'],
);
