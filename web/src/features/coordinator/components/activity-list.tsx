import type { ManagedActivity } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useCoordinator } from './coordinator-access';
import { ShiftFormIsland } from './coordinator-islands';

/** The address of a shift's door: attendance and texts. */
export const shiftDoorPath = (activityId: string, shiftId: string) =>
  `${paths.coordinator}?${new URLSearchParams({ activity: activityId, shift: shiftId }).toString()}`;

/** One shift's figures, and its door. */
function ShiftRow({
  activity,
  shift,
}: {
  activity: ManagedActivity;
  shift: ManagedActivity['shifts'][number];
}) {
  const { t } = useTranslation(['coordinator']);
  const language = useLanguage();
  const time = malaysianTimeRange(shift.startsAt, shift.endsAt, language);
  return (
    <li className="coordinator__shift">
      <p className="coordinator__shift-time">{time}</p>
      <p className="coordinator__figures">
        <span className={`coordinator__state coordinator__state--${shift.state}`}>
          {t(`coordinator:activities.state.${shift.state}`)}
        </span>{' '}
        <span>
          {t('coordinator:activities.places', {
            taken: shift.places - shift.placesLeft,
            places: shift.places,
          })}
        </span>
        {shift.waiting > 0 && (
          <span> · {t('coordinator:activities.waiting', { count: shift.waiting })}</span>
        )}
        <span> · {t('coordinator:activities.checkedIn', { count: shift.checkedIn })}</span>
      </p>
      <Link
        to={shiftDoorPath(activity.id, shift.id)}
        className="button button--primary coordinator__door"
        aria-label={t('coordinator:activities.attendanceOf', { time })}
      >
        {t('coordinator:activities.attendance')}
      </Link>
    </li>
  );
}

/** One activity: its status, place and shifts, and adding shifts to it. */
function ActivityCard({
  activity,
  onShiftsAdded,
}: {
  activity: ManagedActivity;
  onShiftsAdded: () => void;
}) {
  const { t } = useTranslation(['coordinator', 'volunteerLabels']);
  const language = useLanguage();
  const { areaName } = useCoordinator();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const title = activity.title[language];
  return (
    <li className="coordinator__card">
      <h3>{title}</h3>
      <p>
        <span className={`coordinator__status coordinator__status--${activity.status}`}>
          {t(`volunteerLabels:activityStatus.${activity.status}`)}
        </span>
      </p>
      <dl className="coordinator__facts">
        <dt>{t('coordinator:activities.area')}</dt>
        <dd>{areaName(activity.area)}</dd>
        <dt>{t('coordinator:activities.venue')}</dt>
        <dd>
          {activity.online || !activity.venue
            ? t('coordinator:activities.online')
            : activity.venue[language]}
        </dd>
      </dl>
      {activity.proposedBy && (
        <p className="coordinator__muted">
          {t('coordinator:activities.proposedBy', { name: activity.proposedBy.name })}
        </p>
      )}
      <h4>{t('coordinator:activities.shifts')}</h4>
      {activity.shifts.length === 0 ? (
        <p>{t('coordinator:activities.noShifts')}</p>
      ) : (
        <ul className="coordinator__shifts">
          {activity.shifts.map((shift) => (
            <ShiftRow key={shift.id} activity={activity} shift={shift} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={adding}
        onClick={() => {
          setAdding(!adding);
          setAdded('');
        }}
      >
        {adding ? t('coordinator:activities.closeShiftForm') : t('coordinator:activities.addShift')}
      </button>
      {adding && (
        <ShiftFormIsland
          activityId={activity.id}
          title={title}
          onAdded={(count) => {
            setAdding(false);
            setAdded(t('coordinator:shiftForm.added', { count }));
            onShiftsAdded();
          }}
        />
      )}
      <p role="status" className="coordinator__done">
        {added}
      </p>
    </li>
  );
}

/** The activities of the coordinator's areas, every status, with their shifts' figures. */
export function ActivityList({
  activities,
  onShiftsAdded,
}: {
  activities: ManagedActivity[];
  onShiftsAdded: () => void;
}) {
  const { t } = useTranslation(['coordinator']);
  if (activities.length === 0) return <p>{t('coordinator:activities.none')}</p>;
  return (
    <ul className="coordinator__cards">
      {activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} onShiftsAdded={onShiftsAdded} />
      ))}
    </ul>
  );
}
