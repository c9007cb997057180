import type { SelectOption } from '@gsk/core/application';
import type { FieldInputProps } from 'formik';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { Field } from '../../../components/form/field';

/** What a field of an application form needs from its form (`useApplicationForm`'s `fields`). */
export interface ApplicationFieldsContext {
  /** The element id of a field. */
  id(field: string): string;
  /** A field's raw message (a validation key) once it has been touched. */
  errorOf(field: string): string | undefined;
  /** Formik's value and handlers of a field. */
  getFieldProps(field: string): FieldInputProps<string>;
}

interface TextFieldProps {
  fields: ApplicationFieldsContext;
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'email' | 'tel';
  /** False for an optional field (the contact form's phone number). */
  required?: boolean;
}

/** A one-line field of an application form (name, email, phone), required unless said. */
export function TextField({
  fields,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  required = true,
}: TextFieldProps) {
  return (
    <Field id={fields.id(name)} label={label} required={required} error={fields.errorOf(name)}>
      {(control) => (
        <input
          {...control}
          {...fields.getFieldProps(name)}
          className="form-field__control"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps {
  fields: ApplicationFieldsContext;
  name: string;
  label: string;
  /** The empty first option ('Select …'). */
  placeholder: string;
  options: readonly SelectOption<string>[];
}

/** A required choice of an application form, with an empty placeholder option first. */
export function SelectField({ fields, name, label, placeholder, options }: SelectFieldProps) {
  return (
    <Field id={fields.id(name)} label={label} required error={fields.errorOf(name)}>
      {(control) => (
        <select {...control} {...fields.getFieldProps(name)} className="form-field__control">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
