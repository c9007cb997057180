import { honeypotField } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';

interface HoneypotFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (visually hidden, hidden from assistive technology, out of
 * the tab order, no autocomplete) and form-filling bots fill in; the API stores nothing it sends.
 */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  const { t } = useTranslation(['applications']);
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('applications:form.honeypot')}</label>
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
