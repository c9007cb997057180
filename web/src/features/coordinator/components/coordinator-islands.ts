import { island } from '../../../lib/island';
import '../../../components/form/field.css';

// The section's forms as islands (lib/island.tsx): formik, yup and the validation messages load
// when a form first opens, never with the page.

/** Proposing an activity in one of the coordinator's areas. */
export const ActivityFormIsland = island(
  () => import('./activity-form').then((module) => module.ActivityForm),
  ['activityForms', 'validation'],
);

/** Adding one shift or a week of shifts to an activity. */
export const ShiftFormIsland = island(
  () => import('./shift-form').then((module) => module.ShiftForm),
  ['activityForms', 'validation'],
);

/** Texting the volunteers of one shift. */
export const ShiftMessageFormIsland = island(
  () => import('./message-form').then((module) => module.ShiftMessageForm),
  ['validation'],
);
