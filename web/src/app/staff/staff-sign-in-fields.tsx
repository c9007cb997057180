import type { FieldInputProps } from 'formik';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PasswordSignInForm,
  type AccountFormContext,
} from '../../features/account/components/account-fields';
import '../../features/account/components/account.css';

/** The first factor's fields: mobile number and password (the form's code fills them). */
export function PasswordFields({
  form,
  alert,
  submitting,
}: {
  form: AccountFormContext;
  alert: string | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation(['staff']);
  return (
    <PasswordSignInForm
      form={form}
      label={t('staff:signIn.form')}
      alert={alert}
      submitting={submitting}
      submit={t('staff:signIn.submit')}
    />
  );
}

const nothing = () => undefined;

/**
 * The first factor as it first shows, without the form's code (formik, yup, the validation
 * messages): the sign-in form's island shows it until the staff member reaches for the form.
 */
export function PasswordFieldsSketch() {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form: AccountFormContext = {
    id: (field) => `${base}-${field}`,
    errorOf: nothing,
    formRef,
    formik: {
      getFieldProps: (name): FieldInputProps<unknown> => ({
        name,
        value: '',
        onChange: nothing,
        onBlur: nothing,
      }),
      handleSubmit: nothing,
    },
  };
  return <PasswordFields form={form} alert={undefined} submitting={false} />;
}
