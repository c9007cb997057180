import { enterpriseCopy } from '@gsk/core/enterprise';
import { island } from '../../../lib/island';
// The form's styles come with the page, so the prerendered form is styled before its code loads.
import '../../../components/form/field.css';
import './application-form.css';

/**
 * The partner form as an island (lib/island.tsx): formik, yup and the validation messages load when
 * the visitor reaches for it, and it shows as prerendered until then. Its labels come too (its
 * page, an enterprise's, shows them in the form only), and the enterprises' copy: the form names
 * them, and the home page loads it no other way. Each form's island is a module of its own, so a
 * page loads the declaration of its own form only.
 */
export const PartnerFormIsland = island(
  () => import('./partner-form').then((module) => module.PartnerForm),
  ['applications', 'validation'],
  [enterpriseCopy],
);
