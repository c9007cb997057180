import type { PublicEvent } from '@gsk/core/api';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { useSession } from '../../../hooks/use-session';
import { useRegistration } from '../hooks/use-registration';
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
 * confirms by a button, and learns 'registration successful' or 'already registered'. A full or
 * closed event says so instead of offering the button. `onChange` receives the event as the API
 * answered it (places left after this registration); it should keep its identity across renders.
 */
export function RegistrationPanel({
  event,
  onChange,
}: {
  event: PublicEvent;
  onChange: (event: PublicEvent) => void;
}) {
  const { t } = useTranslation(['events', 'layout']);
  const headingId = useId();
  // The page asks who is signed in whatever this browser's hint says: the button depends on it.
  const session = useSession({ always: true });
  const { registration, confirm } = useRegistration(event.id, onChange);

  const body = () => {
    if (session.status === 'unknown') {
      return <p className="registration__waiting">{t('layout:common.loading')}</p>;
    }
    if (session.status !== 'signed-in') {
      return (
        <>
          <p>{t('events:registration.signedOut')}</p>
          <SignInLinks eventId={event.id} />
        </>
      );
    }
    if (registration.status === 'registered') {
      return (
        <Outcome
          tone="ok"
          title={t('events:registration.registered')}
          detail={t('events:registration.registeredDetail')}
        />
      );
    }
    const listed = isRegisteredFor(session, event.id);
    if (
      registration.status === 'already_registered' ||
      (listed && registration.status === 'idle')
    ) {
      return (
        <Outcome
          tone="ok"
          title={t('events:registration.alreadyRegistered')}
          detail={t('events:registration.alreadyRegisteredDetail')}
        />
      );
    }
    if (registration.status === 'failed') {
      return (
        <>
          <Outcome tone="error" title={t(`events:${refusals[registration.reason]}`)} />
          {registration.reason === 'sessionEnded' ? <SignInLinks eventId={event.id} /> : null}
          {registration.reason === 'failed' || registration.reason === 'tooMany' ? (
            <ConfirmButton sending={false} onConfirm={confirm} />
          ) : null}
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

function ConfirmButton({ sending, onConfirm }: { sending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation(['events']);
  return (
    <div className="registration__actions">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={sending}
        onClick={onConfirm}
      >
        {sending ? t('events:registration.sending') : t('events:registration.confirm')}
      </button>
    </div>
  );
}
