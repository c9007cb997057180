import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../lib/api-client';
import { staffFailureText } from '../lib/staff-failure';
import './people.css';

/** A failed call's text, announced, with a button to ask again when there is something to retry. */
export function FailureAlert({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(['staffPeople']);
  return (
    <div className="staff-people__alert" role="alert">
      <p>{staffFailureText(failure, t)}</p>
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

/** A people page: its heading, an optional lead and actions beside, then the content. */
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

interface ListFooterProps {
  count: number;
  nextCursor?: string;
  loadingMore: boolean;
  failure?: ApiFailure;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** Under a list: how many rows show, 'Load more' while there is a next page, or a failure. */
export function ListFooter({
  count,
  nextCursor,
  loadingMore,
  failure,
  onLoadMore,
  onRetry,
}: ListFooterProps) {
  const { t } = useTranslation(['staffPeople']);
  return (
    <div className="staff-people__footer">
      <p role="status">
        {t('staffPeople:common.showing', { count })}
        {nextCursor ? '' : ` ${t('staffPeople:common.end')}`}
      </p>
      {failure ? (
        <FailureAlert failure={failure} onRetry={onRetry} />
      ) : (
        nextCursor && (
          <button
            type="button"
            className="button button--ghost"
            onClick={onLoadMore}
            disabled={loadingMore}
          >
            {loadingMore ? t('staffPeople:common.loadingMore') : t('staffPeople:common.loadMore')}
          </button>
        )
      )}
    </div>
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
