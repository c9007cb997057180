import { signInSchema, type SignInValues } from '@gsk/core/account';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { signIn } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useCarriedMobile } from '../lib/carried-mobile';
import { withNext } from '../lib/next-path';
import { PasswordSignInForm } from './account-fields';
import './account.css';

/**
 * Sign-in by mobile number and password (the number filled in when the sign-up carried it here);
 * links to sign up and to a forgotten password.
 */
export function SignInForm() {
  const { t } = useTranslation(['account']);
  const { done, next } = useAfterSignIn();
  const mobile = useCarriedMobile();
  const form = useAccountForm<SignInValues>({
    initialValues: { mobile, password: '' },
    validationSchema: signInSchema,
    send: async (values) => done(await signIn(values)),
  });
  const { formik } = form;
  return (
    <>
      <PasswordSignInForm
        form={form}
        label={t('account:signIn.form')}
        alert={form.alert}
        submitting={formik.isSubmitting}
        submit={t('account:signIn.submit')}
      />
      <p className="account-links">
        <Link to={withNext(paths.forgotPassword, next)}>{t('account:signIn.forgot')}</Link>
      </p>
      <p className="account-links">
        {t('account:signIn.noAccount')}{' '}
        <Link to={withNext(paths.signUp, next)}>{t('account:signIn.signUp')}</Link>
      </p>
    </>
  );
}
