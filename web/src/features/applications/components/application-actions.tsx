import { useTranslation } from 'react-i18next';
import { honeypotField } from '@gsk/core/api';
import { HoneypotField } from '../../../components/form/honeypot-field';

interface ApplicationActionsProps {
  /** The form's element id of a part (`id('progress')`). */
  id: (part: string) => string;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  /** The CV upload's percentage while sending one. */
  progress: number | undefined;
  submitting: boolean;
  submitLabel: string;
  /** The button's text while sending, where a form has its own ('Menghantar...' otherwise). */
  submittingLabel?: string;
}

/** The end of an application form: the honeypot, the upload's progress and the submit button. */
export function ApplicationActions({
  id,
  honeypot,
  onHoneypotChange,
  progress,
  submitting,
  submitLabel,
  submittingLabel,
}: ApplicationActionsProps) {
  const { t } = useTranslation(['applications']);
  return (
    <>
      <HoneypotField
        id={id(honeypotField)}
        label={t('applications:form.honeypot')}
        value={honeypot}
        onChange={onHoneypotChange}
      />
      {progress !== undefined && (
        <div className="application-form__progress application-form__wide">
          <label htmlFor={id('progress')}>
            {t('applications:form.uploading', { percent: progress })}
          </label>
          <progress id={id('progress')} max={100} value={progress} />
        </div>
      )}
      <button
        type="submit"
        className="button button--primary application-form__submit application-form__wide"
        disabled={submitting}
      >
        {submitting ? (submittingLabel ?? t('applications:form.submitting')) : submitLabel}
      </button>
    </>
  );
}
