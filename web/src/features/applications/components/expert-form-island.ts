import { island } from '../../../lib/island';
// The form's styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './application-form.css';
import './expert-form.css';

/** The expert form as an island (lib/island.tsx; see partner-form-island.ts). */
export const ExpertFormIsland = island(
  () => import('./expert-form').then((module) => module.ExpertForm),
  ['validation'],
);
