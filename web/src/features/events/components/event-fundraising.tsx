import type { PublicEvent } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import { useCallback, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { percentOf, ProgressMeter } from '../../../components/progress/progress-meter';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchEventFundraising } from '../api/events-api';

/** How often the raised amount is asked again while the page is visible (it moves live), in ms. */
export const EVENT_FUNDRAISING_REFRESH_MS = 30_000;

/** The donation form's props as the event's page passes them (the donation feature's form). */
export interface EventGiveFormProps {
  variant: 'page' | 'card';
  title?: string;
  note?: string;
  event?: string;
  initialAmount?: number;
}

/**
 * An event's fundraising: raised of its goal, asked again every 30 s while the page is visible,
 * and a donation form attributed to the event at `#give` (the door's printed card's QR code links
 * to `/programmes/{id}?donate=50#give`), scrolled to when the address names it.
 */
export function EventFundraising({
  event,
  goal,
  initialAmount,
  GiveForm,
}: {
  event: PublicEvent;
  goal: number;
  initialAmount?: number;
  GiveForm: ComponentType<EventGiveFormProps>;
}) {
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  const { hash } = useLocation();
  const load = useCallback(() => fetchEventFundraising(event.id), [event.id]);
  const { remote, refresh } = useRemote(load);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, EVENT_FUNDRAISING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  useEffect(() => {
    const give = document.getElementById('give');
    if (hash === '#give' && typeof give?.scrollIntoView === 'function') give.scrollIntoView();
  }, [hash]);

  const figures = remote.status === 'loaded' ? remote.data : undefined;
  const raised = figures?.raised.amount ?? 0;
  const target = figures?.goal ?? goal;
  const money = (amount: number) => formatRinggit(amount, language);
  return (
    <section className="event-fundraising" aria-labelledby="event-fundraising">
      <h2 id="event-fundraising">{t('events:fundraising.heading')}</h2>
      {remote.status === 'loading' ? (
        <p role="status">{t('events:fundraising.loading')}</p>
      ) : remote.status === 'failed' ? (
        <p role="alert">{t('events:fundraising.error')}</p>
      ) : (
        <ProgressMeter
          raised={raised}
          goal={target}
          label={t('events:fundraising.label')}
          summary={t('events:fundraising.raised', { raised: money(raised), goal: money(target) })}
        >
          <p>{t('events:fundraising.percent', { percent: percentOf(raised, target) })}</p>
          <p>
            {t('events:fundraising.contributors', { count: figures?.raised.contributors ?? 0 })}
          </p>
        </ProgressMeter>
      )}
      <div id="give" className="event-fundraising__give">
        <GiveForm
          variant="page"
          title={t('events:fundraising.give')}
          note={t('events:fundraising.note')}
          event={event.id}
          initialAmount={initialAmount}
        />
      </div>
    </section>
  );
}
