import {
  getIn,
  type FieldInputProps,
  setIn,
  useFormik,
  yupToFormErrors,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Field } from '../../../components/form/field';
import { validationText } from '../../../i18n/validation-text';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useCoordinatorFailure } from './coordinator-access';

/*
 * The section's forms' behaviour and fields: core's schema checks the values as the API will
 * (messages are validation keys the one field component translates); the API's own field
 * messages show under their fields, anything else as the form's alert. A 403 may end the section
 * (a coordinator staff removed) or say the thing is outside their areas.
 */

interface CoordinatorFormOptions<Values extends FormikValues, Body> {
  initialValues: Values;
  /** Core's schema (or a choice of them by the values' shape). */
  schema: { validate: (value: unknown, options?: { abortEarly?: boolean }) => Promise<Body> };
  /** What the schema reads from the form's values (times as instants, numbers as numbers). */
  inputOf: (values: Values) => unknown;
  /** Sends the valid body; an `ApiError` it throws shows on the form. */
  send: (body: Body) => Promise<void>;
  /** A 429 of the day's texts. */
  texting?: boolean;
}

/** Formik over core's schema, with the API's answer shown where it belongs. */
export function useCoordinatorForm<Values extends FormikValues, Body>({
  initialValues,
  schema,
  inputOf,
  send,
  texting = false,
}: CoordinatorFormOptions<Values, Body>) {
  const prefix = `coordinator${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string>();
  const handleFailure = useCoordinatorFailure(texting);
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
        await send(await schema.validate(inputOf(values)));
      } catch (error) {
        const said = await handleFailure(error);
        if (!said) return;
        const { failure } = said;
        const fields = Object.entries(failure.kind === 'status' ? (failure.fields ?? {}) : {});
        let errors: FormikErrors<Values> = {};
        let touched = {};
        for (const [field, message] of fields) {
          errors = setIn(errors, field, message) as FormikErrors<Values>;
          touched = setIn(touched, field, true) as object;
        }
        if (fields.length > 0) {
          helpers.setErrors(errors);
          helpers.setTouched(touched, false);
        }
        // The form's own line too: a field's message may sit under a field scrolled out of view.
        setAlert(said.text);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  return { formik, prefix, formRef, alert };
}

/** What a field needs from its form (`useCoordinatorForm`). */
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
  required?: boolean;
  /** Where the schema puts this field's message, when not at `name`. */
  errorName?: string;
}

/** A field of a coordinator's form, with the control its caller draws. */
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
      required={required}
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
    <div className="coordinator__check">
      <input id={id} type="checkbox" {...form.formik.getFieldProps({ name, type: 'checkbox' })} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Several boxes of one list field (skills, days), its message under the group. */
export function CheckboxGroup({
  form,
  name,
  legend,
  hint,
  options,
}: {
  form: FieldContext;
  name: string;
  legend: string;
  hint?: string;
  options: readonly { code: string; name: string }[];
}) {
  const id = fieldId(form, name);
  const error = errorOf(form, name);
  // The validation messages only with a message to show, as the one field component does.
  const { i18n } = useTranslation(['layout', error ? 'validation' : 'layout']);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="coordinator__group" aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="coordinator__choices">
        {options.map((option) => (
          <div key={option.code} className="coordinator__check">
            <input
              id={`${id}-${option.code}`}
              type="checkbox"
              {...form.formik.getFieldProps({ name, type: 'checkbox', value: option.code })}
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
