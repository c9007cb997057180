import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { errorDialogText, failureMessage } from '../lib/submission-failure';
import type { SubmissionState } from '../hooks/use-application-submit';

interface SubmissionDialogsProps {
  state: SubmissionState;
  onClose: () => void;
  successTitle: string;
  successText: string;
}

/**
 * The success dialog ('Application Submitted!') and the 'Error!' dialog with the catalogue's
 * message, each with a Close button. The message follows the active language.
 */
export function SubmissionDialogs({
  state,
  onClose,
  successTitle,
  successText,
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
