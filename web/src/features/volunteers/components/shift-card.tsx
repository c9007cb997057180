import type { Commitment, MyPlace, PublicShift } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceActions } from '../../../components/places/place-actions';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import type { Remote } from '../../../hooks/use-remote';
import { useLanguage } from '../../../hooks/use-language';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { signedOutNow, type Session } from '../../../lib/session';
import {
  commitmentOn,
  placeFailure,
  type PlaceFailure,
  type PlaceTarget,
} from '../../../lib/places';
import { signUpForShift } from '../api/volunteers-api';

/** Sign in or create an account, each coming back to the activity's page (`?next=`). */
function SignInLinks({ activityId }: { activityId: string }) {
  const { t } = useTranslation(['volunteers']);
  const localize = useLocalizedPath();
  const next = `?${new URLSearchParams({ next: localize(paths.volunteerActivity(activityId)) }).toString()}`;
  return (
    <div className="place-actions__buttons">
      <Link to={`${paths.signIn}${next}`} className="button button--primary">
        {t('volunteers:activity.signIn')}
      </Link>
      <Link to={`${paths.signUp}${next}`} className="button button--ghost">
        {t('volunteers:activity.signUp')}
      </Link>
    </div>
  );
}

interface ShiftCardProps {
  activityId: string;
  shift: PublicShift;
  session: Session;
  commitments: Remote<Commitment[]>;
  /** Called after the member's place changed (the page asks the activity and the places again). */
  onChanged: () => void;
}

/**
 * One shift: when (Malaysia time), places left of its places, how many wait, and the member's
 * part: sign up (or join the waiting list when it is full: `{"waitingList": true}`), where they
 * stand, cancel (asked twice) and the calendar file.
 */
export function ShiftCard({ activityId, shift, session, commitments, onChanged }: ShiftCardProps) {
  const { t } = useTranslation(['volunteers', 'volunteerLabels', 'layout']);
  const language = useLanguage();
  const target: PlaceTarget = { kind: 'shift', id: activityId, shiftId: shift.id };
  /** The place the API answered on this page (newer than the commitments asked before). */
  const [answered, setAnswered] = useState<MyPlace>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PlaceFailure>();
  const [fresh, setFresh] = useState(false);
  const inFlight = useRef(false);

  const commitment =
    commitments.status === 'loaded' ? commitmentOn(commitments.data, target) : undefined;
  const place: MyPlace = answered ?? commitment?.place ?? { status: 'none' };
  const cancellable = answered ? shift.state !== 'closed' : (commitment?.cancellable ?? false);

  const handleSignUp = (waitingList: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    signUpForShift(activityId, shift.id, waitingList)
      .then(
        (result) => {
          setAnswered(
            result.status === 'waiting' || result.status === 'already_waiting'
              ? { status: 'waiting', position: result.position ?? 1 }
              : { status: 'confirmed' },
          );
          setFresh(true);
          onChanged();
        },
        (error: unknown) => {
          const reason = placeFailure(error);
          if (reason === 'sessionEnded') signedOutNow();
          setFailure(reason);
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  };

  const actions = () => {
    if (session.status === 'unknown') return <p>{t('layout:common.loading')}</p>;
    if (session.status !== 'signed-in') return <SignInLinks activityId={activityId} />;
    if (!answered && commitments.status === 'loading') return <p>{t('layout:common.loading')}</p>;
    if (place.status !== 'none')
      return (
        <>
          {fresh ? (
            <p role="status" className="place-actions__title">
              {place.status === 'waiting'
                ? t('volunteers:activity.waitingJoined')
                : t('volunteers:activity.confirmed')}
            </p>
          ) : null}
          <PlaceActions
            target={target}
            place={place}
            cancellable={cancellable}
            onCancelled={() => {
              setAnswered({ status: 'none' });
              setFresh(false);
              onChanged();
            }}
          />
        </>
      );
    if (shift.state === 'closed') return <p>{t('volunteerLabels:places.closed')}</p>;
    const full = shift.state === 'full' || failure === 'full';
    return (
      <>
        {failure ? (
          <p role="alert" className="place-actions__failure">
            {t(`volunteerLabels:places.${failure}`)}
          </p>
        ) : null}
        <div className="place-actions__buttons">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={sending}
            onClick={() => handleSignUp(full)}
          >
            {sending
              ? full
                ? t('volunteerLabels:places.joining')
                : t('volunteers:activity.sending')
              : full
                ? t('volunteerLabels:places.joinWaiting')
                : t('volunteers:activity.signUpShift')}
          </button>
        </div>
      </>
    );
  };

  const when = malaysianTimeRange(shift.startsAt, shift.endsAt, language);
  return (
    <article className="shift-card" aria-label={when}>
      <dl className="activity-facts">
        <div className="activity-facts__row">
          <dt>{t('volunteers:activity.when')}</dt>
          <dd>
            <time dateTime={shift.startsAt}>{when}</time>{' '}
            <span className="activity-facts__zone">({t('volunteers:activity.malaysiaTime')})</span>
          </dd>
        </div>
        <div className="activity-facts__row">
          <dt>{t('volunteers:activity.places')}</dt>
          <dd>
            {t('volunteers:activity.placesLeft', {
              count: Math.max(0, shift.placesLeft),
              places: shift.places,
            })}
            {shift.waiting > 0
              ? ` · ${t('volunteers:activity.waitingCount', { count: shift.waiting })}`
              : ''}{' '}
            <span className={`shift-state shift-state--${shift.state}`}>
              {t(`volunteers:activity.state.${shift.state}`)}
            </span>
          </dd>
        </div>
      </dl>
      <div className="shift-card__actions">{actions()}</div>
    </article>
  );
}
