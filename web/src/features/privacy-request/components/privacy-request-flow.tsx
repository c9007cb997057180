import { honeypotField, type OtpChallenge, type PrivacyRequestReceived } from '@gsk/core/api';
import { otpSchema } from '@gsk/core/account';
import { maskMobile, canonicalMobile } from '@gsk/core/account/mobile';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import {
  privacyContactChannels,
  privacyKindsNeedingDetails,
  privacyRequestFormSchema,
  privacyRequestKinds,
  type PrivacyRequestKind,
} from '@gsk/core/privacy/requests';
import type { FormikValues } from 'formik';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { useApiForm, type ApiFormOptions } from '../../../hooks/use-api-form';
import { privacyValidationText } from '../../../i18n/validation-text';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { startPrivacyRequest, verifyPrivacyRequest } from '../api/privacy-request-api';

/** The form's state: every field as typed, and the honeypot. */
interface RequestValues {
  kind: PrivacyRequestKind | '';
  name: string;
  contactBy: 'mobile' | 'email';
  mobile: string;
  email: string;
  details: string;
  [honeypotField]: string;
}

const blankRequest: RequestValues = {
  kind: '',
  name: '',
  contactBy: 'mobile',
  mobile: '',
  email: '',
  details: '',
  [honeypotField]: '',
};

type Step =
  | { step: 'form' }
  | { step: 'code'; challenge: OtpChallenge; request: RequestValues }
  | { step: 'received'; received: PrivacyRequestReceived };

/** The page's alert for a failure that is no field's (the limits, the network, the server). */
const useFailureText = () => {
  const { t } = useTranslation(['privacy']);
  return (failure: ApiFailure | undefined): string | undefined => {
    if (!failure) return undefined;
    if (failure.kind !== 'status') return t('privacy:request.errors.network');
    if (failure.code === 'too_many_requests') {
      const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
      return t('privacy:request.errors.tooManyRequests', { minutes });
    }
    if (failure.code === 'challenge_not_found') return t('privacy:request.errors.challengeGone');
    return t('privacy:request.errors.server');
  };
};

/**
 * Formik with core's schema and the site's form habits: errors once touched (a failed submit
 * touches all and focuses the first), the API's field messages under their fields, any other
 * failure as the form's alert.
 */
function useRequestForm<Values extends FormikValues>(
  initialValues: Values,
  validationSchema: unknown,
  send: (values: Values) => Promise<void>,
) {
  const { formik, formRef, failure, setFailure } = useApiForm({
    initialValues,
    validationSchema: validationSchema as ApiFormOptions<Values>['validationSchema'],
    send,
  });
  const { i18n } = useTranslation(['validation', 'validationPrivacy']);
  // In the visitor's words here: the field component knows the site's messages, not these.
  const errorOf = (field: keyof Values & string): string | undefined => {
    const error: unknown = formik.errors[field];
    return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string'
      ? privacyValidationText(i18n.t, error)
      : undefined;
  };
  return { formik, formRef, errorOf, failure, setFailure };
}

/** A group of radio buttons under its legend, with its error linked. */
function Choices<Value extends string>({
  id,
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset
      className={`form-field privacy-request__choices${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="privacy-request__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form's alert, announced as it appears. */
function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className={children ? 'privacy-request__alert' : 'privacy-request__alert--empty'}
    >
      {children}
    </p>
  );
}

/** The first step: what is asked, by whom, and where the code goes. */
function RequestForm({
  initial,
  onSent,
}: {
  initial: RequestValues;
  onSent: (challenge: OtpChallenge, request: RequestValues) => void;
}) {
  const { t } = useTranslation(['privacy']);
  const language = useLanguage();
  const prefix = `privacy${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const id = (field: string) => `${prefix}-${field}`;
  const failureText = useFailureText();
  const { formik, formRef, errorOf, failure } = useRequestForm<RequestValues>(
    initial,
    privacyRequestFormSchema,
    async (values) => {
      const valid = await privacyRequestFormSchema.validate(values, { stripUnknown: true });
      onSent(
        await startPrivacyRequest({
          ...valid,
          language,
          [honeypotField]: values[honeypotField],
        }),
        values,
      );
    },
  );
  const { values } = formik;
  const needsDetails = values.kind !== '' && privacyKindsNeedingDetails.includes(values.kind);
  return (
    <form
      ref={formRef}
      className="privacy-request__form"
      aria-label={t('privacy:request.form.label')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <Choices
        id={id('kind')}
        legend={t('privacy:request.form.kind')}
        name="kind"
        options={privacyRequestKinds.map((kind) => ({
          value: kind,
          label: t(`privacy:request.form.kinds.${kind}`),
        }))}
        value={values.kind}
        error={errorOf('kind')}
        onChange={(kind) => void formik.setFieldValue('kind', kind)}
      />
      <Field
        id={id('name')}
        label={t('privacy:request.form.name')}
        required
        error={errorOf('name')}
      >
        {(control) => (
          <input
            {...control}
            {...formik.getFieldProps('name')}
            className="form-field__control"
            type="text"
            autoComplete="name"
          />
        )}
      </Field>
      <Choices
        id={id('contactBy')}
        legend={t('privacy:request.form.contactBy')}
        name="contactBy"
        options={privacyContactChannels.map((channel) => ({
          value: channel,
          label: t(
            channel === 'mobile'
              ? 'privacy:request.form.contactByMobile'
              : 'privacy:request.form.contactByEmail',
          ),
        }))}
        value={values.contactBy}
        error={errorOf('contactBy')}
        onChange={(channel) => void formik.setFieldValue('contactBy', channel)}
      />
      {values.contactBy === 'mobile' ? (
        <Field
          id={id('mobile')}
          label={t('privacy:request.form.mobile')}
          hint={t('privacy:request.form.mobileHint')}
          required
          error={errorOf('mobile')}
        >
          {(control) => (
            <input
              {...control}
              {...formik.getFieldProps('mobile')}
              className="form-field__control"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
      ) : (
        <Field
          id={id('email')}
          label={t('privacy:request.form.email')}
          hint={t('privacy:request.form.emailHint')}
          required
          error={errorOf('email')}
        >
          {(control) => (
            <input
              {...control}
              {...formik.getFieldProps('email')}
              className="form-field__control"
              type="email"
              autoComplete="email"
            />
          )}
        </Field>
      )}
      <Field
        id={id('details')}
        label={t('privacy:request.form.details')}
        hint={t('privacy:request.form.detailsHint')}
        required={needsDetails}
        error={errorOf('details')}
      >
        {(control) => (
          <textarea
            {...control}
            {...formik.getFieldProps('details')}
            className="form-field__control"
            rows={5}
          />
        )}
      </Field>
      <HoneypotField
        id={id(honeypotField)}
        label={t('privacy:request.honeypot')}
        value={values[honeypotField]}
        onChange={(value) => void formik.setFieldValue(honeypotField, value, false)}
      />
      <Alert>{failureText(failure)}</Alert>
      <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('privacy:request.form.sending') : t('privacy:request.form.submit')}
      </button>
    </form>
  );
}

/** The second step: the code that came by SMS or email. */
function CodeStep({
  challenge,
  request,
  onReceived,
  onAgain,
  onChange,
}: {
  challenge: OtpChallenge;
  request: RequestValues;
  onReceived: (received: PrivacyRequestReceived) => void;
  onAgain: () => Promise<void>;
  onChange: () => void;
}) {
  const { t } = useTranslation(['privacy']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureText = useFailureText();
  const codeId = `privacy-code-${challenge.challengeId.slice(0, 6)}`;
  const { formik, formRef, errorOf, failure, setFailure } = useRequestForm(
    { code: '' },
    otpSchema,
    async ({ code }) => {
      onReceived(
        await verifyPrivacyRequest({ challengeId: challenge.challengeId, code: code.trim() }),
      );
    },
  );
  // In the commit that shows the step, not after it: a passive effect runs a moment later, when
  // the visitor (or assistive technology) may already be in the code field, and would pull the
  // focus (and the digits typed next) away from it.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [challenge]);
  const to =
    request.contactBy === 'mobile' ? maskMobile(canonicalMobile(request.mobile)) : request.email;
  const handleAgain = async () => {
    setFailure(undefined);
    try {
      await onAgain();
      formik.resetForm();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return (
    <form
      ref={formRef}
      className="privacy-request__form"
      aria-labelledby={`${codeId}-heading`}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <h2 id={`${codeId}-heading`} ref={headingRef} tabIndex={-1}>
        {t('privacy:request.code.heading')}
      </h2>
      <p>
        {t(
          request.contactBy === 'mobile'
            ? 'privacy:request.code.sentMobile'
            : 'privacy:request.code.sentEmail',
          { to },
        )}{' '}
        {t('privacy:request.code.expires')}
      </p>
      <Field id={codeId} label={t('privacy:request.code.label')} required error={errorOf('code')}>
        {(control) => (
          <input
            {...control}
            {...formik.getFieldProps('code')}
            className="form-field__control privacy-request__code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
          />
        )}
      </Field>
      <Alert>{failureText(failure)}</Alert>
      <div className="privacy-request__actions">
        <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting
            ? t('privacy:request.code.checking')
            : t('privacy:request.code.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void handleAgain()}>
          {t('privacy:request.code.again')}
        </button>
        <button type="button" className="button button--ghost" onClick={onChange}>
          {t('privacy:request.code.change')}
        </button>
      </div>
    </form>
  );
}

/** The last step: the reference, and the day the answer is due. */
function Received({
  received,
  onAnother,
}: {
  received: PrivacyRequestReceived;
  onAnother: () => void;
}) {
  const { t } = useTranslation(['privacy']);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // As the code step's: the heading is focused as it appears, so it is read out first.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="privacy-request__received" aria-labelledby="privacy-received-heading">
      <h2 id="privacy-received-heading" ref={headingRef} tabIndex={-1}>
        {t('privacy:request.received.heading')}
      </h2>
      <p className="privacy-request__reference">
        {t('privacy:request.received.reference', { reference: received.reference })}
      </p>
      <p>
        {t('privacy:request.received.due', {
          date: malaysianLongDate(received.dueDay, language),
        })}
      </p>
      <p>
        {t(
          received.contactBy === 'mobile'
            ? 'privacy:request.received.sentMobile'
            : 'privacy:request.received.sentEmail',
        )}
      </p>
      <button type="button" className="button button--ghost" onClick={onAnother}>
        {t('privacy:request.received.another')}
      </button>
    </section>
  );
}

/**
 * The request about personal data, in three steps: the form (what is asked, the name, the mobile
 * or email the code goes to), the code (nothing is recorded before it checks out), then the
 * reference and the day it will be answered by (21 days, Malaysia's calendar). A new code is the
 * form sent again, within the same limits.
 */
export function PrivacyRequestFlow() {
  const language = useLanguage();
  const [state, setState] = useState<Step>({ step: 'form' });
  const [draft, setDraft] = useState<RequestValues>(blankRequest);
  if (state.step === 'received') {
    return (
      <Received
        received={state.received}
        onAnother={() => {
          setDraft(blankRequest);
          setState({ step: 'form' });
        }}
      />
    );
  }
  if (state.step === 'code') {
    const { request } = state;
    return (
      <CodeStep
        challenge={state.challenge}
        request={request}
        onReceived={(received) => setState({ step: 'received', received })}
        onAgain={async () => {
          const valid = await privacyRequestFormSchema.validate(request, { stripUnknown: true });
          const challenge = await startPrivacyRequest({
            ...valid,
            language,
            [honeypotField]: request[honeypotField],
          });
          setState({ step: 'code', challenge, request });
        }}
        onChange={() => {
          setDraft(request);
          setState({ step: 'form' });
        }}
      />
    );
  }
  return (
    <RequestForm
      initial={draft}
      onSent={(challenge, request) => setState({ step: 'code', challenge, request })}
    />
  );
}
