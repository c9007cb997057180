import { useTranslation } from 'react-i18next';
import type { Remote } from '../../../hooks/use-remote';
import { useSession } from '../../../hooks/use-session';
import type { PublicEvent } from '@gsk/core/api';
import { useEvents } from '../hooks/use-events';
import { isRegisteredFor } from '../lib/registered';
import { EventCard } from './event-card';
import { LoadFailure } from '../../../components/ui/load-failure';

/** How many card-sized places the list holds while it loads, so the page does not jump. */
const placeholderCards = 3;

/**
 * The programmes list: upcoming events soonest first, loaded after the page has painted (a
 * signed-in member's marked where they registered). Until
 * then card-sized placeholders hold the space; a failure offers a retry; no event says the spec's
 * 'Nothing found'. Whatever it shows, the list is tall enough (events.css) that the footer starts
 * below the first screen and does not jump when the list changes size.
 */
export function EventList() {
  const { remote: events, reload } = useEvents();
  return (
    <div className="event-list" aria-busy={events.status === 'loading'}>
      <EventListContent events={events} onRetry={reload} />
    </div>
  );
}

function EventListContent({
  events,
  onRetry,
}: {
  events: Remote<PublicEvent[]>;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['events']);
  // Asked only when this browser signed in before: an anonymous visitor's list asks nothing more.
  const session = useSession();
  if (events.status === 'failed') {
    return (
      <LoadFailure
        className="events-failure"
        message={t('events:list.error')}
        retry={t('events:list.retry')}
        onRetry={onRetry}
      />
    );
  }
  if (events.status === 'loading') {
    return (
      <>
        <p role="status" className="visually-hidden">
          {t('events:list.loading')}
        </p>
        <ul className="event-list__items" aria-hidden="true">
          {Array.from({ length: placeholderCards }, (_, index) => (
            <li key={index} className="event-card event-card--placeholder" />
          ))}
        </ul>
      </>
    );
  }
  if (events.data.length === 0) {
    // Keyed: React would otherwise reuse the loading state's hidden status paragraph, whose text
    // would then move into view (a layout shift).
    return (
      <p key="empty" className="event-list__empty">
        {t('events:list.empty')}
      </p>
    );
  }
  return (
    <ul className="event-list__items">
      {events.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} registered={isRegisteredFor(session, event.id)} />
        </li>
      ))}
    </ul>
  );
}
