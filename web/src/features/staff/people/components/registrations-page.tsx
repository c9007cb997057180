import type { StaffEvent, StaffRegistration } from '@gsk/core/api';
import { seatNames } from '@gsk/core/electoral';
import { malaysianDateTime, malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { fetchRegistrations, registrationsExportHref } from '../api/people-api';
import { usePagedList } from '../hooks/use-paged-list';
import { consolePath } from '../lib/console-path';
import { ExportLink, FailureAlert, ListFooter, Loading, PeoplePage } from './list-parts';

/**
 * An event's registrations, a page at a time: each member's name, full mobile number, when they
 * registered (Malaysia time) and their seats; the CSV export of them all.
 */
export function RegistrationsPage() {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const [event, setEvent] = useState<StaffEvent>();
  const list = usePagedList<StaffRegistration>(id, (cursor) =>
    fetchRegistrations(id, cursor).then((page) => {
      setEvent(page.event);
      return { rows: page.registrations, nextCursor: page.nextCursor };
    }),
  );
  const shown = event?.id === id ? event : undefined;
  const none = t('staffPeople:registrations.none');

  return (
    <PeoplePage
      heading={
        shown
          ? t('staffPeople:registrations.heading', { title: shown.title[language] })
          : t('staffPeople:events.registrations')
      }
      lead={
        shown
          ? `${malaysianTimeRange(shown.startsAt, shown.endsAt, language)} · ${t(
              'staffPeople:registrations.summary',
              { registered: shown.registeredCount, capacity: shown.capacity },
            )}`
          : undefined
      }
      actions={
        <>
          <Link className="staff-people__back" to={consolePath('events')}>
            {t('staffPeople:registrations.back')}
          </Link>
          <ExportLink href={registrationsExportHref(id)} />
        </>
      }
    >
      {!list.ready && list.failure && <FailureAlert failure={list.failure} onRetry={list.retry} />}
      {!list.ready && !list.failure && <Loading label={t('staffPeople:registrations.loading')} />}
      {list.ready && list.rows.length === 0 && (
        <p className="staff-people__empty">{t('staffPeople:registrations.empty')}</p>
      )}
      {list.ready && list.rows.length > 0 && (
        <table className="staff-table" aria-label={t('staffPeople:registrations.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('staffPeople:registrations.name')}</th>
              <th scope="col">{t('staffPeople:registrations.mobile')}</th>
              <th scope="col">{t('staffPeople:registrations.registeredAt')}</th>
              <th scope="col">{t('staffPeople:registrations.state')}</th>
              <th scope="col">{t('staffPeople:registrations.parliament')}</th>
              <th scope="col">{t('staffPeople:registrations.dun')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((registration) => {
              const seats = seatNames(
                registration.state ?? '',
                registration.parliament ?? '',
                registration.dun ?? '',
              );
              return (
                <tr key={registration.memberId}>
                  <th scope="row" data-label={t('staffPeople:registrations.name')}>
                    {registration.name}
                  </th>
                  <td data-label={t('staffPeople:registrations.mobile')}>
                    <a href={`tel:${registration.mobile.replace(/[^\d+]/g, '')}`}>
                      {registration.mobile}
                    </a>
                  </td>
                  <td data-label={t('staffPeople:registrations.registeredAt')}>
                    {malaysianDateTime(registration.registeredAt, language)}
                  </td>
                  <td data-label={t('staffPeople:registrations.state')}>{seats.state || none}</td>
                  <td data-label={t('staffPeople:registrations.parliament')}>
                    {seats.parliament || none}
                  </td>
                  <td data-label={t('staffPeople:registrations.dun')}>{seats.dun || none}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list.ready && (
        <ListFooter
          count={list.rows.length}
          nextCursor={list.nextCursor}
          loadingMore={list.loadingMore}
          failure={list.failure}
          onLoadMore={list.loadMore}
          onRetry={list.retry}
        />
      )}
    </PeoplePage>
  );
}
