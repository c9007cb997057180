import type { ManagedActivity, ShiftAttendance } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useLocalizedPath } from '../../../../hooks/use-localized-path';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { Loading, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { addShifts, createActivity, fetchActivity, fetchAttendance } from '../api/volunteers-api';
import { areaName } from '../lib/areas';
import { ActivityForm } from './activity-form';
import { Failure } from './parts';
import { ShiftsForm } from './shifts-form';

function BackLink() {
  const { t } = useTranslation(['staffVolunteers']);
  return (
    <Link className="staff-people__back" to={staffPath('activities')}>
      {t('staffVolunteers:activity.back')}
    </Link>
  );
}

/** A new activity (staff's own: published), then opened to add its shifts. */
export function ActivityCreatePage() {
  const { t } = useTranslation(['staffVolunteers']);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <PeoplePage heading={t('staffVolunteers:activityForm.heading')} actions={<BackLink />}>
      <ActivityForm
        send={async (values) => {
          const created = await createActivity(values);
          navigate(localize(staffPath('activities', created.id)), { state: { created: true } });
        }}
      />
    </PeoplePage>
  );
}

/** The people of one shift: who has a place or waits, and who came. */
function ShiftPeople({ attendance }: { attendance: ShiftAttendance }) {
  const { t } = useTranslation(['staffVolunteers']);
  const language = useLanguage();
  const when = malaysianTimeRange(attendance.shift.startsAt, attendance.shift.endsAt, language);
  return (
    <section className="staff-card">
      <h3>{when}</h3>
      {attendance.people.length === 0 ? (
        <p className="staff-people__empty">{t('staffVolunteers:activity.nobody')}</p>
      ) : (
        <StaffTable
          label={t('staffVolunteers:activity.attendanceLabel', { when })}
          columns={[
            t('staffVolunteers:activity.person'),
            t('staffVolunteers:activity.place'),
            t('staffVolunteers:activity.checkedIn'),
          ]}
        >
          {attendance.people.map((person) => (
            <tr key={person.memberId}>
              <th scope="row" data-label={t('staffVolunteers:activity.person')}>
                {person.name}
              </th>
              <td data-label={t('staffVolunteers:activity.place')}>
                {person.place === 'confirmed'
                  ? t('staffVolunteers:activity.confirmed')
                  : t('staffVolunteers:activity.waitingAt', { position: person.position })}
              </td>
              <td data-label={t('staffVolunteers:activity.checkedIn')}>
                {person.checkedIn
                  ? t('staffVolunteers:activity.present')
                  : t('staffVolunteers:activity.absent')}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}

/** An activity's shifts with their figures. */
function ShiftTable({ activity }: { activity: ManagedActivity }) {
  const { t } = useTranslation(['staffVolunteers']);
  const language = useLanguage();
  if (activity.shifts.length === 0)
    return <p className="staff-people__empty">{t('staffVolunteers:activity.noShifts')}</p>;
  return (
    <StaffTable
      label={t('staffVolunteers:activity.shiftsLabel')}
      columns={[
        t('staffVolunteers:activity.when'),
        t('staffVolunteers:activity.places'),
        t('staffVolunteers:activity.waiting'),
        t('staffVolunteers:activity.checkedIn'),
      ]}
    >
      {activity.shifts.map((shift) => (
        <tr key={shift.id}>
          <th scope="row" data-label={t('staffVolunteers:activity.when')}>
            {malaysianTimeRange(shift.startsAt, shift.endsAt, language)}
          </th>
          <td data-label={t('staffVolunteers:activity.places')}>
            {t('staffVolunteers:activity.taken', {
              taken: shift.places - shift.placesLeft,
              places: shift.places,
            })}
          </td>
          <td data-label={t('staffVolunteers:activity.waiting')}>{shift.waiting}</td>
          <td data-label={t('staffVolunteers:activity.checkedIn')}>{shift.checkedIn}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/**
 * One activity: its texts, area and status, its shifts with their figures, the form that adds one
 * shift or a week of them, and the attendance of each shift.
 */
export function ActivityDetailPage() {
  const { t } = useTranslation(['staffVolunteers', 'volunteerLabels']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const { callFailed } = useStaffSession();
  const load = useCallback(() => Promise.all([fetchActivity(id), fetchAttendance(id)]), [id]);
  const { remote, refresh, replace } = useRemote(load, callFailed);
  const activity = remote.status === 'loaded' ? remote.data[0] : undefined;
  return (
    <PeoplePage
      heading={activity ? activity.title[language] : t('staffVolunteers:activities.title')}
      lead={activity?.description[language]}
      actions={<BackLink />}
    >
      {created && (
        <p role="status" className="staff-people__done">
          {t('staffVolunteers:activityForm.created')}
        </p>
      )}
      {remote.status === 'loading' && <Loading label={t('staffVolunteers:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {remote.status === 'loaded' && activity && (
        <>
          <dl className="staff-card staff-detail">
            <dt>{t('staffVolunteers:activities.status')}</dt>
            <dd>
              <StatusBadge status={activity.status}>
                {t(`volunteerLabels:activityStatus.${activity.status}`)}
              </StatusBadge>
            </dd>
            <dt>{t('staffVolunteers:activities.area')}</dt>
            <dd>{areaName(activity.area, t('volunteerLabels:wholeState'))}</dd>
            <dt>{t('staffVolunteers:activities.venue')}</dt>
            <dd>
              {activity.online
                ? t('staffVolunteers:activities.online')
                : activity.venue?.[language]}
            </dd>
          </dl>
          <section aria-labelledby="activity-shifts-heading">
            <h2 id="activity-shifts-heading">{t('staffVolunteers:activity.shifts')}</h2>
            <ShiftTable activity={activity} />
          </section>
          <section aria-labelledby="activity-add-heading">
            <h2 id="activity-add-heading">{t('staffVolunteers:activity.addHeading')}</h2>
            <ShiftsForm
              send={async (body) => {
                const before = activity.shifts.length;
                const saved = await addShifts(activity.id, body);
                replace([saved, await fetchAttendance(activity.id)]);
                return saved.shifts.length - before;
              }}
            />
          </section>
          <section aria-labelledby="activity-attendance-heading">
            <h2 id="activity-attendance-heading">{t('staffVolunteers:activity.perShift')}</h2>
            {remote.data[1].map((attendance) => (
              <ShiftPeople key={attendance.shift.id} attendance={attendance} />
            ))}
          </section>
        </>
      )}
    </PeoplePage>
  );
}
