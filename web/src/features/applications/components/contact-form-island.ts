import { island } from '../../../lib/island';
// The form's styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './application-form.css';
import './contact-form.css';

/** The contact form as an island (lib/island.tsx; see partner-form-island.ts). */
export const ContactFormIsland = island(
  () => import('./contact-form').then((module) => module.ContactForm),
  ['validation'],
);
