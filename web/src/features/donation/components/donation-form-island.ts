import { island } from '../../../lib/island';
import './donation.css';

/**
 * The donation form as an island (lib/island.tsx): formik, yup and the validation messages load
 * when the visitor reaches for the form, which shows as prerendered until then.
 */
export const DonationFormIsland = island(
  () => import('./donation-form').then((module) => module.DonationForm),
  ['validation'],
);
