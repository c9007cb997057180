import {
  getIn,
  type FieldInputProps,
  setIn,
  useFormik,
  yupToFormErrors,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { validationText } from '../../i18n/validation-text';
import { failureOf } from '../../lib/api-client';
import { Field } from '../form/field';
import './activity-forms.css';

/*
 * The behaviour and fields of the forms over core's volunteers' schemas, shared by the staff
 * console and the coordinator's section: core's schema checks the values as the API will
 * (messages are validation keys the one field component translates); the API's own field
 * messages show under their fields, and the caller's words for the failure as the form's alert.
 */

/** What the caller says of a failed call, or `undefined` when nothing is to be said (the page gave way). */
export type FailureText = (error: unknown) => Promise<string | undefined> | string | undefined;

interface SchemaFormOptions<Values extends FormikValues, Body> {
  initialValues: Values;
  /** Core's schema (or a choice of them by the values' shape). */
  schema: { validate: (value: unknown, options?: { abortEarly?: boolean }) => Promise<Body> };
  /** What the schema reads from the form's values (times as instants, numbers as numbers). */
  inputOf: (values: Values) => unknown;
  /** Sends the valid body; what it throws shows on the form. */
  send: (body: Body, values: Values) => Promise<void>;
  failureText: FailureText;
  /** The API's name of a field as the form's (its body may nest what the form holds flat). */
  fieldOf?: (name: string) => string;
}

/** Formik over core's schema, with the API's answer shown where it belongs. */
export function useSchemaForm<Values extends FormikValues, Body>({
  initialValues,
  schema,
  inputOf,
  send,
  failureText,
  fieldOf = (name) => name,
}: SchemaFormOptions<Values, Body>) {
  const prefix = `form${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string>();
  const formik = useFormik<Values>({
    initialValues,
    validate: async (values) => {
      try {
        await schema.validate(inputOf(values), { abortEarly: false });
        return {};
      } catch (error) {
        if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
        throw error;
      }
    },
    onSubmit: async (values, helpers) => {
      setAlert(undefined);
      try {
        await send(await schema.validate(inputOf(values)), values);
      } catch (error) {
        const text = await failureText(error);
        if (text === undefined) return;
        const failure = failureOf(error);
        const fields = Object.entries(failure.kind === 'status' ? (failure.fields ?? {}) : {});
        let errors: FormikErrors<Values> = {};
        let touched = {};
        for (const [field, message] of fields) {
          errors = setIn(errors, fieldOf(field), message) as FormikErrors<Values>;
          touched = setIn(touched, fieldOf(field), true) as object;
        }
        if (fields.length > 0) {
          helpers.setErrors(errors);
          helpers.setTouched(touched, false);
        }
        // The form's own line too: a field's message may sit under a field scrolled out of view.
        setAlert(text);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  return { formik, prefix, formRef, alert };
}

/** What a field needs from its form (`useSchemaForm`). */
export interface FieldContext {
  formik: {
    errors: unknown;
    touched: unknown;
    getFieldProps: (
      props: string | { name: string; type?: string; value?: string },
    ) => FieldInputProps<string>;
  };
  prefix: string;
}

/** A field's message once its control (`name`) was touched; the schema may put it at `errorName`. */
const errorOf = ({ formik }: FieldContext, name: string, errorName = name): string | undefined => {
  const error: unknown = getIn(formik.errors, errorName);
  const touched = getIn(formik.touched, name) || getIn(formik.touched, errorName);
  return touched && typeof error === 'string' ? error : undefined;
};

export const fieldId = ({ prefix }: FieldContext, name: string) =>
  `${prefix}-${name.replace(/\./g, '-')}`;

interface InputProps {
  form: FieldContext;
  name: string;
  label: string;
  hint?: string;
  /** Marks the label required (the default) or optional; `null`, neither. */
  required?: boolean | null;
  /** Where the schema puts this field's message, when not at `name`. */
  errorName?: string;
}

/** A field of a form, with the control its caller draws. */
function FieldOf({
  form,
  name,
  label,
  hint,
  required = true,
  errorName = name,
  control,
}: InputProps & { control: (props: Record<string, unknown> & { id: string }) => ReactNode }) {
  const id = fieldId(form, name);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      required={required ?? undefined}
      error={errorOf(form, name, errorName)}
    >
      {(props) => control({ ...props, ...form.formik.getFieldProps(name), id })}
    </Field>
  );
}

/** A one-line field; `type` picks the keyboard and picker a phone shows. */
export function TextInput({
  type = 'text',
  maxLength,
  ...props
}: InputProps & {
  type?: 'text' | 'datetime-local' | 'date' | 'time' | 'number';
  maxLength?: number;
}) {
  return (
    <FieldOf
      {...props}
      control={(control) => (
        <input
          {...control}
          className="form-field__control"
          type={type}
          maxLength={maxLength}
          {...(type === 'number' ? { inputMode: 'numeric', min: 1, step: 1 } : {})}
        />
      )}
    />
  );
}

/** A text of several lines. */
export function TextArea({ rows = 4, ...props }: InputProps & { rows?: number }) {
  return (
    <FieldOf
      {...props}
      control={(control) => <textarea {...control} className="form-field__control" rows={rows} />}
    />
  );
}

/** A choice from a list, with an empty first option when `placeholder` is given. */
export function SelectInput({
  options,
  placeholder,
  onChange,
  ...props
}: InputProps & {
  options: readonly { code: string; name: string }[];
  placeholder?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <FieldOf
      {...props}
      control={(control) => (
        <select
          {...control}
          className="form-field__control"
          {...(onChange
            ? { onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
            : {})}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A yes/no box. */
export function Checkbox({ form, name, label }: Omit<InputProps, 'hint' | 'required'>) {
  const id = fieldId(form, name);
  return (
    <div className="activity-forms__check">
      <input id={id} type="checkbox" {...form.formik.getFieldProps({ name, type: 'checkbox' })} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * Several boxes of one list field (skills, days), or one choice of several (`radio`), its message
 * under the group.
 */
export function ChoiceGroup({
  form,
  name,
  legend,
  hint,
  options,
  type = 'checkbox',
}: {
  form: FieldContext;
  name: string;
  legend: string;
  hint?: string;
  options: readonly { code: string; name: string }[];
  type?: 'checkbox' | 'radio';
}) {
  const id = fieldId(form, name);
  const error = errorOf(form, name);
  // The validation messages only with a message to show, as the one field component does.
  const { i18n } = useTranslation(['layout', error ? 'validation' : 'layout']);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="activity-forms__group" aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="activity-forms__choices">
        {options.map((option) => (
          <div key={option.code} className="activity-forms__check">
            <input
              id={`${id}-${option.code}`}
              type={type}
              {...form.formik.getFieldProps({ name, type, value: option.code })}
            />
            <label htmlFor={`${id}-${option.code}`}>{option.name}</label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {validationText(i18n.t, error)}
        </p>
      )}
    </fieldset>
  );
}

/** A form over core's schema (`useSchemaForm`), named for assistive technology. */
export function SchemaForm({
  form,
  label,
  className = '',
  children,
}: {
  form: Pick<ReturnType<typeof useSchemaForm>, 'formRef'> & {
    formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  };
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className={`activity-forms ${className}`.trim()}
      aria-label={label}
      noValidate
      onSubmit={form.formik.handleSubmit}
    >
      {children}
    </form>
  );
}

/** The form's alert (announced when it fills) and its submit button. */
export function FormEnd({
  alert,
  done,
  submitting,
  submit,
}: {
  alert?: string;
  /** What the last submit did, announced politely. */
  done?: string;
  submitting: boolean;
  submit: string;
}) {
  const { t } = useTranslation(['activityForms']);
  return (
    <>
      <p role="alert" className={alert ? 'activity-forms__alert' : 'activity-forms__empty'}>
        {alert}
      </p>
      {done !== undefined && (
        <p role="status" className="activity-forms__done">
          {done}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary activity-forms__submit"
        disabled={submitting}
      >
        {submitting ? t('activityForms:submitting') : submit}
      </button>
    </>
  );
}
