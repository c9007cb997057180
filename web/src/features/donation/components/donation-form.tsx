import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT } from '@gsk/core/constants';
import { donationSchema } from '@gsk/core/donation';
import { findEnterprise, isEnterpriseSlug } from '@gsk/core/enterprise';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers, FormikProps } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { taxDeductionReference } from '../../../config/env';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { startPayment } from '../api/payments-api';
import { useAfterPress } from '../../../hooks/use-after-press';
import { readDonorDetails, saveDonorDetails } from '../lib/donor-details';
import { navigateToGateway } from '../lib/navigate';
import { RedirectOverlay } from './redirect-overlay';
import './donation.css';
import { useLanguage } from '../../../hooks/use-language';
import { Field } from '../../../components/form/field';
import { validationText } from '../../../i18n/validation-text';

/** The form's values; the amount is '' while the input is empty. */
interface DonationValues {
  name: string;
  email: string;
  phone_number: string;
  amount: number | '';
  notes: string;
  /** Named on the donor wall (unchecked: anonymous). */
  donor_wall: boolean;
  /** The identity-card number for an LHDN tax-deduction receipt (asked only while it applies). */
  identity_no: string;
}

type FieldName = keyof DonationValues;

const fieldNames: FieldName[] = [
  'name',
  'email',
  'phone_number',
  'amount',
  'notes',
  'donor_wall',
  'identity_no',
];

type AlertKey = 'validation' | 'origin' | 'tooMany' | 'network' | 'server';

const alertOf = (error: unknown): AlertKey => {
  if (!(error instanceof ApiError)) return 'server';
  if (error.failure.kind !== 'status') return 'network';
  // Not from the site's own pages: the return origin, or the Origin check of every POST.
  if (error.code === 'origin_not_allowed' || error.code === 'cross_site') return 'origin';
  if (error.status === 429) return 'tooMany';
  if (error.code === 'validation') return 'validation';
  return 'server';
};

export interface DonationFormProps {
  /** 'page': the /contribute 'Crowdfund' form; 'card': the home page's donation card. */
  variant: 'page' | 'card';
  /** Slug of the enterprise the donation is for (`/contribute?enterprise={slug}`); ignored if unknown. */
  enterprise?: string | null;
  /** Amount to pre-fill (a `?donate=` quick amount). */
  initialAmount?: number;
  /** What the donation counts towards (docs/crowdfunding.md, "Attribution"): a campaign's id, a supporter's page's code, an event's id. */
  campaign?: string;
  fundraiser?: string;
  event?: string;
  /** The form's own title in place of the variant's ('Give to this campaign'). */
  title?: string;
  /** A line under the title saying where the donation goes, in place of the enterprise's. */
  note?: string;
}

/** After a failed submit, moves the focus to the first field with an error. */
function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<DonationValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    document
      .querySelector<HTMLElement>(`[data-donation-form="${formId}"] [aria-invalid="true"]`)
      ?.focus();
  }, [submitCount, isSubmitting, isValid, formId]);
  return null;
}

/**
 * Fills the donor's details kept for this tab (Back from the gateway) into empty fields, after
 * hydration so the prerendered page and the first render agree.
 */
function RestoreDonorDetails() {
  const { values, setValues } = useFormikContext<DonationValues>();
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = readDonorDetails();
    const missing = Object.fromEntries(
      Object.entries(kept).filter(([name]) => values[name as FieldName] === ''),
    );
    if (Object.keys(missing).length > 0) void setValues({ ...values, ...missing }, false);
  }, [values, setValues]);
  return null;
}

/**
 * The donation form, on /contribute and as the home page's card. It validates with core's
 * `donationSchema` (messages shown in the active language), asks the API to start the payment and
 * then navigates to the gateway's hosted page. While it works the form is disabled under a dim
 * overlay with a spinner; an API error re-enables it with a message.
 */
export function DonationForm({
  variant,
  enterprise,
  initialAmount,
  campaign = '',
  fundraiser = '',
  event = '',
  title,
  note,
}: DonationFormProps) {
  const { t, i18n } = useTranslation(['donation', 'validation']);
  const language = useLanguage();
  const id = useId();
  const titleId = `${id}-title`;
  const [alert, setAlert] = useState<AlertKey>();
  // The server's refusal of what the donation counts towards (a campaign that ended meanwhile, a
  // page not approved): no field of the form shows it, the alert says it.
  const [refusedTarget, setRefusedTarget] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const slug = isEnterpriseSlug(enterprise) ? enterprise : undefined;
  const afterPress = useAfterPress();
  const formik = useRef<FormikProps<DonationValues>>(null);
  // Leaving a field shows its message, but never while a press is under way: a press on the submit
  // button must not see the button move before its click lands. A submit meanwhile has touched
  // every field already (and may hold the server's messages, which a new validation would drop).
  const handleFieldBlur = (name: FieldName) =>
    afterPress(() => {
      if (formik.current && !formik.current.touched[name]) {
        void formik.current.setFieldTouched(name, true);
      }
    });

  // Coming back from the gateway with the Back button restores this page from the cache.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const initialValues: DonationValues = {
    name: '',
    email: '',
    phone_number: '',
    amount: initialAmount ?? '',
    notes: '',
    donor_wall: false,
    identity_no: '',
  };

  const handleSubmit = async (values: DonationValues, helpers: FormikHelpers<DonationValues>) => {
    setAlert(undefined);
    setRefusedTarget(undefined);
    try {
      const { url } = await startPayment({
        name: values.name,
        email: values.email,
        phone_number: values.phone_number,
        amount: Number(values.amount),
        notes: variant === 'card' ? values.notes : '',
        enterprise: slug ?? '',
        language,
        campaign,
        fundraiser,
        event,
        donor_wall: values.donor_wall,
        identity_no: taxDeductionReference ? values.identity_no : '',
      });
      saveDonorDetails(values);
      setRedirecting(true);
      navigateToGateway(url);
    } catch (error) {
      setRedirecting(false);
      if (error instanceof ApiError && error.code === 'validation' && error.fields) {
        const known = Object.fromEntries(
          Object.entries(error.fields).filter(([name]) => fieldNames.includes(name as FieldName)),
        );
        helpers.setErrors(known);
        setRefusedTarget(error.fields.campaign ?? error.fields.fundraiser ?? error.fields.event);
        helpers.setTouched(
          Object.fromEntries(Object.keys(known).map((name) => [name, true])),
          false,
        );
      }
      setAlert(alertOf(error));
    }
  };

  return (
    <section
      className={`donation-form donation-form--${variant}`}
      aria-labelledby={titleId}
      data-donation-form={id}
    >
      <h2 id={titleId} className="donation-form__title">
        {title ??
          (variant === 'page' ? t('donation:form.pageTitle') : t('donation:form.cardTitle'))}
      </h2>
      {note ? <p className="donation-form__enterprise">{note}</p> : null}
      {!note && slug && (
        <p className="donation-form__enterprise">
          {t('donation:form.enterpriseNote', { name: findEnterprise(slug, language).ent_name })}
        </p>
      )}
      <Formik
        innerRef={formik}
        initialValues={initialValues}
        validationSchema={donationSchema}
        onSubmit={handleSubmit}
      >
        {({ values, errors, touched, submitCount, isSubmitting, handleChange }) => {
          const busy = isSubmitting || redirecting;
          const errorOf = (name: FieldName) => {
            const message = errors[name];
            return message && (touched[name] || submitCount > 0) ? message : undefined;
          };
          const common = (name: FieldName) => ({
            name,
            onChange: handleChange,
            onBlur: () => handleFieldBlur(name),
            className: 'donation-field__input',
          });
          return (
            <Form noValidate aria-busy={busy} className="donation-form__form">
              <FocusFirstError formId={id} />
              <RestoreDonorDetails />
              <fieldset className="donation-form__fields" disabled={busy}>
                <Field
                  look="donation"
                  id={`${id}-name`}
                  label={t('donation:form.name')}
                  error={errorOf('name')}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...common('name')}
                      type="text"
                      autoComplete="name"
                      value={values.name}
                    />
                  )}
                </Field>
                <Field
                  look="donation"
                  id={`${id}-email`}
                  label={t('donation:form.email')}
                  error={errorOf('email')}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...common('email')}
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      value={values.email}
                    />
                  )}
                </Field>
                <Field
                  look="donation"
                  id={`${id}-phone`}
                  label={t('donation:form.phone')}
                  hint={t('donation:form.phoneHint')}
                  error={errorOf('phone_number')}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...common('phone_number')}
                      type="tel"
                      autoComplete="tel"
                      value={values.phone_number}
                    />
                  )}
                </Field>
                <Field
                  look="donation"
                  id={`${id}-amount`}
                  label={t('donation:form.amount')}
                  hint={t('donation:form.amountHint')}
                  error={errorOf('amount')}
                  prefix={t('donation:form.currency')}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...common('amount')}
                      type="number"
                      inputMode="numeric"
                      min={DONATION_MIN_AMOUNT}
                      max={DONATION_MAX_AMOUNT}
                      step={1}
                      value={values.amount}
                    />
                  )}
                </Field>
                {variant === 'card' && (
                  <Field
                    look="donation"
                    id={`${id}-notes`}
                    label={
                      <>
                        {t('donation:form.notes')}{' '}
                        <span className="donation-field__optional">
                          {t('donation:form.optional')}
                        </span>
                      </>
                    }
                    error={errorOf('notes')}
                  >
                    {(control) => (
                      <textarea {...control} {...common('notes')} rows={3} value={values.notes} />
                    )}
                  </Field>
                )}
                <div className="donation-field donation-field--check">
                  <input
                    id={`${id}-wall`}
                    name="donor_wall"
                    type="checkbox"
                    className="donation-field__check"
                    checked={values.donor_wall}
                    onChange={handleChange}
                    aria-describedby={`${id}-wall-hint`}
                  />
                  <label htmlFor={`${id}-wall`}>{t('donation:form.donorWall')}</label>
                  <p id={`${id}-wall-hint`} className="donation-field__hint">
                    {t('donation:form.donorWallHint')}
                  </p>
                </div>
                {taxDeductionReference ? (
                  <Field
                    look="donation"
                    id={`${id}-identity`}
                    label={
                      <>
                        {t('donation:form.identityNo')}{' '}
                        <span className="donation-field__optional">
                          {t('donation:form.optional')}
                        </span>
                      </>
                    }
                    hint={t('donation:form.identityNoHint', { reference: taxDeductionReference })}
                    error={errorOf('identity_no')}
                  >
                    {(control) => (
                      <input
                        {...control}
                        {...common('identity_no')}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        value={values.identity_no}
                      />
                    )}
                  </Field>
                ) : null}
                {alert && (
                  <p className="donation-form__alert" role="alert">
                    {refusedTarget
                      ? validationText(i18n.t, refusedTarget)
                      : t(`donation:form.errors.${alert}`)}
                  </p>
                )}
                <button type="submit" className="button button--primary donation-form__submit">
                  {variant === 'page'
                    ? t('donation:form.pageSubmit')
                    : t('donation:form.cardSubmit')}
                </button>
                <p className="donation-form__note">{t('donation:form.secureNote')}</p>
                {variant === 'card' && (
                  <p className="donation-form__note">
                    <Trans
                      t={t}
                      i18nKey="donation:form.terms"
                      components={{ terms: <Link to={paths.terms} /> }}
                    />
                  </p>
                )}
              </fieldset>
              {busy && <RedirectOverlay message={t('donation:form.redirecting')} />}
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}
