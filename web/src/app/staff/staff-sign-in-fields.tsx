import type { FieldInputProps } from 'formik';
import type { FormEvent, RefObject } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountForm,
  FormAlert,
  MobileInput,
  SubmitButton,
  TextInput,
  type AccountFieldsContext,
} from '../../features/account/components/account-fields';
import '../../features/account/components/account.css';

interface PasswordForm extends AccountFieldsContext {
  formRef: RefObject<HTMLFormElement | null>;
  formik: AccountFieldsContext['formik'] & {
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  };
}

/** The first factor's fields: mobile number and password (the form's code fills them). */
export function PasswordFields({
  form,
  alert,
  submitting,
}: {
  form: PasswordForm;
  alert: string | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation(['staff', 'account']);
  return (
    <AccountForm form={form} label={t('staff:signIn.form')}>
      <MobileInput form={form} />
      <TextInput
        form={form}
        name="password"
        label={t('account:fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={alert} />
      <SubmitButton submitting={submitting}>{t('staff:signIn.submit')}</SubmitButton>
    </AccountForm>
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
  const form: PasswordForm = {
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
