import type { PublicEvent } from '@gsk/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { inLanguage } from '../lib/event-text';
import { EventFacts } from './event-facts';
import { RegistrationPanel } from './registration-panel';

/**
 * An event's page: title, facts (when in Malaysia time, where, places left, registration state),
 * description and the registration panel. A registration's answer updates the places left.
 */
export function EventDetail({ event: loaded }: { event: PublicEvent }) {
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  const [event, setEvent] = useState(loaded);
  return (
    <article className="event-detail">
      <Link to={paths.programmes} className="event-detail__back">
        {t('events:event.back')}
      </Link>
      <h1 className="event-detail__title">{inLanguage(event.title, language)}</h1>
      <EventFacts event={event} />
      <RegistrationPanel event={event} onChange={setEvent} />
      <section className="event-detail__about">
        <h2>{t('events:event.about')}</h2>
        {inLanguage(event.description, language)
          .split(/\n{2,}/)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </section>
    </article>
  );
}
