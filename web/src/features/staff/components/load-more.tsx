import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../lib/api-client';
import { staffFailureText } from '../lib/staff-failure';

/** What LoadMore reads of a paged list (usePagedList's answer). */
interface PagedListState {
  nextCursor: string | undefined;
  loadingMore: boolean;
  moreFailure: ApiFailure | undefined;
  loadMore: () => Promise<void>;
}

/** 'Load more' under a list while it has a next page, with the failure of the last try. */
export function LoadMore({ list }: { list: PagedListState }) {
  const { nextCursor, loadingMore: loading, moreFailure: failure } = list;
  const onMore = () => void list.loadMore();
  const { t } = useTranslation(['staff']);
  return (
    <div className="staff-more">
      {failure && <p role="alert">{staffFailureText(failure, t, 'staff')}</p>}
      {nextCursor && (
        <button type="button" className="button button--ghost" disabled={loading} onClick={onMore}>
          {loading ? t('staff:common.loadingMore') : t('staff:common.loadMore')}
        </button>
      )}
    </div>
  );
}
