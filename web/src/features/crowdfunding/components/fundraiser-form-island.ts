import { island } from '../../../lib/island';
import '../../../components/form/field.css';

/**
 * The start-a-page form as an island (lib/island.tsx): formik, yup and the validation messages
 * load when the page renders it (a client-rendered shell), never with the page's first load.
 */
export const FundraiserFormIsland = island(
  () => import('./fundraiser-form').then((module) => module.FundraiserForm),
  ['validation'],
);
