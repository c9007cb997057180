import { useTranslation } from 'react-i18next';

/** Why something could not be loaded, and a button to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['events']);
  return (
    <div className="events-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('events:list.retry')}
      </button>
    </div>
  );
}
