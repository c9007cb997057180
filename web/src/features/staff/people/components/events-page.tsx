import type { StaffEvent } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { fetchStaffEvents, updateEvent } from '../api/people-api';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { eventValuesOf } from '../lib/event-values';
import { FailureAlert, LoadedList, PeoplePage, StaffTable } from './list-parts';
import { StatusBadge } from './status-badge';

type QuickAction = 'publish' | 'close' | 'feature' | 'unfeature';

const changeOf: Record<QuickAction, Partial<Pick<StaffEvent, 'status' | 'featured'>>> = {
  publish: { status: 'published' },
  close: { status: 'closed' },
  feature: { featured: true },
  unfeature: { featured: false },
};

const doneKey = {
  publish: 'staffPeople:events.published',
  close: 'staffPeople:events.closed',
  feature: 'staffPeople:events.featuredDone',
  unfeature: 'staffPeople:events.unfeaturedDone',
} as const;

/** The quick actions an event in its state offers. */
const actionsOf = (event: StaffEvent): QuickAction[] => [
  ...(event.status === 'published' ? [] : (['publish'] as const)),
  ...(event.status === 'closed' ? [] : (['close'] as const)),
  event.featured ? 'unfeature' : 'feature',
];

/**
 * Every programme and event, drafts included: its state, whether it is the featured one, how
 * many registered of how many places, and quick actions (publish, close, feature) beside the
 * links to edit it and see its registrations.
 */
export function EventsPage() {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(fetchStaffEvents, callFailed);
  const [busy, setBusy] = useState<string>();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<ApiFailure>();

  const handleAction = async (event: StaffEvent, action: QuickAction) => {
    setBusy(event.id);
    setDone('');
    setFailure(undefined);
    try {
      const saved = await updateEvent(event.id, { ...eventValuesOf(event), ...changeOf[action] });
      setDone(t(doneKey[action], { title: saved.title[language] }));
      // Featuring one event unfeatures the others: the whole list is read again.
      refresh();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <PeoplePage
      heading={t('staffPeople:events.heading')}
      lead={t('staffPeople:events.lead')}
      actions={
        <Link className="button button--primary" to={staffPath('events', 'new')}>
          {t('staffPeople:events.create')}
        </Link>
      }
    >
      <p role="status" className="staff-people__done">
        {done}
      </p>
      {failure && <FailureAlert failure={failure} />}
      <LoadedList
        remote={remote}
        onRetry={refresh}
        loadingLabel={t('staffPeople:common.loading')}
        emptyText={t('staffPeople:common.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffPeople:events.listLabel')}
            columns={[
              t('staffPeople:events.title'),
              t('staffPeople:events.when'),
              t('staffPeople:events.status'),
              t('staffPeople:events.registered'),
              t('staffPeople:events.actions'),
            ]}
          >
            {rows.map((event) => (
              <tr key={event.id}>
                <th scope="row" data-label={t('staffPeople:events.title')}>
                  {event.title[language]}
                  {event.featured && (
                    <span className="staff-badge staff-badge--featured">
                      <span aria-hidden="true">★ </span>
                      {t('staffPeople:events.featured')}
                    </span>
                  )}
                  <span className="staff-table__sub">
                    {event.online ? t('staffPeople:events.online') : event.venue?.[language]}
                  </span>
                </th>
                <td data-label={t('staffPeople:events.when')}>
                  {malaysianTimeRange(event.startsAt, event.endsAt, language)}
                </td>
                <td data-label={t('staffPeople:events.status')}>
                  <StatusBadge status={event.status}>
                    {t(`staffPeople:events.statuses.${event.status}`)}
                  </StatusBadge>
                </td>
                <td data-label={t('staffPeople:events.registered')}>
                  {t('staffPeople:events.registeredOf', {
                    registered: event.registeredCount,
                    capacity: event.capacity,
                  })}
                </td>
                <td data-label={t('staffPeople:events.actions')}>
                  <div
                    className="staff-table__actions"
                    role="group"
                    aria-label={event.title[language]}
                  >
                    <Link to={staffPath('events', event.id)}>{t('staffPeople:events.edit')}</Link>
                    <Link to={staffPath('events', event.id, 'registrations')}>
                      {t('staffPeople:events.registrations')}
                    </Link>
                    {actionsOf(event).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className="button button--ghost"
                        disabled={busy !== undefined}
                        onClick={() => void handleAction(event, action)}
                      >
                        {t(`staffPeople:events.${action}`)}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </LoadedList>
    </PeoplePage>
  );
}
