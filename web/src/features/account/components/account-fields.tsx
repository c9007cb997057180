import type { FieldInputProps } from 'formik';
import type { FormEvent, HTMLInputAutoCompleteAttribute, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';

/** What a field needs from its form (`useAccountForm`). */
export interface AccountFieldsContext {
  id(field: string): string;
  errorOf(field: string): string | undefined;
  formik: { getFieldProps(field: string): FieldInputProps<unknown> };
}

interface TextInputProps {
  form: AccountFieldsContext;
  name: string;
  label: string;
  type: 'text' | 'tel' | 'password' | 'email';
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'tel';
  hint?: string;
  maxLength?: number;
  /** Marked '(optional)' rather than '(required)'. */
  optional?: boolean;
}

/** A one-line field of a members' form (required unless `optional`), its error linked as its description. */
export function TextInput({
  form,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  hint,
  maxLength,
  optional = false,
}: TextInputProps) {
  const { value, ...props } = form.formik.getFieldProps(name);
  return (
    <Field
      id={form.id(name)}
      label={label}
      required={!optional}
      hint={hint}
      error={form.errorOf(name)}
    >
      {(control) => (
        <input
          {...control}
          {...props}
          value={typeof value === 'string' ? value : ''}
          className="form-field__control"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </Field>
  );
}

/** A members' form: labelled, validated by its schema rather than the browser's. */
export function AccountForm({
  form,
  label,
  children,
}: {
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  };
  label: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className="account-form"
      aria-label={label}
      noValidate
      onSubmit={form.formik.handleSubmit}
    >
      {children}
    </form>
  );
}

/** The mobile number a member signs in with (`autoComplete` `tel-national` on sign-up). */
export function MobileInput({
  form,
  autoComplete = 'username',
}: {
  form: AccountFieldsContext;
  autoComplete?: 'username' | 'tel-national';
}) {
  const { t } = useTranslation(['account']);
  return (
    <TextInput
      form={form}
      name="mobile"
      label={t('account:fields.mobile')}
      hint={t('account:fields.mobileHint')}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
}

interface NewPasswordFieldsProps {
  form: AccountFieldsContext;
  /** The new password's field (its confirmation is always `passwordConfirmation`). */
  name: 'password' | 'newPassword';
  label: string;
  confirmationLabel: string;
}

/** A new password and its confirmation (sign-up, the password reset and the password change). */
export function NewPasswordFields({
  form,
  name,
  label,
  confirmationLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation(['account']);
  return (
    <>
      <TextInput
        form={form}
        name={name}
        label={label}
        hint={t('account:fields.passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <TextInput
        form={form}
        name="passwordConfirmation"
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** A form's failure other than its fields', announced as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <p role="alert" className={message ? 'account-form__alert' : 'account-form__alert--empty'}>
      {message}
    </p>
  );
}

/** A members' form's submit button ('Menghantar...' while sending). */
export function SubmitButton({
  submitting,
  disabled = false,
  children,
}: {
  submitting: boolean;
  /** Nothing to send for now (a spent code, until a new one comes). */
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['account']);
  return (
    <button
      type="submit"
      className="button button--primary account-form__submit"
      disabled={submitting || disabled}
    >
      {submitting ? t('account:submitting') : children}
    </button>
  );
}

/** What a form with its own submit needs from `useAccountForm` (its fields, element and submit). */
export interface AccountFormContext extends AccountFieldsContext {
  formRef: RefObject<HTMLFormElement | null>;
  formik: AccountFieldsContext['formik'] & {
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  };
}

/** Signing in by mobile number and password (members' sign-in, the staff console's first factor). */
export function PasswordSignInForm({
  form,
  label,
  alert,
  submitting,
  submit,
}: {
  form: AccountFormContext;
  /** The form's accessible name. */
  label: string;
  alert: string | undefined;
  submitting: boolean;
  /** The submit button's text. */
  submit: string;
}) {
  const { t } = useTranslation(['account']);
  return (
    <AccountForm form={form} label={label}>
      <MobileInput form={form} />
      <TextInput
        form={form}
        name="password"
        label={t('account:fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={alert} />
      <SubmitButton submitting={submitting}>{submit}</SubmitButton>
    </AccountForm>
  );
}

interface SelectInputProps {
  form: AccountFieldsContext;
  name: string;
  label: string;
  /** The empty first option ('Choose a state', or why there is nothing to choose yet). */
  placeholder: string;
  options: readonly { code: string; name: string }[];
  /** No choice to make (yet): the list shows only its placeholder. */
  disabled?: boolean;
  hint?: string;
  onChange?: (value: string) => void;
}

/** A choice of a members' form, with an empty placeholder option first. */
export function SelectInput({
  form,
  name,
  label,
  placeholder,
  options,
  disabled = false,
  hint,
  onChange,
}: SelectInputProps) {
  const { value, ...props } = form.formik.getFieldProps(name);
  return (
    <Field
      id={form.id(name)}
      label={label}
      required={disabled ? undefined : true}
      hint={hint}
      error={disabled ? undefined : form.errorOf(name)}
    >
      {(control) => (
        <select
          {...control}
          {...props}
          value={typeof value === 'string' ? value : ''}
          className="form-field__control"
          disabled={disabled}
          onChange={onChange ? (event) => onChange(event.target.value) : props.onChange}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
