import type { PublicEvent } from '@gsk/core/api';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceActions } from '../../../components/places/place-actions';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useCommitments } from '../../../hooks/use-commitments';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { useSession } from '../../../hooks/use-session';
import { commitmentOn, type PlaceTarget } from '../../../lib/places';
import { placeOfRegistration, useRegistration } from '../hooks/use-registration';
import type { RegistrationFailure } from '../hooks/use-registration';
import { isRegisteredFor } from '../lib/registered';

/** Sign in or create an account, each coming back to the event's page (`?next=`). */
function SignInLinks({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['events']);
  const localize = useLocalizedPath();
  const next = `?next=${encodeURIComponent(localize(paths.event(eventId)))}`;
  return (
    <div className="registration__actions">
      <Link to={`${paths.signIn}${next}`} className="button button--primary">
        {t('events:registration.signIn')}
      </Link>
      <Link to={`${paths.signUp}${next}`} className="button button--ghost">
        {t('events:registration.signUp')}
      </Link>
    </div>
  );
}

/** A registration's outcome, announced and focused when it arrives. */
function Outcome({
  title,
  detail,
  tone,
}: {
  title: string;
  detail?: string;
  tone: 'ok' | 'error';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'ok' ? 'status' : 'alert'}
      className={`registration__outcome registration__outcome--${tone}`}
    >
      <p className="registration__outcome-title">{title}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

const refusals: Record<RegistrationFailure, `registration.${RegistrationFailure}`> = {
  full: 'registration.full',
  closed: 'registration.closed',
  sessionEnded: 'registration.sessionEnded',
  tooMany: 'registration.tooMany',
  failed: 'registration.failed',
};

/**
 * The spec's registration: a visitor signs in or creates an account (and comes back here), a member
 * confirms by a button, and learns 'registration successful' or 'already registered'. A full event
 * offers its waiting list; a closed one says so. A member who is in or waiting sees where they
 * stand, can cancel (asked twice) and, once in, add it to their calendar. `onChange` receives the
 * event as the API answered it (places left after this registration); it should keep its identity
 * across renders.
 */
export function RegistrationPanel({
  event,
  onChange,
}: {
  event: PublicEvent;
  onChange: (event: PublicEvent) => void;
}) {
  const { t } = useTranslation(['events', 'layout', 'volunteerLabels']);
  const headingId = useId();
  // The page asks who is signed in whatever this browser's hint says: the button depends on it.
  const session = useSession({ always: true });
  const signedIn = session.status === 'signed-in';
  const { registration, confirm, cancelled } = useRegistration(event.id, onChange);
  // Where the member stands (in, or waiting at a position): their commitments, asked once signed in.
  const commitments = useCommitments(signedIn);
  const target: PlaceTarget = { kind: 'event', id: event.id };
  const commitment =
    commitments.remote.status === 'loaded'
      ? commitmentOn(commitments.remote.data, target)
      : undefined;
  const answered = placeOfRegistration(registration);
  // Without the commitments (an older API, a failure), the profile's registrations say who is in.
  const listed = isRegisteredFor(session, event.id)
    ? ({ status: 'confirmed' } as const)
    : undefined;
  const place = answered ?? commitment?.place ?? listed ?? { status: 'none' as const };
  const cancellable =
    commitment?.cancellable ??
    (event.registration !== 'closed' && Date.parse(event.startsAt) > Date.now());
  const handleCancelled = () => {
    cancelled();
    commitments.refresh();
  };

  const body = () => {
    if (session.status === 'unknown') {
      return <p className="registration__waiting">{t('layout:common.loading')}</p>;
    }
    if (!signedIn) {
      return (
        <>
          <p>{t('events:registration.signedOut')}</p>
          <SignInLinks eventId={event.id} />
        </>
      );
    }
    if (!answered && commitments.remote.status === 'loading') {
      return <p className="registration__waiting">{t('layout:common.loading')}</p>;
    }
    const actions = (
      <PlaceActions
        target={target}
        place={place}
        cancellable={cancellable}
        onCancelled={handleCancelled}
        showStatus={place.status === 'waiting'}
      />
    );
    if (registration.status === 'registered') {
      return (
        <>
          <Outcome
            tone="ok"
            title={t('events:registration.registered')}
            detail={t('events:registration.registeredDetail')}
          />
          {actions}
        </>
      );
    }
    if (place.status === 'confirmed') {
      return (
        <>
          <Outcome
            tone="ok"
            title={t('events:registration.alreadyRegistered')}
            detail={t('events:registration.alreadyRegisteredDetail')}
          />
          {actions}
        </>
      );
    }
    if (place.status === 'waiting') return actions;
    const full = event.registration === 'full';
    if (registration.status === 'failed') {
      return (
        <>
          <Outcome tone="error" title={t(`events:${refusals[registration.reason]}`)} />
          {registration.reason === 'sessionEnded' ? <SignInLinks eventId={event.id} /> : null}
          {registration.reason === 'failed' || registration.reason === 'tooMany' ? (
            <ConfirmButton sending={false} waitingList={full} onConfirm={confirm} />
          ) : null}
          {registration.reason === 'full' ? (
            <ConfirmButton sending={false} waitingList onConfirm={confirm} />
          ) : null}
        </>
      );
    }
    if (registration.status === 'cancelled') {
      return (
        <>
          <Outcome tone="ok" title={t('volunteerLabels:places.cancelled')} />
          {event.registration === 'closed' ? null : (
            <ConfirmButton sending={false} waitingList={full} onConfirm={confirm} />
          )}
        </>
      );
    }
    if (full) {
      return (
        <>
          <p>{t('events:registration.full')}</p>
          <ConfirmButton
            sending={registration.status === 'sending'}
            waitingList
            onConfirm={confirm}
          />
        </>
      );
    }
    if (event.registration !== 'open') {
      return <p>{t(`events:registration.${event.registration}`)}</p>;
    }
    return (
      <>
        <p>{t('events:registration.prompt', { name: session.member.name })}</p>
        <ConfirmButton sending={registration.status === 'sending'} onConfirm={confirm} />
      </>
    );
  };

  return (
    <section className="registration" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration__heading">
        {t('events:registration.heading')}
      </h2>
      {body()}
    </section>
  );
}

function ConfirmButton({
  sending,
  waitingList = false,
  onConfirm,
}: {
  sending: boolean;
  /** Joins the waiting list of a full event rather than taking a place. */
  waitingList?: boolean;
  onConfirm: (waitingList: boolean) => void;
}) {
  const { t } = useTranslation(['events', 'volunteerLabels']);
  const idle = waitingList
    ? t('volunteerLabels:places.joinWaiting')
    : t('events:registration.confirm');
  const busy = waitingList ? t('volunteerLabels:places.joining') : t('events:registration.sending');
  return (
    <div className="registration__actions">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={sending}
        onClick={() => onConfirm(waitingList)}
      >
        {sending ? busy : idle}
      </button>
    </div>
  );
}
