import type { MyPlace } from '@gsk/core/api';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarPath,
  placeFailure,
  releasePlace,
  type PlaceFailure,
  type PlaceTarget,
} from '../../lib/places';
import { useLanguage } from '../../hooks/use-language';
import { Dialog } from '../ui/dialog';
import './places.css';

interface PlaceActionsProps {
  target: PlaceTarget;
  /** The member's place: in, or waiting at a position (`none` shows nothing). */
  place: MyPlace;
  /** Whether it can still be given back (until it starts). */
  cancellable: boolean;
  /** Called once the API gave the place back. */
  onCancelled: () => void;
  /** Whether to say where the member stands (a page that already said it passes false). */
  showStatus?: boolean;
}

/**
 * A member's place on an event or a shift: where they stand ('You're in', 'You're number 2 on the
 * waiting list'), the calendar file of what they are in for, and cancelling, asked twice (a
 * dialog) and sent once however often it is pressed.
 */
export function PlaceActions({
  target,
  place,
  cancellable,
  onCancelled,
  showStatus = true,
}: PlaceActionsProps) {
  const { t } = useTranslation(['volunteerLabels']);
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PlaceFailure>();
  const inFlight = useRef(false);
  if (place.status === 'none') return null;

  const handleConfirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    releasePlace(target)
      .then(
        () => {
          setAsking(false);
          onCancelled();
        },
        (error: unknown) => {
          setAsking(false);
          setFailure(placeFailure(error));
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  };

  const waiting = place.status === 'waiting';
  return (
    <div className="place-actions">
      {showStatus ? (
        <div className={`place-actions__status place-actions__status--${place.status}`}>
          <p className="place-actions__title">
            {waiting
              ? t('volunteerLabels:places.waiting', { position: place.position })
              : t('volunteerLabels:places.confirmed')}
          </p>
          {waiting ? <p>{t('volunteerLabels:places.waitingDetail')}</p> : null}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="place-actions__failure">
          {t(`volunteerLabels:places.${failure}`)}
        </p>
      ) : null}
      <div className="place-actions__buttons">
        {place.status === 'confirmed' ? (
          <a className="button button--ghost" href={calendarPath(target, language)} download>
            {t('volunteerLabels:places.calendar')}
          </a>
        ) : null}
        {cancellable ? (
          <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
            {waiting
              ? t('volunteerLabels:places.cancelWaiting')
              : t('volunteerLabels:places.cancel')}
          </button>
        ) : null}
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('volunteerLabels:places.confirmTitle')}
        closeLabel={t('volunteerLabels:places.close')}
      >
        <p>{t('volunteerLabels:places.confirmBody')}</p>
        <div className="place-actions__buttons">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={sending}
            onClick={handleConfirm}
          >
            {sending
              ? t('volunteerLabels:places.cancelling')
              : t('volunteerLabels:places.confirmYes')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('volunteerLabels:places.confirmNo')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
