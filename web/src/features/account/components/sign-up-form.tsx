import { canonicalMobile, maskMobile } from '@gsk/core/account';
import { signUpSchema, type SignUpValues } from '@gsk/core/account/sign-up';
import type { OtpChallenge } from '@gsk/core/api';
import {
  choiceParts,
  consentChoices,
  consentWordingOf,
  type ConsentChoice,
} from '@gsk/core/privacy/consent-wording';
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { resendCode, startSignUp, verifySignUp } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { carryMobile } from '../lib/carried-mobile';
import { withNext } from '../lib/next-path';
import { forgetPendingSignUp, keepPendingSignUp, readPendingSignUp } from '../lib/pending-sign-up';
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
  consents: [],
};

/**
 * "How may we contact you" (issue 32): the four ways of contact, none ticked by default, each
 * labelled with the very words recorded with the account (core's, in the page's language).
 */
function ConsentChoices({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (chosen: ConsentChoice[]) => void;
}) {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const id = useId();
  return (
    <fieldset className="sign-up-consents" aria-describedby={`${id}-hint`}>
      <legend className="sign-up-consents__legend">{t('account:signUp.consent')}</legend>
      <p id={`${id}-hint`} className="sign-up-consents__hint">
        {t('account:signUp.consentHint')}
      </p>
      {consentChoices.map((choice) => {
        const { channel, purpose } = choiceParts(choice);
        return (
          <label key={choice} className="sign-up-consents__choice" htmlFor={`${id}-${choice}`}>
            <input
              id={`${id}-${choice}`}
              type="checkbox"
              name="consents"
              value={choice}
              checked={chosen.includes(choice)}
              onChange={(change) =>
                onChange(
                  consentChoices.filter((each) =>
                    each === choice ? change.currentTarget.checked : chosen.includes(each),
                  ),
                )
              }
            />
            <span>{consentWordingOf(channel, purpose, language)}</span>
          </label>
        );
      })}
      <p className="sign-up-consents__hint">{t('account:signUp.consentEmail')}</p>
    </fieldset>
  );
}

/**
 * Sign-up: the spec's details (name as in the identity card, mobile number, password twice,
 * voting state, parliament and DUN constituencies, each list filtered by the one before; none to
 * choose in the federal territories), the ways of contact the member agrees to (none ticked),
 * then the 4-digit code texted to the number. A verified
 * code signs the member in. The code's step and the details (never the password) are kept for
 * this tab while the code lives, so a reload comes back to it (`pending-sign-up.ts`).
 */
export function SignUpForm() {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const { done, next } = useAfterSignIn();
  // A sign-up this tab was waiting on before a reload: its code's step, and the details typed.
  const [pending] = useState(readPendingSignUp);
  const [challenge, setChallenge] = useState<{ otp: OtpChallenge; mobile: string } | undefined>(
    () => pending && { otp: pending.otp, mobile: pending.maskedMobile },
  );
  const form = useAccountForm<Details>({
    initialValues: { ...blank, ...pending?.details },
    validationSchema: signUpSchema,
    send: async (values) => {
      const otp = await startSignUp({ ...values, language });
      const mobile = maskMobile(canonicalMobile(values.mobile));
      keepPendingSignUp(otp, mobile, values);
      setChallenge({ otp, mobile });
    },
  });
  const { formik } = form;

  // The kept step goes with its code: once it expires, a reload starts afresh.
  const expiresInSeconds = challenge?.otp.expiresInSeconds;
  useEffect(() => {
    if (expiresInSeconds === undefined) return;
    const timer = setTimeout(forgetPendingSignUp, expiresInSeconds * 1000);
    return () => clearTimeout(timer);
  }, [challenge, expiresInSeconds]);

  if (challenge) {
    const { challengeId } = challenge.otp;
    /** Forgets the kept step when the server no longer knows its challenge. */
    const forgetIfGone = (error: unknown): never => {
      if (error instanceof ApiError && error.code === 'challenge_not_found') forgetPendingSignUp();
      throw error;
    };
    return (
      <OtpStep
        challenge={challenge.otp}
        maskedMobile={challenge.mobile}
        onVerify={async (code) => {
          const member = await verifySignUp({ challengeId, code }).catch(forgetIfGone);
          forgetPendingSignUp();
          done(member);
        }}
        onResend={async () => {
          const otp = await resendCode({ challengeId }).catch(forgetIfGone);
          keepPendingSignUp(otp, challenge.mobile, formik.values);
          setChallenge({ ...challenge, otp });
          return otp;
        }}
        onStartOver={() => {
          forgetPendingSignUp();
          setChallenge(undefined);
        }}
      />
    );
  }

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
        {form.errorOf('mobile') === 'account.mobile.registered' && (
          <p className="account-form__note">
            <Trans
              t={t}
              i18nKey="account:signUp.registered"
              components={{
                signIn: (
                  <Link
                    to={withNext(paths.signIn, next)}
                    state={carryMobile(formik.values.mobile)}
                  />
                ),
                reset: (
                  <Link
                    to={withNext(paths.forgotPassword, next)}
                    state={carryMobile(formik.values.mobile)}
                  />
                ),
              }}
            />
          </p>
        )}
        <NewPasswordFields
          form={form}
          name="password"
          label={t('account:fields.password')}
          confirmationLabel={t('account:fields.passwordConfirmation')}
        />
        <p className="account-form__note">
          <Trans
            t={t}
            i18nKey="account:signUp.privacy"
            components={{ privacy: <Link to={paths.privacyPolicy} /> }}
          />
        </p>
        <SeatPickers
          form={form}
          seats={formik.values}
          onChange={(seats) => void formik.setValues({ ...formik.values, ...seats })}
        />
        <ConsentChoices
          chosen={formik.values.consents ?? []}
          onChange={(consents) => void formik.setFieldValue('consents', consents)}
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
