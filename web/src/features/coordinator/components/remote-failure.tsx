import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiFailure } from '../../../lib/api-client';
import { useCoordinatorFailure } from './coordinator-access';

/**
 * A failed load, announced, with a button to ask again: a 403 of a member staff removed ends the
 * section instead (`useCoordinatorFailure`), and a 401 asks them to sign in.
 */
export function RemoteFailure({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(['coordinator']);
  const handleFailure = useCoordinatorFailure();
  const [text, setText] = useState<string>();
  useEffect(() => {
    let live = true;
    void handleFailure(new ApiError(failure)).then((said) => live && setText(said?.text));
    return () => {
      live = false;
    };
  }, [failure, handleFailure]);
  if (!text) return null;
  return (
    <div role="alert" className="coordinator__alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('coordinator:retry')}
        </button>
      )}
    </div>
  );
}
