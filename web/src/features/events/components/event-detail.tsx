import type { PublicEvent } from '@gsk/core/api';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { inLanguage } from '../lib/event-text';
import { EventFacts } from './event-facts';
import { EventFundraising, type EventGiveFormProps } from './event-fundraising';
import { RegistrationPanel } from './registration-panel';

/**
 * An event's page: title, facts (when in Malaysia time, where, places left, registration state),
 * description and the registration panel; with a fundraising goal, its fundraising block. A registration's answer updates the places left.
 */
export function EventDetail({
  event: loaded,
  initialAmount,
  GiveForm,
}: {
  event: PublicEvent;
  /** A `?donate=` quick amount for the fundraising form. */
  initialAmount?: number;
  /** The donation form, shown when the event has a fundraising goal (the page passes it in). */
  GiveForm?: ComponentType<EventGiveFormProps>;
}) {
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
      {event.fundraisingGoal && GiveForm ? (
        <EventFundraising
          event={event}
          goal={event.fundraisingGoal}
          initialAmount={initialAmount}
          GiveForm={GiveForm}
        />
      ) : null}
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
