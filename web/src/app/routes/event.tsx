import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quickAmountFromQuery } from '@gsk/core/donation/quick-amount';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { EventDetail } from '../../features/events/components/event-detail';
import { LoadFailure } from '../../components/ui/load-failure';
import { useEvent } from '../../features/events/hooks/use-events';
import { inLanguage } from '../../features/events/lib/event-text';
import { useLanguage } from '../../hooks/use-language';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/**
 * /programmes/{id}: one event, loaded in the browser (events change after the build, so the
 * prerendered page is a shell that says it is loading). An unknown id is the site's not-found page.
 */
export function EventRoute() {
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(['events']);
  const language = useLanguage();
  const { remote: event, reload } = useEvent(eventId);
  const loaded = event.status === 'loaded' ? event.data : undefined;
  const missing =
    event.status === 'failed' &&
    event.failure.kind === 'status' &&
    (event.failure.code === 'event_not_found' || event.failure.status === 404);
  if (missing) return <NotFoundRoute />;
  return (
    <EventMeta title={loaded && inLanguage(loaded.title, language)}>
      {event.status === 'failed' ? (
        <div className="page">
          <LoadFailure
            className="events-failure"
            message={t('events:event.error')}
            retry={t('events:list.retry')}
            onRetry={reload}
          />
        </div>
      ) : loaded ? (
        <div className="page">
          <EventDetail
            key={loaded.id}
            event={loaded}
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            GiveForm={DonationFormIsland}
          />
        </div>
      ) : (
        <PageLoading />
      )}
    </EventMeta>
  );
}

/** The page's title: the event's once it is known. */
function EventMeta({ title, children }: { title?: string; children: ReactNode }) {
  usePageMeta('event', title ? { title } : {});
  return children;
}
