import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from '../../../hooks/use-remote';
import { staffFailureText } from '../lib/staff-failure';

/** What a console page shows of a call: loading, its failure with a retry, or the data. */
export function RemoteView<T>({
  remote,
  onRetry,
  children,
}: {
  remote: Remote<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['staff']);
  switch (remote.status) {
    case 'loading':
      return (
        <p role="status" className="staff-status">
          {t('staff:common.loading')}
        </p>
      );
    case 'failed':
      return (
        <div className="staff-failure">
          <p role="alert">{staffFailureText(remote.failure, t, 'staff')}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('staff:common.retry')}
          </button>
        </div>
      );
    case 'loaded':
      return <>{children(remote.data)}</>;
  }
}
