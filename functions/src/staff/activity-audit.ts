import { malaysianTimestamp } from '@gsk/core/i18n/date-time';
import type { Session } from '../members/sessions';
import { activityFields } from '../volunteers/activities';
import type { StoredActivity, StoredShift } from '../volunteers/activities';
import { recordStaffAction } from './audit';

/*
 * The audit trail of writes to volunteer activities, by staff and by coordinators (their proposals
 * and shifts are recorded in the same trail, the actor being the coordinator): `activity.created`
 * (published at once) or `activity.proposed`, `activity.updated` (with the fields changed),
 * `activity.cancelled`, `activity.approved` or `activity.refused`, `activity.shifts_added`.
 */

const subjectOf = (activity: StoredActivity) => ({
  type: 'activity',
  id: activity.id,
  title: activity.title,
});

const areaOf = (activity: StoredActivity) =>
  activity.area.parliament
    ? `${activity.area.state}/${activity.area.parliament}`
    : activity.area.state;

/** Records a new activity: published at once, or proposed for approval. */
export async function recordActivityWrite(
  session: Pick<Session, 'memberId'>,
  activity: StoredActivity,
): Promise<void> {
  await recordStaffAction(
    session,
    activity.status === 'proposed' ? 'activity.proposed' : 'activity.created',
    subjectOf(activity),
    { status: activity.status, area: areaOf(activity) },
  );
}

/** Records staff's change of an activity (and its cancellation, when it was one). */
export async function recordActivityUpdate(
  session: Pick<Session, 'memberId'>,
  before: StoredActivity,
  activity: StoredActivity,
): Promise<void> {
  const changed = activityFields.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(activity[field]),
  );
  await recordStaffAction(session, 'activity.updated', subjectOf(activity), {
    changed: changed.join(','),
    status: activity.status,
  });
  if (before.status !== 'cancelled' && activity.status === 'cancelled') {
    await recordStaffAction(session, 'activity.cancelled', subjectOf(activity), {
      from: before.status,
    });
  }
}

/** Records staff's decision on a proposal. */
export async function recordApproval(
  session: Pick<Session, 'memberId'>,
  activity: StoredActivity,
): Promise<void> {
  await recordStaffAction(
    session,
    activity.status === 'published' ? 'activity.approved' : 'activity.refused',
    subjectOf(activity),
    activity.proposedBy ? { proposedBy: activity.proposedBy.memberId } : undefined,
  );
}

/** Records shifts added to an activity: how many, the first and the last (Malaysia time). */
export async function recordShiftsAdded(
  session: Pick<Session, 'memberId'>,
  activity: StoredActivity,
  shifts: StoredShift[],
): Promise<void> {
  await recordStaffAction(session, 'activity.shifts_added', subjectOf(activity), {
    shifts: shifts.length,
    first: malaysianTimestamp(shifts[0]?.startsAt),
    last: malaysianTimestamp(shifts[shifts.length - 1]?.startsAt),
    places: shifts[0]?.places ?? 0,
  });
}
