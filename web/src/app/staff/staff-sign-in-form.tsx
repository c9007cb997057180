import { canonicalMobile, maskMobile, signInSchema, type SignInValues } from '@gsk/core/account';
import type { OtpChallenge } from '@gsk/core/api';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../hooks/use-language';
import { resendCode } from '../../features/account/api/account-api';
import { OtpStep } from '../../features/account/components/otp-step';
import { useAccountForm } from '../../features/account/hooks/use-account-form';
import { staffSignIn, verifyStaffSignIn } from '../../features/staff/api/staff-api';
import { useStaffSession } from '../../features/staff/hooks/staff-session';
import { staffNext } from '../../features/staff/lib/staff-next';
import { PasswordFields } from './staff-sign-in-fields';

const blank: SignInValues = { mobile: '', password: '' };

/** The first factor: mobile number and password of a staff account. */
function PasswordStep({ onSent }: { onSent: (challenge: OtpChallenge, mobile: string) => void }) {
  const form = useAccountForm<SignInValues>({
    initialValues: blank,
    validationSchema: signInSchema,
    send: async (values) =>
      onSent(await staffSignIn(values), maskMobile(canonicalMobile(values.mobile))),
  });
  return <PasswordFields form={form} alert={form.alert} submitting={form.formik.isSubmitting} />;
}

/**
 * The sign-in's two steps: mobile number and password, then the code texted to the staff member
 * (the account pages' code step, its countdown and resend), then the page asked for or the
 * dashboard.
 */
export function StaffSignInForm() {
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { check } = useStaffSession();
  const [step, setStep] = useState<{ challenge: OtpChallenge; mobile: string }>();
  return step ? (
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
  );
}
