import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be tied to its field's label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Marks the label '(required)' or '(optional)'. */
  required: boolean;
  hint?: string;
  /** The message to show under the field (already translated), once it has been touched. */
  error?: string;
  /** Renders the control with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode;
  /** For a control that is not a labelable element (the CV picker labels its own input). */
  className?: string;
}

/** A labelled form field with an optional hint and its error message underneath. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: FormFieldProps) {
  const { t } = useTranslation(['applications']);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}{' '}
        <span className="form-field__need">
          ({required ? t('applications:form.required') : t('applications:form.optional')})
        </span>
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
      })}
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
