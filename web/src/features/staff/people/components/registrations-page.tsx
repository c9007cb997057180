import type { StaffEvent, StaffRegistration } from '@gsk/core/api';
import { seatNames } from '@gsk/core/electoral';
import { malaysianDateTime, malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { fetchRegistrations, registrationsExportHref } from '../api/people-api';
import { usePagedList } from '../../hooks/use-paged-list';
import { staffPath } from '../../lib/staff-paths';
import { ExportLink, PagedList, PeoplePage, StaffTable } from './list-parts';

/**
 * An event's registrations, a page at a time: each member's name, full mobile number, when they
 * registered (Malaysia time) and their seats; the CSV export of them all.
 */
export function RegistrationsPage() {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const [event, setEvent] = useState<StaffEvent>();
  const load = useCallback(
    (cursor?: string) =>
      fetchRegistrations(id, cursor).then((page) => {
        setEvent(page.event);
        return { rows: page.registrations, nextCursor: page.nextCursor };
      }),
    [id],
  );
  const list = usePagedList<StaffRegistration>(load);
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
          <Link className="staff-people__back" to={staffPath('events')}>
            {t('staffPeople:registrations.back')}
          </Link>
          <ExportLink href={registrationsExportHref(id, language)} />
        </>
      }
    >
      <PagedList
        list={list}
        loadingLabel={t('staffPeople:registrations.loading')}
        emptyText={t('staffPeople:registrations.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffPeople:registrations.listLabel')}
            columns={[
              t('staffPeople:registrations.name'),
              t('staffPeople:registrations.mobile'),
              t('staffPeople:registrations.registeredAt'),
              t('staffPeople:registrations.state'),
              t('staffPeople:registrations.parliament'),
              t('staffPeople:registrations.dun'),
            ]}
          >
            {rows.map((registration) => {
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
          </StaffTable>
        )}
      </PagedList>
    </PeoplePage>
  );
}
