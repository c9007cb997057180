import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { errorDialogText, failureMessage } from '../lib/submission-failure';
import type { SubmissionState } from '../hooks/use-application-submit';

interface SubmissionDialogsProps {
  state: SubmissionState;
  onClose: () => void;
  successTitle: string;
  successText: string;
  /**
   * An application's confirmation: below the success text, the reference the API gave and what
   * happens next (the acknowledgement emailed with it, the team's review).
   */
  showReference?: boolean;
}

/** The reference of an accepted application and what happens next. */
function NextStep({ reference, email }: { reference: string; email: string | undefined }) {
  const { t } = useTranslation(['applications']);
  return (
    <div className="submission-dialog__next">
      <p className="submission-dialog__reference">
        {t('applications:dialog.reference')} <strong>{reference}</strong>
      </p>
      <h3 className="submission-dialog__heading">{t('applications:dialog.nextHeading')}</h3>
      <p>
        {email && `${t('applications:dialog.nextEmailed', { email })} `}
        {t('applications:dialog.nextReview')}
      </p>
    </div>
  );
}

/**
 * The success dialog ('Application Submitted!', with an application's reference and next step)
 * and the 'Error!' dialog with the catalogue's message, each with a Close button. The message
 * follows the active language.
 */
export function SubmissionDialogs({
  state,
  onClose,
  successTitle,
  successText,
  showReference = false,
}: SubmissionDialogsProps) {
  const { t, i18n } = useTranslation(['applications', 'validation']);
  const message =
    state.phase === 'error'
      ? failureMessage(state.failure, i18n.t)
      : t('applications:dialog.defaultError');
  return (
    <>
      <Dialog
        open={state.phase === 'success'}
        onClose={onClose}
        title={successTitle}
        closeLabel={t('applications:dialog.close')}
        className="submission-dialog submission-dialog--success"
      >
        <p>{successText}</p>
        {showReference && state.phase === 'success' && state.reference && (
          <NextStep reference={state.reference} email={state.email} />
        )}
        <div className="submission-dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('applications:dialog.close')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={state.phase === 'error'}
        onClose={onClose}
        title={t('applications:dialog.errorTitle')}
        closeLabel={t('applications:dialog.close')}
        className="submission-dialog submission-dialog--error"
      >
        <p>{errorDialogText(message, i18n.t)}</p>
        <div className="submission-dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('applications:dialog.close')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
