import {
  canonicalMobile,
  maskMobile,
  newPasswordSchema,
  passwordResetRequestSchema,
} from '@gsk/core/account';
import type { OtpChallenge } from '@gsk/core/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import {
  completePasswordReset,
  requestPasswordReset,
  resendCode,
  verifyPasswordReset,
} from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useCarriedMobile } from '../lib/carried-mobile';
import { withNext } from '../lib/next-path';
import {
  AccountForm,
  FormAlert,
  MobileInput,
  NewPasswordFields,
  SubmitButton,
} from './account-fields';
import { OtpStep } from './otp-step';
import './account.css';

/** Where a forgotten password stands: the spec's flow, one step at a time. */
type Step =
  | { name: 'mobile' }
  | { name: 'code'; otp: OtpChallenge; mobile: string }
  | { name: 'password'; resetToken: string }
  | { name: 'done' };

/** The step's heading takes the focus when the step appears, so a screen reader hears where it is. */
function StepHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

function MobileStep({ onSent }: { onSent: (otp: OtpChallenge, mobile: string) => void }) {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const mobile = useCarriedMobile();
  const form = useAccountForm({
    initialValues: { mobile },
    validationSchema: passwordResetRequestSchema,
    send: async ({ mobile }) =>
      onSent(await requestPasswordReset(mobile, language), maskMobile(canonicalMobile(mobile))),
  });
  return (
    <AccountForm form={form} label={t('account:forgot.form')}>
      <p>{t('account:forgot.intro')}</p>
      <MobileInput form={form} />
      <FormAlert message={form.alert} />
      <SubmitButton submitting={form.formik.isSubmitting}>{t('account:forgot.send')}</SubmitButton>
    </AccountForm>
  );
}

function PasswordStep({
  resetToken,
  onSaved,
  onExpired,
}: {
  resetToken: string;
  onSaved: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation(['account']);
  const form = useAccountForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: newPasswordSchema,
    send: async (values) => {
      await completePasswordReset({ resetToken, ...values });
      onSaved();
    },
  });
  const expired = form.failure?.kind === 'status' && form.failure.code === 'reset_expired';
  return (
    <section className="account-step" aria-labelledby={form.id('heading')}>
      <StepHeading id={form.id('heading')}>{t('account:forgot.newHeading')}</StepHeading>
      <AccountForm form={form} label={t('account:forgot.newForm')}>
        <NewPasswordFields
          form={form}
          name="password"
          label={t('account:fields.newPassword')}
          confirmationLabel={t('account:fields.newPasswordConfirmation')}
        />
        <FormAlert message={form.alert} />
        {expired ? (
          <button type="button" className="button button--primary" onClick={onExpired}>
            {t('account:forgot.send')}
          </button>
        ) : (
          <SubmitButton submitting={form.formik.isSubmitting}>
            {t('account:forgot.save')}
          </SubmitButton>
        )}
      </AccountForm>
    </section>
  );
}

/**
 * A forgotten password, as the spec's flow: mobile number → code sent → code entry with the
 * regenerate countdown → new password and its confirmation → success → sign in.
 */
export function ForgotPasswordFlow() {
  const { t } = useTranslation(['account']);
  const { next } = useAfterSignIn();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const restart = () => setStep({ name: 'mobile' });

  switch (step.name) {
    case 'mobile':
      return (
        <>
          <MobileStep onSent={(otp, mobile) => setStep({ name: 'code', otp, mobile })} />
          <p className="account-links">
            <Link to={withNext(paths.signIn, next)}>{t('account:forgot.back')}</Link>
          </p>
        </>
      );
    case 'code':
      return (
        <OtpStep
          challenge={step.otp}
          maskedMobile={step.mobile}
          onVerify={async (code) => {
            const permit = await verifyPasswordReset({ challengeId: step.otp.challengeId, code });
            setStep({ name: 'password', resetToken: permit.resetToken });
          }}
          onResend={async () => {
            const otp = await resendCode({ challengeId: step.otp.challengeId });
            setStep({ ...step, otp });
            return otp;
          }}
          onStartOver={restart}
        />
      );
    case 'password':
      return (
        <PasswordStep
          resetToken={step.resetToken}
          onSaved={() => setStep({ name: 'done' })}
          onExpired={restart}
        />
      );
    case 'done':
      return (
        <section className="account-step" aria-labelledby="forgot-password-done">
          <StepHeading id="forgot-password-done">{t('account:forgot.doneHeading')}</StepHeading>
          <p>{t('account:forgot.doneText')}</p>
          <Link to={withNext(paths.signIn, next)} className="button button--primary">
            {t('account:forgot.signIn')}
          </Link>
        </section>
      );
  }
}
