import { contactFormSchema, type ContactFormValues } from '@gsk/core/contact';
import { honeypotField } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import { useLanguage } from '../../../hooks/use-language';
import { useApplicationForm } from '../hooks/use-application-form';
import { ApplicationActions } from './application-actions';
import { TextField } from './application-fields';
import { SubmissionDialogs } from './submission-dialogs';
import './application-form.css';
import './contact-form.css';

/** The form's state: every field as typed, and the honeypot. */
type Values = Record<keyof ContactFormValues, string> & { [honeypotField]: string };

const blankValues: Values = { name: '', email: '', phone: '', message: '', [honeypotField]: '' };

/**
 * The contact page's form, the spec's contact entity (name, email, phone, message), with the
 * partner form's behaviour: errors once touched, a failed submit touches all and focuses the
 * first, 'Submitting...', a success dialog and the 'Error!' dialog of the same catalogue, a fresh
 * form after a success. The page's language goes along, for the visitor's acknowledgement.
 */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'applications', 'validation']);
  const language = useLanguage();
  const { formik, fields, id, errorOf, formRef, state, dismiss, submitting } = useApplicationForm({
    form: 'contact',
    idPrefix: 'contact',
    initialValues: blankValues,
    validationSchema: contactFormSchema,
    fieldsOf: async (values) => ({
      ...(await contactFormSchema.validate(values, { stripUnknown: true })),
      language,
    }),
  });

  return (
    <>
      <form
        ref={formRef}
        className="application-form contact-form"
        aria-label={t('contact:form.label')}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <TextField
          fields={fields}
          name="name"
          label={t('contact:form.name')}
          type="text"
          autoComplete="name"
        />
        <TextField
          fields={fields}
          name="email"
          label={t('contact:form.email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          fields={fields}
          name="phone"
          label={t('contact:form.phone')}
          type="tel"
          autoComplete="tel"
          required={false}
        />
        <Field
          id={id('message')}
          label={t('contact:form.message')}
          required
          error={errorOf('message')}
          className="application-form__wide"
        >
          {(control) => (
            <textarea
              {...control}
              {...fields.getFieldProps('message')}
              className="form-field__control"
              rows={6}
            />
          )}
        </Field>
        <ApplicationActions
          id={id}
          honeypot={formik.values[honeypotField]}
          onHoneypotChange={(value) => void formik.setFieldValue(honeypotField, value, false)}
          progress={undefined}
          submitting={submitting}
          submitLabel={t('contact:form.submit')}
        />
      </form>
      <SubmissionDialogs
        state={state}
        onClose={dismiss}
        successTitle={t('contact:form.successTitle')}
        successText={t('contact:form.successText')}
      />
    </>
  );
}
