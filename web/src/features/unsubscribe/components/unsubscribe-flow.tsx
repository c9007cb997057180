import type { UnsubscribeState } from '@gsk/core/api';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { fetchUnsubscribeState, unsubscribe } from '../api/unsubscribe-api';

/** Whether the API refused the token itself (cut short, altered, not one the site signed). */
const refusedToken = (failure: ApiFailure) =>
  failure.kind === 'status' &&
  (failure.code === 'unsubscribe_invalid' ||
    failure.code === 'validation' ||
    failure.status === 400 ||
    failure.status === 404);

/** The link to change any choice again (signed in). */
function ChangeAgain() {
  const { t } = useTranslation(['unsubscribe']);
  return (
    <p>
      {t('unsubscribe:change')}{' '}
      <Link to={paths.privacySettings}>{t('unsubscribe:changeLink')}</Link>
    </p>
  );
}

/** A token the API does not know: what may have happened, and the other ways to stop messages. */
function Invalid() {
  const { t } = useTranslation(['unsubscribe']);
  return (
    <section className="unsubscribe__state" aria-labelledby="unsubscribe-state">
      <h2 id="unsubscribe-state">{t('unsubscribe:invalid.heading')}</h2>
      <p>{t('unsubscribe:invalid.body')}</p>
      <p>
        <Link to={paths.privacySettings}>{t('unsubscribe:changeLink')}</Link>
      </p>
      <p>
        {t('unsubscribe:invalid.request')}{' '}
        <Link to={paths.privacyRequest}>{t('unsubscribe:invalid.requestLink')}</Link>
      </p>
    </section>
  );
}

/** A settled state: stopped now, or already. */
function Stopped({ now }: { now: boolean }) {
  const { t } = useTranslation(['unsubscribe']);
  const words = now ? 'done' : 'already';
  return (
    <section className="unsubscribe__state" aria-labelledby="unsubscribe-state">
      <h2 id="unsubscribe-state" tabIndex={-1}>
        {t(`unsubscribe:${words}.heading`)}
      </h2>
      <p>{t(`unsubscribe:${words}.body`)}</p>
      <ChangeAgain />
    </section>
  );
}

/** A failure that is not the token's: said, with a retry. */
function Failed({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  const { t } = useTranslation(['unsubscribe']);
  const busy = failure.kind === 'status' && failure.status === 429;
  return (
    <div role="alert" className="unsubscribe__alert">
      <p>{busy ? t('unsubscribe:busy') : t('unsubscribe:failed')}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('unsubscribe:retry')}
      </button>
    </div>
  );
}

/** What the token stops, and the button that stops it. */
function Ask({
  state,
  token,
  onStopped,
}: {
  state: UnsubscribeState;
  token: string;
  onStopped: (state: UnsubscribeState) => void;
}) {
  const { t } = useTranslation(['unsubscribe']);
  const [stopping, setStopping] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const stop = async () => {
    setStopping(true);
    setFailure(undefined);
    try {
      onStopped(await unsubscribe(token));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setStopping(false);
    }
  };
  if (failure && refusedToken(failure)) return <Invalid />;
  return (
    <section className="unsubscribe__state" aria-labelledby="unsubscribe-state">
      <h2 id="unsubscribe-state">{t('unsubscribe:ask')}</h2>
      <p className="unsubscribe__what">
        <strong>{t(`unsubscribe:what.${state.channel}.${state.purpose}`)}</strong>
      </p>
      <p>{t('unsubscribe:keeps')}</p>
      {failure && <Failed failure={failure} onRetry={() => void stop()} />}
      <button
        type="button"
        className="button button--primary"
        disabled={stopping}
        onClick={() => void stop()}
      >
        {stopping ? t('unsubscribe:stopping') : t('unsubscribe:stop')}
      </button>
    </section>
  );
}

/**
 * The page an email's link opens (`/unsubscribe?t=`): asks the API what the token stops and
 * whether it still runs, then stops it on one press (no session: the token is the proof). An
 * invalid or cut token, a consent already withdrawn and a failure each say so plainly.
 */
export function UnsubscribeFlow() {
  const { t } = useTranslation(['unsubscribe']);
  const [params] = useSearchParams();
  const token = params.get('t')?.trim() ?? '';
  const load = useCallback(
    () => (token ? fetchUnsubscribeState(token) : Promise.reject(new Error('no token'))),
    [token],
  );
  const { remote, reload, replace } = useRemote(load);
  const [stoppedNow, setStoppedNow] = useState(false);
  if (!token) return <Invalid />;
  if (remote.status === 'loading')
    return (
      <p role="status" aria-busy="true">
        {t('unsubscribe:loading')}
      </p>
    );
  if (remote.status === 'failed')
    return refusedToken(remote.failure) ? (
      <Invalid />
    ) : (
      <Failed failure={remote.failure} onRetry={reload} />
    );
  if (!remote.data.given) return <Stopped now={stoppedNow} />;
  return (
    <Ask
      state={remote.data}
      token={token}
      onStopped={(state) => {
        setStoppedNow(true);
        replace({ ...state, given: false });
      }}
    />
  );
}
