import {
  contributionTypeOptions,
  enterpriseOptions,
  partnerCvPolicy,
  partnerFormSchema,
  toPartnerApplication,
  type PartnerFormValues,
} from '@gsk/core/application';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { CvField } from './cv-picker';
import { SelectField, TextField } from './application-fields';
import { Field } from '../../../components/form/field';
import { ApplicationActions } from './application-actions';
import { honeypotField } from '@gsk/core/api';
import { SubmissionDialogs } from './submission-dialogs';
import { useApplicationForm } from '../hooks/use-application-form';
import './application-form.css';
import { useLanguage } from '../../../hooks/use-language';

/** Props of the partner form. */
export interface PartnerFormProps {
  /**
   * On an enterprise page, the page's enterprise: the form applies to it and shows it read-only
   * instead of the enterprise choice.
   */
  enterpriseSlug?: EnterpriseSlug;
  /** Prefix of the form's element ids; two forms on one page need different ones (default: unique). */
  idPrefix?: string;
}

/** The form's state: every field as typed (strings), the chosen CV and the honeypot. */
type Values = Record<keyof PartnerFormValues, string> & {
  cvFile: File | null;
  [honeypotField]: string;
};

const blankValues = (enterpriseSlug: EnterpriseSlug | undefined): Values => ({
  fullName: '',
  email: '',
  phoneNumber: '',
  contributionType: '',
  enterpriseType: enterpriseSlug ?? '',
  additionalComments: '',
  cvFile: null,
  [honeypotField]: '',
});

function PartnerFormBody({ enterpriseSlug, idPrefix }: PartnerFormProps) {
  const { t } = useTranslation(['applications', 'validation']);
  const language = useLanguage();
  const { formik, fields, cv, id, errorOf, formRef, state, dismiss, submitting, progress } =
    useApplicationForm({
      form: 'partner',
      idPrefix,
      initialValues: blankValues(enterpriseSlug),
      validationSchema: partnerFormSchema,
      fieldsOf: async (values) =>
        toPartnerApplication(
          await partnerFormSchema.validate(
            { ...values, enterpriseType: enterpriseSlug ?? values.enterpriseType },
            { stripUnknown: true },
          ),
          language,
        ),
    });
  const fixedEnterprise = enterpriseOptions(language).find(
    (option) => option.value === enterpriseSlug,
  );

  return (
    <>
      <form
        ref={formRef}
        className="application-form partner-form"
        aria-label={t('applications:partner.formLabel')}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <TextField
          fields={fields}
          name="fullName"
          label={t('applications:partner.fullName')}
          type="text"
          autoComplete="name"
        />
        <TextField
          fields={fields}
          name="email"
          label={t('applications:partner.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          fields={fields}
          name="phoneNumber"
          label={t('applications:partner.phoneNumber')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <SelectField
          fields={fields}
          name="contributionType"
          label={t('applications:partner.contributionType')}
          placeholder={t('applications:partner.contributionPlaceholder')}
          options={contributionTypeOptions(language)}
        />
        <Field
          id={id('enterpriseType')}
          label={t('applications:partner.enterpriseType')}
          required
          error={errorOf('enterpriseType')}
        >
          {(control) =>
            fixedEnterprise ? (
              <input
                {...control}
                className="form-field__control"
                type="text"
                readOnly
                value={fixedEnterprise.label}
              />
            ) : (
              <select
                {...control}
                {...fields.getFieldProps('enterpriseType')}
                className="form-field__control"
              >
                <option value="">{t('applications:partner.enterprisePlaceholder')}</option>
                {enterpriseOptions(language).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )
          }
        </Field>
        <CvField
          fields={fields}
          cv={cv}
          policy={partnerCvPolicy}
          label={t('applications:partner.cv')}
          hint={t('applications:partner.cvHint')}
          required={false}
        />
        <Field
          id={id('additionalComments')}
          label={t('applications:partner.additionalComments')}
          required={false}
          error={errorOf('additionalComments')}
          className="application-form__wide"
        >
          {(control) => (
            <textarea
              {...control}
              {...fields.getFieldProps('additionalComments')}
              className="form-field__control"
              rows={4}
            />
          )}
        </Field>
        <ApplicationActions
          id={id}
          honeypot={formik.values[honeypotField]}
          onHoneypotChange={(value) => void formik.setFieldValue(honeypotField, value, false)}
          progress={progress}
          submitting={submitting}
          submitLabel={t('applications:partner.submit')}
          submittingLabel={t('applications:partner.submitting')}
        />
      </form>
      <SubmissionDialogs
        state={state}
        onClose={dismiss}
        showReference
        successTitle={t('applications:partner.successTitle')}
        successText={t('applications:partner.successText')}
      />
    </>
  );
}

/**
 * The 'Become a Partner' application: full name, email, phone, contribution type, enterprise
 * (fixed on an enterprise page), an optional CV and comments. Errors show under fields once
 * touched (on blur; a failed submit touches all); while sending the button reads 'Submitting...';
 * then the success dialog (and a reset form) or the 'Error!' dialog with the catalogue's message.
 */
export function PartnerForm(props: PartnerFormProps) {
  return <PartnerFormBody key={props.enterpriseSlug ?? ''} {...props} />;
}
