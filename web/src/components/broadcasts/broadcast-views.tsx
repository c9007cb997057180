import type { BroadcastDetail, BroadcastSummary } from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { useRemote } from '../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../lib/api-client';
import { Link } from '../ui/localized-link';
import {
  cancelBroadcast,
  fetchBroadcast,
  fetchBroadcasts,
  type BroadcastMode,
} from './broadcast-api';
import { broadcastFailureText } from './broadcast-failure';
import {
  BroadcastProgressView,
  ConfirmDialog,
  LanguageColumns,
  broadcastNamespaces,
  useSegmentText,
  type SegmentNames,
} from './broadcast-parts';

/** How often a broadcast still going out is asked for again, in milliseconds. */
export const BROADCAST_POLL_MS = 4000;

/** Whether a broadcast is still going out (its progress worth asking for again). */
const goingOut = (broadcast: BroadcastSummary) =>
  broadcast.status === 'planning' || broadcast.status === 'sending';

/** A failed call's words, announced, with a button to ask again. */
function Failure({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(broadcastNamespaces);
  return (
    <div className="broadcasts__alert" role="alert">
      <p>{broadcastFailureText(failure, t)}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('staffBroadcasts:retry')}
        </button>
      )}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation(broadcastNamespaces);
  return (
    <p role="status" aria-busy="true" className="broadcasts__muted">
      {t('staffBroadcasts:loading')}
    </p>
  );
}

/** A broadcast's status as a coloured label (its words say it all). */
function Status({ broadcast }: { broadcast: BroadcastSummary }) {
  const { t } = useTranslation(broadcastNamespaces);
  return (
    <span className={`broadcasts__status broadcasts__status--${broadcast.status}`}>
      {t(`staffBroadcasts:statuses.${broadcast.status}`)}
    </span>
  );
}

/** Who sent a broadcast, and as what. */
const useByLine = () => {
  const { t } = useTranslation(broadcastNamespaces);
  return (broadcast: BroadcastSummary) =>
    t('staffBroadcasts:byLine', {
      name: broadcast.createdBy.name,
      as: t(`staffBroadcasts:as.${broadcast.createdBy.as}`),
    });
};

/**
 * The broadcasts, newest first, one card each (a phone's width and a desktop's alike): its title
 * (a link to it), channel, segment in words, who sent it, status, progress and date.
 */
export function BroadcastList({
  mode,
  linkOf,
  names,
  onFailure,
}: {
  mode: BroadcastMode;
  /** The site path of one broadcast's page. */
  linkOf: (id: string) => string;
  names?: SegmentNames;
  onFailure?: (failure: ApiFailure) => void;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const language = useLanguage();
  const segmentText = useSegmentText(names);
  const byLine = useByLine();
  const load = useCallback(() => fetchBroadcasts(mode), [mode]);
  const { remote, reload } = useRemote(load, onFailure);
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') return <Failure failure={remote.failure} onRetry={reload} />;
  if (remote.data.length === 0) return <p>{t('staffBroadcasts:empty')}</p>;
  const newestFirst = [...remote.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="broadcasts__list" aria-label={t('staffBroadcasts:listLabel')}>
      {newestFirst.map((broadcast) => (
        <li key={broadcast.id} className="broadcasts__card">
          <h2 className="broadcasts__title">
            <Link to={linkOf(broadcast.id)}>{broadcast.title}</Link>
          </h2>
          <dl className="broadcasts__facts">
            <div>
              <dt>{t('staffBroadcasts:columns.channel')}</dt>
              <dd>{t(`staffBroadcasts:channels.${broadcast.channel}`)}</dd>
            </div>
            <div>
              <dt>{t('staffBroadcasts:columns.segment')}</dt>
              <dd>{segmentText(broadcast.segment)}</dd>
            </div>
            <div>
              <dt>{t('staffBroadcasts:columns.by')}</dt>
              <dd>{byLine(broadcast)}</dd>
            </div>
            <div>
              <dt>{t('staffBroadcasts:columns.status')}</dt>
              <dd>
                <Status broadcast={broadcast} />
              </dd>
            </div>
            <div>
              <dt>{t('staffBroadcasts:columns.date')}</dt>
              <dd>{malaysianDateTime(broadcast.createdAt, language)}</dd>
            </div>
          </dl>
          <BroadcastProgressView progress={broadcast.progress} />
        </li>
      ))}
    </ol>
  );
}

/** One fact of the detail. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Staff's "Stop sending": a confirmation, then the broadcast as it now stands. */
function StopSending({
  broadcast,
  onStopped,
  onRefused,
}: {
  broadcast: BroadcastDetail;
  onStopped: (broadcast: BroadcastDetail) => void;
  onRefused: (failure: ApiFailure) => void;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const [open, setOpen] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stop = async () => {
    setStopping(true);
    try {
      onStopped(await cancelBroadcast(broadcast.id));
    } catch (error) {
      onRefused(failureOf(error));
    } finally {
      setStopping(false);
      setOpen(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('staffBroadcasts:detail.stop')}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('staffBroadcasts:detail.stopTitle')}
        confirm={t('staffBroadcasts:detail.stopConfirm')}
        keep={t('staffBroadcasts:detail.keep')}
        busy={stopping}
        onConfirm={() => void stop()}
      >
        <p>{t('staffBroadcasts:detail.stopBody')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * One broadcast: its words in both languages, segment, channel, purpose, who and when, and its
 * progress, asked for again every few seconds while it goes out (no longer once sent or stopped).
 * Staff may stop it, after a confirmation; a coordinator may not.
 */
export function BroadcastDetailView({
  mode,
  id,
  names,
  onFailure,
}: {
  mode: BroadcastMode;
  id: string;
  names?: SegmentNames;
  onFailure?: (failure: ApiFailure) => void;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const language = useLanguage();
  const segmentText = useSegmentText(names);
  const byLine = useByLine();
  const load = useCallback(() => fetchBroadcast(mode, id), [mode, id]);
  const { remote, reload, refresh, replace } = useRemote(load, onFailure);
  const [said, setSaid] = useState<{ done?: string; failure?: ApiFailure }>({});
  const shown = remote.status === 'loaded' ? remote.data : undefined;
  const polling = shown !== undefined && goingOut(shown);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(refresh, BROADCAST_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, shown, refresh]);
  if (remote.status === 'failed') return <Failure failure={remote.failure} onRetry={reload} />;
  if (!shown) return <Loading />;
  const when = (iso: string | undefined) => (iso ? malaysianDateTime(iso, language) : '—');
  return (
    <div className="broadcasts__detail">
      <h2 className="broadcasts__title">{shown.title}</h2>
      <dl className="broadcasts__facts">
        <Fact term={t('staffBroadcasts:detail.status')}>
          <Status broadcast={shown} />
        </Fact>
        <Fact term={t('staffBroadcasts:detail.channel')}>
          {t(`staffBroadcasts:channels.${shown.channel}`)}
        </Fact>
        <Fact term={t('staffBroadcasts:detail.purpose')}>
          {t(`staffBroadcasts:purposes.${shown.purpose}`)}
        </Fact>
        <Fact term={t('staffBroadcasts:detail.segment')}>{segmentText(shown.segment)}</Fact>
        <Fact term={t('staffBroadcasts:detail.by')}>{byLine(shown)}</Fact>
        <Fact term={t('staffBroadcasts:detail.createdAt')}>{when(shown.createdAt)}</Fact>
        {shown.finishedAt && (
          <Fact term={t('staffBroadcasts:detail.finishedAt')}>{when(shown.finishedAt)}</Fact>
        )}
        {shown.cancelledAt && (
          <Fact term={t('staffBroadcasts:detail.cancelledAt')}>{when(shown.cancelledAt)}</Fact>
        )}
        {shown.smsSegments !== undefined && (
          <Fact term={t('staffBroadcasts:detail.smsSegments')}>{shown.smsSegments}</Fact>
        )}
      </dl>
      <section aria-labelledby="broadcasts-progress" className="broadcasts__part">
        <h2 id="broadcasts-progress">{t('staffBroadcasts:progress.label')}</h2>
        <BroadcastProgressView progress={shown.progress} />
        {shown.progress.skipped > 0 && (
          <p className="broadcasts__muted">{t('staffBroadcasts:progress.skippedHint')}</p>
        )}
        {polling && <p className="broadcasts__muted">{t('staffBroadcasts:detail.polling')}</p>}
        <p role="status">{said.done}</p>
        {said.failure && <Failure failure={said.failure} />}
        {mode === 'staff' && polling && (
          <StopSending
            broadcast={shown}
            onStopped={(stopped) => {
              setSaid({ done: t('staffBroadcasts:detail.stopped') });
              replace(stopped);
            }}
            onRefused={(failure) => {
              setSaid({ failure });
              if (failure.kind === 'status' && failure.code === 'broadcast_state') refresh();
            }}
          />
        )}
      </section>
      <section aria-labelledby="broadcasts-words" className="broadcasts__part">
        <h2 id="broadcasts-words">{t('staffBroadcasts:detail.words')}</h2>
        <LanguageColumns level={3}>
          {(language) => (
            <>
              {shown.words[language].subject && (
                <p>
                  <strong>{shown.words[language].subject}</strong>
                </p>
              )}
              <p className="broadcasts__text">{shown.words[language].body}</p>
            </>
          )}
        </LanguageColumns>
      </section>
    </div>
  );
}
