import { useTranslation } from 'react-i18next';
import { StaffFrame } from '../../features/staff/components/staff-frame';
import { island } from '../../lib/island';
import { PasswordFieldsSketch } from './staff-sign-in-fields';

/**
 * The sign-in's form as an island (lib/island.tsx): its sketch shows until the staff member
 * reaches for it; then formik, yup and the validation messages load and the form takes over.
 */
const StaffSignInFormIsland = island(
  () => import('./staff-sign-in-form').then((module) => module.StaffSignInForm),
  ['validation'],
  [],
  PasswordFieldsSketch,
);

/**
 * The console's sign-in (`/staff/sign-in?next=`): mobile number and password, then the code
 * texted to the staff member, then the page asked for or the dashboard.
 */
export function StaffSignIn() {
  const { t } = useTranslation(['staff']);
  return (
    <StaffFrame page="signIn">
      <h1>{t('staff:pages.signIn')}</h1>
      <p>{t('staff:signIn.intro')}</p>
      <div className="account-page__body">
        <StaffSignInFormIsland />
      </div>
    </StaffFrame>
  );
}
