import type { PublicEvent } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { inLanguage } from '../lib/event-text';
import './events.css';

/**
 * When (in Malaysia time), where (a venue, or online), places left and whether registration is
 * open, full or closed: the facts a card and an event's page both show.
 */
export function EventFacts({ event }: { event: PublicEvent }) {
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  return (
    <dl className="event-facts">
      <div className="event-facts__row">
        <dt>{t('events:facts.when')}</dt>
        <dd>
          <time dateTime={event.startsAt}>
            {malaysianTimeRange(event.startsAt, event.endsAt, language)}
          </time>{' '}
          <span className="event-facts__zone">({t('events:facts.malaysiaTime')})</span>
        </dd>
      </div>
      <div className="event-facts__row">
        <dt>{t('events:facts.where')}</dt>
        <dd>
          {event.online || !event.venue
            ? t('events:facts.online')
            : inLanguage(event.venue, language)}
        </dd>
      </div>
      <div className="event-facts__row">
        <dt>{t('events:facts.places')}</dt>
        <dd>{t('events:facts.placesLeft', { count: Math.max(0, event.placesLeft) })}</dd>
      </div>
      <div className="event-facts__row">
        <dt>{t('events:facts.registration')}</dt>
        <dd>
          <span className={`event-state event-state--${event.registration}`}>
            {t(`events:facts.state.${event.registration}`)}
          </span>
        </dd>
      </div>
    </dl>
  );
}
