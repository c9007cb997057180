import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../i18n/validation-text';

interface ChoiceGroupProps {
  id: string;
  legend: string;
  hint?: string;
  /** The group's message key once it should show (translated here). */
  error?: string;
  className?: string;
  /** The choices, given the ids their first control carries to name the group's hint and error. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A group of checkboxes or radios under its legend, with a hint and the translated message of
 * core's schema (linked to the group and its first control, which a failed submit focuses).
 */
export function ChoiceGroup({ id, legend, hint, error, className, children }: ChoiceGroupProps) {
  const { i18n } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={id}
      className={['choice-group', error && 'choice-group--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <p className="choice-group__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className="choice-group__error" id={errorId}>
          {validationText(i18n.t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
