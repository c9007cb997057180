import { useTranslation } from 'react-i18next';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { staffFailureText } from '../../lib/staff-failure';
import './crowdfunding.css';

/** A failed call's text in the crowdfunding pages' words, announced, with a retry when there is one. */
export function Failure({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(['staffCrowdfunding']);
  return (
    <div className="staff-people__alert" role="alert">
      <p>{staffFailureText(failure, t, 'staffCrowdfunding')}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('staffCrowdfunding:common.retry')}
        </button>
      )}
    </div>
  );
}

/** What a crowdfunding form says of a failed call (the form-kit's `failureText`). */
export function useFailureText() {
  const { t } = useTranslation(['staffCrowdfunding']);
  return (error: unknown) => staffFailureText(failureOf(error), t, 'staffCrowdfunding');
}
