import type { ManagedActivity } from '@gsk/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { LoadedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { decideActivity, fetchActivities } from '../api/volunteers-api';
import { areaName } from '../lib/areas';
import { Failure } from './parts';

/** Proposed activities first (they wait for a decision), then the rest, newest first. */
const inOrder = (activities: ManagedActivity[]) =>
  [...activities].sort(
    (one, other) =>
      Number(other.status === 'proposed') - Number(one.status === 'proposed') ||
      other.createdAt.localeCompare(one.createdAt),
  );

/**
 * Every activity, the coordinators' proposals first with their approve and refuse actions, each
 * with its area, status, who proposed it and its shifts; a link to create one.
 */
export function ActivitiesPage() {
  const { t } = useTranslation(['staffVolunteers', 'volunteerLabels']);
  const language = useLanguage();
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(fetchActivities, callFailed);
  const [busy, setBusy] = useState<string>();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<ApiFailure>();

  const handleDecision = async (activity: ManagedActivity, approve: boolean) => {
    setBusy(activity.id);
    setDone('');
    setFailure(undefined);
    try {
      await decideActivity(activity.id, approve);
      setDone(
        t(approve ? 'staffVolunteers:activities.approved' : 'staffVolunteers:activities.refused', {
          title: activity.title[language],
        }),
      );
      refresh();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <PeoplePage
      heading={t('staffVolunteers:activities.heading')}
      lead={t('staffVolunteers:activities.lead')}
      actions={
        <Link className="button button--primary" to={staffPath('activities', 'new')}>
          {t('staffVolunteers:activities.create')}
        </Link>
      }
    >
      <p role="status" className="staff-people__done">
        {done}
      </p>
      {failure && <Failure failure={failure} />}
      <LoadedList
        remote={remote}
        onRetry={refresh}
        loadingLabel={t('staffVolunteers:common.loading')}
        emptyText={t('staffVolunteers:common.empty')}
        failure={Failure}
      >
        {(rows) => (
          <StaffTable
            label={t('staffVolunteers:activities.listLabel')}
            columns={[
              t('staffVolunteers:activities.title'),
              t('staffVolunteers:activities.area'),
              t('staffVolunteers:activities.status'),
              t('staffVolunteers:activities.proposedBy'),
              t('staffVolunteers:activities.shifts'),
              t('staffVolunteers:activities.actions'),
            ]}
          >
            {inOrder(rows).map((activity) => (
              <tr key={activity.id}>
                <th scope="row" data-label={t('staffVolunteers:activities.title')}>
                  {activity.title[language]}
                  <span className="staff-table__sub">
                    {activity.online
                      ? t('staffVolunteers:activities.online')
                      : activity.venue?.[language]}
                  </span>
                </th>
                <td data-label={t('staffVolunteers:activities.area')}>
                  {areaName(activity.area, t('volunteerLabels:wholeState'))}
                </td>
                <td data-label={t('staffVolunteers:activities.status')}>
                  <StatusBadge status={activity.status}>
                    {t(`volunteerLabels:activityStatus.${activity.status}`)}
                  </StatusBadge>
                </td>
                <td data-label={t('staffVolunteers:activities.proposedBy')}>
                  {activity.proposedBy?.name ?? t('staffVolunteers:activities.staff')}
                </td>
                <td data-label={t('staffVolunteers:activities.shifts')}>
                  {activity.shifts.length}
                </td>
                <td data-label={t('staffVolunteers:activities.actions')}>
                  <div
                    className="staff-table__actions"
                    role="group"
                    aria-label={activity.title[language]}
                  >
                    <Link to={staffPath('activities', activity.id)}>
                      {t('staffVolunteers:activities.open')}
                    </Link>
                    {activity.status === 'proposed' &&
                      ([true, false] as const).map((approve) => (
                        <button
                          key={String(approve)}
                          type="button"
                          className={`button ${approve ? 'button--primary' : 'button--ghost'}`}
                          disabled={busy !== undefined}
                          onClick={() => void handleDecision(activity, approve)}
                        >
                          {approve
                            ? t('staffVolunteers:activities.approve')
                            : t('staffVolunteers:activities.refuse')}
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
