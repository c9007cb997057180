import { enterpriseCopy } from '@gsk/core/enterprise';
import { island } from '../../../lib/island';
// The forms' styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './application-form.css';
import './contact-form.css';
import './expert-form.css';

// The application forms as islands (lib/island.tsx): formik, yup and the validation messages load
// when the visitor reaches for a form, which shows as prerendered until then.

// The partner form's labels too (its page, an enterprise's, shows them in the form only), and the
// enterprises' copy: the form names them, and the home page loads it no other way.
export const PartnerFormIsland = island(
  () => import('./partner-form').then((module) => module.PartnerForm),
  ['applications', 'validation'],
  [enterpriseCopy],
);

export const ExpertFormIsland = island(
  () => import('./expert-form').then((module) => module.ExpertForm),
  ['validation'],
);

export const ContactFormIsland = island(
  () => import('./contact-form').then((module) => module.ContactForm),
  ['validation'],
);
