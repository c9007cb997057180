import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../i18n/validation-text';
import './field.css';

/** What a control needs to be tied to its field's label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Marks the label '(required)' or '(optional)' and the control required; unset, neither. */
  required?: boolean;
  hint?: string;
  /**
   * The field's message as core's schema emits it through Formik (`donation.name.required`,
   * `string.max?path=notes&max=500`), once it should show; translated here.
   */
  error?: string;
  /** Shown before the control, e.g. the currency ('RM'). */
  prefix?: string;
  /** The form's look: the donation card's or the application forms'. */
  look?: 'donation' | 'application';
  /** For a control that is not a labelable element (the CV picker labels its own input). */
  className?: string;
  /** Renders the control with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form field with an optional hint and its translated error message underneath. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  prefix,
  look = 'application',
  className,
  children,
}: FieldProps) {
  // The validation messages only with a message to show (a form's island loads them with it); the
  // list keeps its length, as the hook's memo wants.
  const { t, i18n } = useTranslation(['layout', error ? 'validation' : 'layout']);
  const block = look === 'donation' ? 'donation-field' : 'form-field';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
  });
  return (
    <div className={[block, error && `${block}--invalid`, className].filter(Boolean).join(' ')}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
        {required !== undefined && (
          <>
            {' '}
            <span className="form-field__need">
              ({required ? t('common.required') : t('common.optional')})
            </span>
          </>
        )}
      </label>
      {prefix ? (
        <div className={`${block}__affix`}>
          <span className={`${block}__prefix`} aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p className={`${block}__hint`} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={`${block}__error`} id={errorId}>
          {validationText(i18n.t, error)}
        </p>
      )}
    </div>
  );
}
