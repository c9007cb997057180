import type { CoordinatorSelf } from '@gsk/core/api';
import type * as Electoral from '@gsk/core/electoral';
import { Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { useRemote } from '../../../hooks/use-remote';
import { reloadSession, signedOutNow } from '../../../lib/session';
import { fetchCoordinatorSelf } from '../api/coordinator-api';
import { coordinatorFailureText } from '../lib/coordinator-failure';
import { AttendanceView } from './attendance-view';
import type { CoordinatorBroadcasts as BroadcastsPart } from './coordinator-broadcasts';
import { CoordinatorContext, type CoordinatorAccess } from './coordinator-access';
import { Overview } from './overview';
import './coordinator.css';

/** The seats' names (their data is large): loaded once the section knows its areas. */
let electoral: Promise<typeof Electoral> | undefined;
const loadElectoral = () => (electoral ??= import('@gsk/core/electoral'));

function Loading() {
  const { t } = useTranslation(['coordinator']);
  return (
    <p role="status" className="coordinator__loading">
      {t('coordinator:loading')}
    </p>
  );
}

/**
 * Broadcasts (issue 32, part W): the list, the composer (formik, yup, the privacy schemas'
 * messages) and one broadcast load when the coordinator opens them, never with the section. The
 * code comes by an effect rather than React's `lazy`: a `lazy` part first rendered by a change of
 * the address (a transition) never showed in the tests' renderer, the page staying as it was.
 */
function CoordinatorBroadcasts(props: Parameters<typeof BroadcastsPart>[0]) {
  const [Part, setPart] = useState<typeof BroadcastsPart>();
  useEffect(() => {
    let current = true;
    void import('./coordinator-broadcasts').then(
      (module) => current && setPart(() => module.CoordinatorBroadcasts),
    );
    return () => {
      current = false;
    };
  }, []);
  return Part ? <Part {...props} /> : <Loading />;
}

/** For a member the movement has not appointed (or no longer): what the section is, and how to ask. */
export function NotCoordinator() {
  const { t } = useTranslation(['coordinator']);
  return (
    <section className="coordinator__notice" aria-labelledby="coordinator-not">
      <h2 id="coordinator-not">{t('coordinator:notCoordinator.heading')}</h2>
      <p>{t('coordinator:notCoordinator.body')}</p>
      <p>{t('coordinator:notCoordinator.how')}</p>
      <p className="coordinator__links">
        <Link to={paths.contact} className="button button--primary">
          {t('coordinator:notCoordinator.contact')}
        </Link>{' '}
        <Link to={paths.profile} className="button button--ghost">
          {t('coordinator:notCoordinator.profile')}
        </Link>
      </p>
    </section>
  );
}

/** The section with its areas known: the overview, or one shift's door (`?activity=&shift=`). */
function Section({ self, removed }: { self: CoordinatorSelf; removed: () => void }) {
  const { seatNames, parliamentsOf } = use(loadElectoral());
  const { t } = useTranslation(['coordinator']);
  const [search] = useSearchParams();
  const access = useMemo<CoordinatorAccess>(
    () => ({
      self,
      removed,
      seatsOf: parliamentsOf,
      seatName: (state, parliament) => {
        const names = seatNames(state, parliament, '');
        return parliament ? `${names.parliament}, ${names.state}` : names.state;
      },
      areaName: ({ state, parliament }) => {
        const names = seatNames(state, parliament, '');
        return parliament
          ? t('coordinator:areas.seat', { seat: names.parliament, state: names.state })
          : t('coordinator:areas.wholeState', { state: names.state });
      },
    }),
    [self, removed, seatNames, parliamentsOf, t],
  );
  const activityId = search.get('activity');
  const shiftId = search.get('shift');
  // Broadcasts (issue 32, part W): `?broadcasts`, `?broadcasts=new`, `?broadcast=<id>`.
  const broadcast = search.get('broadcast');
  const broadcasts = search.get('broadcasts');
  return (
    <CoordinatorContext.Provider value={access}>
      {activityId && shiftId ? (
        <AttendanceView activityId={activityId} shiftId={shiftId} />
      ) : broadcast ? (
        <CoordinatorBroadcasts view="one" id={broadcast} />
      ) : broadcasts !== null ? (
        <CoordinatorBroadcasts view={broadcasts === 'new' ? 'compose' : 'list'} />
      ) : (
        <Overview />
      )}
    </CoordinatorContext.Provider>
  );
}

/** A coordinator's section once the session says who is signed in: asks the API for their areas. */
function CoordinatorHome({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation(['coordinator']);
  const { remote, reload } = useRemote(fetchCoordinatorSelf);
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') {
    const { failure } = remote;
    const status = failure.kind === 'status' ? failure.status : 0;
    if (status === 403) return <NotCoordinator />;
    if (status === 401) {
      signedOutNow();
      return <Loading />;
    }
    return (
      <div className="coordinator__notice" role="alert">
        <p>{coordinatorFailureText(failure, t)}</p>
        <button type="button" className="button button--primary" onClick={reload}>
          {t('coordinator:retry')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <Section self={remote.data} removed={onRemoved} />
    </Suspense>
  );
}

/**
 * The coordinator's section (`sitePaths.coordinator`): a prerendered shell that asks who is signed
 * in. Signed out, a prompt to sign in and come back; a member whom staff have not appointed, what
 * the section is and how to ask; a coordinator, their section, scoped by the API to their areas.
 * Staff removing them mid-use shows the same message at their next action.
 */
export function CoordinatorSection() {
  const { t } = useTranslation(['coordinator']);
  const session = useSession({ always: true });
  const { pathname, search } = useLocation();
  const [removed, setRemoved] = useState(false);
  const handleRemoved = useCallback(() => setRemoved(true), []);
  if (session.status === 'unknown') return <Loading />;
  if (session.status === 'failed')
    return (
      <div className="coordinator__notice" role="alert">
        <p>{coordinatorFailureText(session.failure, t)}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void reloadSession()}
        >
          {t('coordinator:retry')}
        </button>
      </div>
    );
  if (session.status === 'signed-out')
    return (
      <div className="coordinator__notice">
        <p>{t('coordinator:signedOut')}</p>
        <p className="coordinator__links">
          <Link
            to={`${paths.signIn}?${new URLSearchParams({ next: pathname + search }).toString()}`}
            className="button button--primary"
          >
            {t('coordinator:signIn')}
          </Link>
        </p>
      </div>
    );
  // The profile says whether staff appointed the member, so a plain member's page asks nothing
  // that the API would refuse; the section's own answer decides for a coordinator.
  if (removed || !session.member.coordinator) return <NotCoordinator />;
  return <CoordinatorHome onRemoved={handleRemoved} />;
}
