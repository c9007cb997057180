import { canonicalMobile, maskMobile, signInSchema, type SignInValues } from '@gsk/core/account';
import type { OtpChallenge } from '@gsk/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../hooks/use-language';
import { resendCode } from '../../features/account/api/account-api';
import {
  AccountForm,
  FormAlert,
  MobileInput,
  SubmitButton,
  TextInput,
} from '../../features/account/components/account-fields';
import { OtpStep } from '../../features/account/components/otp-step';
import { useAccountForm } from '../../features/account/hooks/use-account-form';
import '../../features/account/components/account.css';
import { staffSignIn, verifyStaffSignIn } from '../../features/staff/api/staff-api';
import { useStaffSession } from '../../features/staff/hooks/staff-session';
import { staffNext } from '../../features/staff/lib/staff-next';
import { StaffFrame } from '../../features/staff/components/staff-frame';

const blank: SignInValues = { mobile: '', password: '' };

/** The first factor: mobile number and password of a staff account. */
function PasswordStep({ onSent }: { onSent: (challenge: OtpChallenge, mobile: string) => void }) {
  const { t } = useTranslation(['staff', 'account']);
  const form = useAccountForm<SignInValues>({
    initialValues: blank,
    validationSchema: signInSchema,
    send: async (values) =>
      onSent(await staffSignIn(values), maskMobile(canonicalMobile(values.mobile))),
  });
  const { formik } = form;
  return (
    <AccountForm form={form} label={t('staff:signIn.form')}>
      <MobileInput form={form} />
      <TextInput
        form={form}
        name="password"
        label={t('account:fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={form.alert} />
      <SubmitButton submitting={formik.isSubmitting}>{t('staff:signIn.submit')}</SubmitButton>
    </AccountForm>
  );
}

/**
 * The console's sign-in (`/staff/sign-in?next=`): mobile number and password, then the code
 * texted to the staff member (the account pages' code step, its countdown and resend), then the
 * page asked for or the dashboard.
 */
export function StaffSignIn() {
  const { t } = useTranslation(['staff']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { check } = useStaffSession();
  const [step, setStep] = useState<{ challenge: OtpChallenge; mobile: string }>();
  return (
    <StaffFrame page="signIn">
      <h1>{t('staff:pages.signIn')}</h1>
      <p>{t('staff:signIn.intro')}</p>
      <div className="account-page__body">
        {step ? (
          <OtpStep
            challenge={step.challenge}
            maskedMobile={step.mobile}
            onVerify={async (code) => {
              await verifyStaffSignIn({ challengeId: step.challenge.challengeId, code });
              await check();
              void navigate(staffNext(params.get('next'), language), { replace: true });
            }}
            onResend={async () => {
              const challenge = await resendCode({ challengeId: step.challenge.challengeId });
              setStep({ ...step, challenge });
              return challenge;
            }}
            onStartOver={() => setStep(undefined)}
          />
        ) : (
          <PasswordStep onSent={(challenge, mobile) => setStep({ challenge, mobile })} />
        )}
      </div>
    </StaffFrame>
  );
}
