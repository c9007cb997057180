import type { PublicEvent } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { currentSession, loadSession, signedInBefore } from '../../../lib/session';
import { inLanguage } from '../lib/event-text';

/**
 * Whether the visitor is a member already registered for the event, who needs no invitation. It
 * asks who is signed in only if this browser signed in before, and comes with the dialog's code
 * (written here rather than imported from lib/registered.ts), so the home page's first load
 * carries none of it.
 */
export async function alreadyRegistered(eventId: string): Promise<boolean> {
  if (!signedInBefore()) return false;
  await loadSession();
  const session = currentSession();
  return (
    session.status === 'signed-in' &&
    session.member.registrations.some((registration) => registration.eventId === eventId)
  );
}

/** The home page's invitation to an event (event-invitation.tsx loads it when it is due). */
export function InvitationDialog({ event, onClose }: { event: PublicEvent; onClose: () => void }) {
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
