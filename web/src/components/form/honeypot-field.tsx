import { honeypotField } from '@gsk/core/api';

interface HoneypotFieldProps {
  id: string;
  /** 'Leave this field empty', in the page's language (its catalogue's). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (visually hidden, hidden from assistive technology, out of
 * the tab order, no autocomplete) and form-filling bots fill in; the API stores nothing it sends
 * (the applications' forms, the contact form, the request about personal data).
 */
export function HoneypotField({ id, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
