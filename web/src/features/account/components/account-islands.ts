import { island } from '../../../lib/island';
import { mayHavePendingSignUp } from '../lib/pending-sign-up-key';
// The forms' styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './account.css';

// The members' forms as islands (lib/island.tsx): formik, yup and the validation messages load
// when the visitor reaches for a form, which shows as prerendered until then.

export const SignInFormIsland = island(
  () => import('./sign-in-form').then((module) => module.SignInForm),
  ['validation'],
);

/** A tab waiting on a sign-up's code (reloaded during it) loads the form at once, at that step. */
export const SignUpFormIsland = island(
  () => import('./sign-up-form').then((module) => module.SignUpForm),
  // The ways of contact's messages (issue 32) are the privacy schemas'.
  ['validation', 'validationPrivacy'],
  [],
  undefined,
  mayHavePendingSignUp,
);

export const ForgotPasswordFlowIsland = island(
  () => import('./forgot-password-flow').then((module) => module.ForgotPasswordFlow),
  ['validation'],
);

/** The profile's change of password: rendered in the browser once the member's details arrive. */
export const ChangePasswordFormIsland = island(
  () => import('./change-password-form').then((module) => module.ChangePasswordForm),
  ['validation'],
);

/** The profile's details form: rendered in the browser once the member's details arrive. */
export const DetailsFormIsland = island(
  () => import('./details-form').then((module) => module.DetailsForm),
  ['validation'],
);
