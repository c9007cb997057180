import { ACCOUNT_OTP_DIGITS } from '@gsk/core/constants';
import { otpSchema } from '@gsk/core/account';
import type { OtpChallenge, OtpCodeState } from '@gsk/core/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAccountForm } from '../hooks/use-account-form';
import { useCountdown } from '../hooks/use-countdown';
import { codeStateOf } from '../lib/code-state';
import { AccountForm, FormAlert, SubmitButton, TextInput } from './account-fields';

interface OtpStepProps {
  challenge: OtpChallenge;
  /** The number the code went to, masked but for its last four digits. */
  maskedMobile: string;
  /** Checks the code; an `ApiError` shows under the field (its key) or as the form's alert. */
  onVerify: (code: string) => Promise<void>;
  /** Asks for a new code once the countdown is over; answers the new challenge. */
  onResend: () => Promise<OtpChallenge>;
  /** Back to the first step (another number, or a challenge that is gone). */
  onStartOver: () => void;
}

/**
 * The 4-digit code step of sign-up and of a forgotten password: where the code went, the code
 * field (numeric keypad, the phone's one-time-code autofill), and 'generate new code' once the
 * API's countdown is over. A wrong code says under the field how many tries it has left (it still
 * works); a spent or expired one says so in the spec's words, cannot be sent again, and the
 * countdown then follows the API's answer, saying when a new code can be asked for.
 */
export function OtpStep({
  challenge,
  maskedMobile,
  onVerify,
  onResend,
  onStartOver,
}: OtpStepProps) {
  const { t } = useTranslation(['account']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  // What the API said is left of this challenge's code when it refused it (none until then).
  const [refused, setRefused] = useState<{ challenge: OtpChallenge; otp: OtpCodeState }>();
  const codeState = refused?.challenge === challenge ? refused.otp : undefined;
  // The API's own countdown once it has answered, else the one the code came with.
  const left = useCountdown(
    codeState?.resendAfterSeconds ?? challenge.resendAfterSeconds,
    codeState ?? challenge,
  );
  const spent = codeState?.usable === false;
  const form = useAccountForm({
    initialValues: { code: '' },
    validationSchema: otpSchema,
    send: async ({ code }) => {
      try {
        await onVerify(code.trim());
      } catch (error) {
        const otp = codeStateOf(error);
        if (otp) setRefused({ challenge, otp });
        throw error;
      }
    },
  });
  const { formik, setFailure } = form;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const handleResend = async () => {
    setResending(true);
    setFailure(undefined);
    try {
      await onResend();
      formik.resetForm();
      setResent(true);
    } catch (error) {
      setResent(false);
      setFailure(error instanceof ApiError ? error.failure : { kind: 'unknown' });
    } finally {
      setResending(false);
    }
  };

  const gone = form.failure?.kind === 'status' && form.failure.code === 'challenge_not_found';
  return (
    <section className="account-step" aria-labelledby={form.id('heading')}>
      <h2 id={form.id('heading')} ref={headingRef} tabIndex={-1}>
        {t('account:otp.heading')}
      </h2>
      <p>{t('account:otp.sent', { mobile: maskedMobile })}</p>
      <AccountForm form={form} label={t('account:otp.form')}>
        <TextInput
          form={form}
          name="code"
          label={t('account:fields.code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT_OTP_DIGITS}
        />
        <FormAlert message={form.alert} />
        <SubmitButton submitting={formik.isSubmitting} disabled={spent}>
          {t('account:otp.verify')}
        </SubmitButton>
      </AccountForm>
      <div className="account-step__resend">
        <p role="status">{resent ? t('account:otp.resent', { mobile: maskedMobile }) : ''}</p>
        <p>
          {spent
            ? left > 0
              ? t('account:otp.spentResendIn', { seconds: left })
              : t('account:otp.spentResendReady')
            : left > 0
              ? t('account:otp.resendIn', { seconds: left })
              : t('account:otp.resendReady')}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={left > 0 || resending || gone}
          onClick={() => void handleResend()}
        >
          {t('account:otp.resend')}
        </button>
        <button type="button" className="account-link-button" onClick={onStartOver}>
          {t('account:otp.startOver')}
        </button>
      </div>
    </section>
  );
}
