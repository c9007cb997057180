import { useTranslation } from 'react-i18next';
import { useEvents } from '../hooks/use-events';
import { EventCard } from './event-card';
import { LoadFailure } from './load-failure';

/** How many card-sized places the list holds while it loads, so the page does not jump. */
const placeholderCards = 3;

/**
 * The programmes list: upcoming events soonest first, loaded after the page has painted. Until
 * then card-sized placeholders hold the space; a failure offers a retry; no event says the spec's
 * 'Nothing found'.
 */
export function EventList() {
  const { t } = useTranslation(['events']);
  const events = useEvents();
  if (events.status === 'failed') {
    return <LoadFailure message={t('events:list.error')} onRetry={events.retry} />;
  }
  if (events.status === 'loading') {
    return (
      <div className="event-list" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('events:list.loading')}
        </p>
        <ul className="event-list__items" aria-hidden="true">
          {Array.from({ length: placeholderCards }, (_, index) => (
            <li key={index} className="event-card event-card--placeholder" />
          ))}
        </ul>
      </div>
    );
  }
  if (events.data.length === 0) {
    return <p className="event-list__empty">{t('events:list.empty')}</p>;
  }
  return (
    <ul className="event-list__items">
      {events.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
