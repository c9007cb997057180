import { island } from '../../../lib/island';
// The form's styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './privacy-request.css';

/** The request about personal data as an island (lib/island.tsx; see the contact form's). */
export const PrivacyRequestIsland = island(
  () => import('./privacy-request-flow').then((module) => module.PrivacyRequestFlow),
  ['validation', 'validationPrivacy'],
);
