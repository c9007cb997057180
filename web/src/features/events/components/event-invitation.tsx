import type { PublicEvent } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { fetchEvents } from '../api/events-api';
import { afterIdle } from '../lib/after-idle';
import { inLanguage } from '../lib/event-text';
import { nextFeaturedEvent } from '../lib/featured';
import { modalSeen, rememberModalSeen } from '../lib/modal-seen';
import './events.css';

function InvitationDialog({ event, onClose }: { event: PublicEvent; onClose: () => void }) {
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('events:invitation.title')}
      closeLabel={t('events:invitation.close')}
    >
      <div className="event-invitation__event">
        <p>{t('events:invitation.lead')}</p>
        <h3 className="event-invitation__title">{inLanguage(event.title, language)}</h3>
        <p>
          <time dateTime={event.startsAt}>
            {malaysianTimeRange(event.startsAt, event.endsAt, language)}
          </time>{' '}
          ({t('events:facts.malaysiaTime')})
          <br />
          {event.online || !event.venue
            ? t('events:facts.online')
            : inLanguage(event.venue, language)}
        </p>
        <div className="registration__actions">
          <Link to={paths.event(event.id)} className="button button--primary">
            {t('events:invitation.view')}
          </Link>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('events:invitation.later')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The spec's once-per-visitor invitation on the home page: when the browser is idle after the page
 * has painted, a visitor without the `modal_seen` cookie is shown a dialog about the next featured
 * event (none when there is no such event, or the API does not answer); the cookie is set as it
 * shows, so it never shows again. Nothing of it is in the prerendered page.
 */
export function EventInvitation() {
  const { i18n } = useTranslation();
  const [event, setEvent] = useState<PublicEvent>();
  useEffect(() => {
    if (modalSeen()) return;
    let current = true;
    const cancel = afterIdle(() => {
      fetchEvents()
        .then(async (list) => {
          const next = nextFeaturedEvent(list);
          if (!next || !current) return;
          await i18n.loadNamespaces('events');
          if (!current || modalSeen()) return;
          rememberModalSeen();
          setEvent(next);
        })
        .catch(() => {
          // An invitation is a nicety: without the API, the home page is simply shown.
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [i18n]);
  const handleClose = useCallback(() => setEvent(undefined), []);
  return event ? <InvitationDialog event={event} onClose={handleClose} /> : null;
}
