import { closeAccountSchema, type CloseAccountValues } from '@gsk/core/privacy/closure';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { forgetSignInHint, signedOutNow } from '../../../lib/session';
import { closeAccount } from '../api/closure-api';
import { closureFailureText } from '../lib/closure-failure';
import './close-section.css';

/** What is erased, in the order the section lists it. */
const erased = ['account', 'consents', 'volunteer', 'places', 'pages', 'applications'] as const;

const blank = { password: '', confirm: false } as unknown as CloseAccountValues;

/**
 * The profile's privacy page's "Tutup akaun saya / Close my account" section (issue 32): what a
 * closure erases and what it keeps without the member's name (and why), a link to correct the
 * details instead, and the form (the current password, a ticked confirmation) that sends
 * `POST /api/account/close`. A refusal says what stops it and what to do; once closed, the
 * section says so in place of the form, and the app forgets the session when the visitor leaves
 * it (the server ended every session and cleared the cookie already): signing the page out at
 * once would replace it with the profile's "sign in" before the visitor has read that it is done.
 */
export function CloseSection() {
  const { t } = useTranslation(['privacyClose', 'validationPrivacy']);
  const language = useLanguage();
  const id = `close${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const [closed, setClosed] = useState(false);

  const formik = useFormik<CloseAccountValues>({
    initialValues: blank,
    validationSchema: closeAccountSchema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await closeAccount(values);
        // A reload or an address typed next is a page load this section's cleanup never sees.
        forgetSignInHint();
        setClosed(true);
      } catch (error) {
        const failed = failureOf(error);
        const password = failed.kind === 'status' ? failed.fields?.password : undefined;
        if (password) {
          helpers.setFieldError('password', password);
          helpers.setFieldTouched('password', true, false);
        } else setFailure(failed);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);

  useEffect(() => {
    if (!closed) return undefined;
    doneRef.current?.focus();
    return () => signedOutNow();
  }, [closed]);

  const passwordError =
    formik.touched.password && typeof formik.errors.password === 'string'
      ? formik.errors.password
      : undefined;
  const confirmError = formik.touched.confirm && formik.errors.confirm !== undefined;
  const alert = failure && closureFailureText(failure, t, language);

  if (closed) {
    return (
      <section aria-labelledby={`${id}-done`} className="profile__section privacy-close">
        <h2 id={`${id}-done`} ref={doneRef} tabIndex={-1}>
          {t('privacyClose:doneHeading')}
        </h2>
        <p role="status">{t('privacyClose:done')}</p>
        <p>
          <Link to={paths.home} onClick={() => signedOutNow()}>
            {t('privacyClose:home')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="profile__section privacy-close">
      <h2 id={`${id}-heading`}>{t('privacyClose:heading')}</h2>
      <p>{t('privacyClose:intro')}</p>
      <h3>{t('privacyClose:erasedHeading')}</h3>
      <ul>
        {erased.map((item) => (
          <li key={item}>{t(`privacyClose:erased.${item}`)}</li>
        ))}
      </ul>
      <h3>{t('privacyClose:keptHeading')}</h3>
      <p>{t('privacyClose:kept')}</p>
      <h3>{t('privacyClose:beforeHeading')}</h3>
      <p>{t('privacyClose:before')}</p>
      <p>
        {t('privacyClose:correctInstead')}{' '}
        <Link to={`${paths.profile}#profile-edit`}>{t('privacyClose:correctLink')}</Link>
      </p>
      <form
        ref={formRef}
        className="privacy-close__form"
        aria-label={t('privacyClose:formLabel')}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <Field
          id={`${id}-password`}
          label={t('privacyClose:password')}
          hint={t('privacyClose:passwordHint')}
          required
          error={passwordError}
        >
          {(control) => (
            <input
              {...control}
              {...formik.getFieldProps('password')}
              className="form-field__control"
              type="password"
              autoComplete="current-password"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="privacy-close__confirm">
          <input
            id={`${id}-confirm`}
            type="checkbox"
            {...formik.getFieldProps({ name: 'confirm', type: 'checkbox' })}
            aria-invalid={confirmError}
            aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          />
          <label htmlFor={`${id}-confirm`}>{t('privacyClose:confirm')}</label>
          {confirmError ? (
            <p id={`${id}-confirm-error`} className="form-field__error">
              {t('privacyClose:confirmRequired')}
            </p>
          ) : null}
        </div>
        <p role="alert" className="privacy-close__alert">
          {alert}
        </p>
        <button
          type="submit"
          className="button privacy-close__submit"
          disabled={formik.isSubmitting}
          aria-disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? t('privacyClose:submitting') : t('privacyClose:submit')}
        </button>
      </form>
    </section>
  );
}
