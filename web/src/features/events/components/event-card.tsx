import type { PublicEvent } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { inLanguage } from '../lib/event-text';
import { EventFacts } from './event-facts';

/**
 * One event in the programmes list: its title (the link to its page), its facts and, for a
 * signed-in member registered for it, that they are.
 */
export function EventCard({ event, registered }: { event: PublicEvent; registered: boolean }) {
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  return (
    <article className="event-card">
      <h2 className="event-card__title">
        <Link to={paths.event(event.id)} className="event-card__link">
          {inLanguage(event.title, language)}
        </Link>
      </h2>
      <EventFacts event={event} />
      {registered ? <p className="event-card__registered">{t('events:list.registered')}</p> : null}
    </article>
  );
}
