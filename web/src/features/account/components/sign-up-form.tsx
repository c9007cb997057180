import { canonicalMobile, maskMobile } from '@gsk/core/account';
import { signUpSchema, type SignUpValues } from '@gsk/core/account/sign-up';
import type { OtpChallenge } from '@gsk/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { resendCode, startSignUp, verifySignUp } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { withNext } from '../lib/next-path';
import {
  AccountForm,
  FormAlert,
  MobileInput,
  NewPasswordFields,
  SubmitButton,
  TextInput,
} from './account-fields';
import { OtpStep } from './otp-step';
import { SeatPickers } from './seat-pickers';
import './account.css';

type Details = Omit<SignUpValues, 'language'>;

const blank: Details = {
  name: '',
  mobile: '',
  password: '',
  passwordConfirmation: '',
  state: '',
  parliament: '',
  dun: '',
};

/**
 * Sign-up: the spec's details (name as in the identity card, mobile number, password twice,
 * voting state, parliament and DUN constituencies, each list filtered by the one before; none to
 * choose in the federal territories), then the 4-digit code texted to the number. A verified
 * code signs the member in.
 */
export function SignUpForm() {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const { done, next } = useAfterSignIn();
  const [challenge, setChallenge] = useState<{ otp: OtpChallenge; mobile: string }>();
  const form = useAccountForm<Details>({
    initialValues: blank,
    validationSchema: signUpSchema,
    send: async (values) => {
      const otp = await startSignUp({ ...values, language });
      setChallenge({ otp, mobile: maskMobile(canonicalMobile(values.mobile)) });
    },
  });
  const { formik } = form;

  if (challenge)
    return (
      <OtpStep
        challenge={challenge.otp}
        maskedMobile={challenge.mobile}
        onVerify={async (code) =>
          done(await verifySignUp({ challengeId: challenge.otp.challengeId, code }))
        }
        onResend={async () => {
          const otp = await resendCode({ challengeId: challenge.otp.challengeId });
          setChallenge({ ...challenge, otp });
          return otp;
        }}
        onStartOver={() => setChallenge(undefined)}
      />
    );

  return (
    <>
      <AccountForm form={form} label={t('account:signUp.form')}>
        <TextInput
          form={form}
          name="name"
          label={t('account:fields.name')}
          type="text"
          autoComplete="name"
        />
        <MobileInput form={form} autoComplete="tel-national" />
        <NewPasswordFields
          form={form}
          name="password"
          label={t('account:fields.password')}
          confirmationLabel={t('account:fields.passwordConfirmation')}
        />
        <SeatPickers
          form={form}
          seats={formik.values}
          onChange={(seats) => void formik.setValues({ ...formik.values, ...seats })}
        />
        <FormAlert message={form.alert} />
        <SubmitButton submitting={formik.isSubmitting}>{t('account:signUp.submit')}</SubmitButton>
      </AccountForm>
      <p className="account-links">
        {t('account:signUp.haveAccount')}{' '}
        <Link to={withNext(paths.signIn, next)}>{t('account:signUp.signIn')}</Link>
      </p>
    </>
  );
}
