import { site } from '@gsk/core/site';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from '../../../../hooks/use-remote';
import type { ApiFailure } from '../../../../lib/api-client';
import type { usePagedList } from '../../hooks/use-paged-list';
import { staffFailureText } from '../../lib/staff-failure';

/** A failed call's text, announced, with a button to ask again when there is something to retry. */
export function FailureAlert({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(['staffPeople']);
  return (
    <div className="staff-people__alert" role="alert">
      <p>{staffFailureText(failure, t, 'staffPeople')}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('staffPeople:common.retry')}
        </button>
      )}
    </div>
  );
}

/** What a page shows while its data loads. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="staff-people__loading" aria-busy="true">
      {label}
    </p>
  );
}

/** A people page: its heading (in the document's title too), an optional lead and actions beside, then the content. */
export function PeoplePage({
  heading,
  lead,
  actions,
  children,
}: {
  heading: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['staffPeople']);
  const title = `${heading} | ${t('staffPeople:console')} | ${site.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="staff-people" aria-labelledby="staff-people-heading">
      <header className="staff-people__header">
        <div>
          <h1 id="staff-people-heading">{heading}</h1>
          {lead && <p className="staff-people__lead">{lead}</p>}
        </div>
        {actions && <div className="staff-people__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** What a paged list's view needs of `usePagedList`. */
type PagedListState<Row> = Pick<
  ReturnType<typeof usePagedList<Row>>,
  'remote' | 'reload' | 'rows' | 'nextCursor' | 'loadMore' | 'loadingMore' | 'moreFailure'
>;

interface PagedListProps<Row> {
  list: PagedListState<Row>;
  loadingLabel: string;
  emptyText: string;
  /** The rows shown so far (never none). */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A list read a page at a time: loading, a failure with a retry, or nothing found; then its rows,
 * how many show, and 'Load more' while there is a next page (a failure to load it keeps the rows).
 */
export function PagedList<Row>({ list, loadingLabel, emptyText, children }: PagedListProps<Row>) {
  const { t } = useTranslation(['staffPeople']);
  if (list.remote.status === 'loading') return <Loading label={loadingLabel} />;
  if (list.remote.status === 'failed')
    return <FailureAlert failure={list.remote.failure} onRetry={list.reload} />;
  const loadMore = () => void list.loadMore();
  return (
    <>
      {list.rows.length === 0 ? (
        <p className="staff-people__empty">{emptyText}</p>
      ) : (
        children(list.rows)
      )}
      <div className="staff-people__footer">
        <p role="status">
          {t('staffPeople:common.showing', { count: list.rows.length })}
          {list.nextCursor ? '' : ` ${t('staffPeople:common.end')}`}
        </p>
        {list.moreFailure ? (
          <FailureAlert failure={list.moreFailure} onRetry={loadMore} />
        ) : (
          list.nextCursor && (
            <button
              type="button"
              className="button button--ghost"
              onClick={loadMore}
              disabled={list.loadingMore}
            >
              {list.loadingMore
                ? t('staffPeople:common.loadingMore')
                : t('staffPeople:common.loadMore')}
            </button>
          )
        )}
      </div>
    </>
  );
}

/**
 * A list read whole (the events, the activities, the coordinators): loading, a failure with a
 * retry (`FailureAlert`, or the section's own wording), or nothing found; then its rows.
 */
export function LoadedList<Row>({
  remote,
  onRetry,
  loadingLabel,
  emptyText,
  failure: ShowFailure = FailureAlert,
  children,
}: {
  remote: Remote<Row[]>;
  onRetry: () => void;
  loadingLabel: string;
  emptyText: string;
  failure?: ComponentType<{ failure: ApiFailure; onRetry?: () => void }>;
  /** The rows (never none). */
  children: (rows: Row[]) => ReactNode;
}) {
  if (remote.status === 'loading') return <Loading label={loadingLabel} />;
  if (remote.status === 'failed') return <ShowFailure failure={remote.failure} onRetry={onRetry} />;
  if (remote.data.length === 0) return <p className="staff-people__empty">{emptyText}</p>;
  return children(remote.data);
}

/** A staff list's table: a row per record, a card per record on a phone (each cell's `data-label`). */
export function StaffTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="staff-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A CSV download of what a list shows (the API answers it as an attachment). */
export function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation(['staffPeople']);
  return (
    <a className="button button--ghost" href={href} download>
      {t('staffPeople:common.exportCsv')}
    </a>
  );
}
