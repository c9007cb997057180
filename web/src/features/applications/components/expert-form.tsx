import {
  expertCvPolicy,
  expertFormSchema,
  interestOptions,
  qualificationOptions,
  type ExpertFormValues,
} from '@gsk/core/application';
import { useTranslation } from 'react-i18next';
import { CvField } from './cv-picker';
import { SelectField, TextField } from './application-fields';
import { ApplicationActions } from './application-actions';
import { honeypotField } from '@gsk/core/api';
import { SubmissionDialogs } from './submission-dialogs';
import { useApplicationForm } from '../hooks/use-application-form';
import './application-form.css';
import './expert-form.css';
import { useLanguage } from '../../../hooks/use-language';

/** The form's state: every field as typed (strings), the chosen PDF and the honeypot. */
type Values = Record<keyof ExpertFormValues, string> & {
  cvFile: File | null;
  [honeypotField]: string;
};

const blankValues: Values = {
  name: '',
  email: '',
  phone: '',
  qualification: '',
  interest: '',
  cvFile: null,
  [honeypotField]: '',
};

/** The CV is required on this form; the schema covers the other fields. */
const validateCv = (values: Values) =>
  values.cvFile ? {} : { cvFile: 'expert.cv.required' as const };

/**
 * The expert application of /expert-contribution: name, email, phone, highest qualification,
 * area of interest and a PDF CV, with the partner form's behaviour (errors once touched, a
 * failed submit touches all, 'Submitting...', success and 'Error!' dialogs, reset on success).
 */
export function ExpertForm({ idPrefix }: { idPrefix?: string }) {
  const { t } = useTranslation(['applications', 'validation']);
  const language = useLanguage();
  const { formik, fields, cv, id, formRef, state, dismiss, submitting, progress } =
    useApplicationForm({
      form: 'expert',
      idPrefix,
      initialValues: blankValues,
      validationSchema: expertFormSchema,
      validate: validateCv,
      fieldsOf: async (values) => ({
        ...(await expertFormSchema.validate(values, { stripUnknown: true })),
        language,
      }),
    });

  return (
    <>
      <form
        ref={formRef}
        className="application-form expert-form"
        aria-label={t('applications:expert.formLabel')}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <TextField
          fields={fields}
          name="name"
          label={t('applications:expert.name')}
          type="text"
          autoComplete="name"
        />
        <TextField
          fields={fields}
          name="email"
          label={t('applications:expert.email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          fields={fields}
          name="phone"
          label={t('applications:expert.phone')}
          type="tel"
          autoComplete="tel"
        />
        <SelectField
          fields={fields}
          name="qualification"
          label={t('applications:expert.qualification')}
          placeholder={t('applications:expert.qualificationPlaceholder')}
          options={qualificationOptions(language)}
        />
        <SelectField
          fields={fields}
          name="interest"
          label={t('applications:expert.interest')}
          placeholder={t('applications:expert.interestPlaceholder')}
          options={interestOptions(language)}
        />
        <CvField
          fields={fields}
          cv={cv}
          policy={expertCvPolicy}
          label={t('applications:expert.cv')}
          hint={t('applications:expert.cvHint')}
          required
        />
        <ApplicationActions
          id={id}
          honeypot={formik.values[honeypotField]}
          onHoneypotChange={(value) => void formik.setFieldValue(honeypotField, value, false)}
          progress={progress}
          submitting={submitting}
          submitLabel={t('applications:expert.submit')}
        />
      </form>
      <SubmissionDialogs
        state={state}
        onClose={dismiss}
        showReference
        successTitle={t('applications:expert.successTitle')}
        successText={t('applications:expert.successText')}
      />
    </>
  );
}
