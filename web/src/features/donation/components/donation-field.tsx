import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface DonationControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

interface DonationFieldProps {
  id: string;
  label: ReactNode;
  hint?: string;
  /** The translated message to show under the field, if any. */
  error?: string;
  /** Shown before the control, e.g. the currency ('RM'). */
  prefix?: string;
  children: (control: DonationControlProps) => ReactNode;
}

/** A labelled field of the donation form, with an optional hint and its error underneath. */
export function DonationField({ id, label, hint, error, prefix, children }: DonationFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': Boolean(error),
  });
  return (
    <div className={`donation-field${error ? ' donation-field--invalid' : ''}`}>
      <label className="donation-field__label" htmlFor={id}>
        {label}
      </label>
      {prefix ? (
        <div className="donation-field__affix">
          <span className="donation-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p className="donation-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="donation-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
