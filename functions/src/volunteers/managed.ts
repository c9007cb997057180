import type { ActivityAttendance, Area, ManagedActivity } from '@gsk/core/api';
import { allActivities, shiftsOf, toManagedActivity } from './activities';
import type { StoredActivity } from './activities';
import { checkedInCounts, shiftAttendance } from './shift-people';

/*
 * Activities as staff and coordinators manage them: every status, every shift with its figures
 * and check-ins counted.
 */

/** One activity with its shifts as staff and coordinators see it. */
export async function managedActivity(
  activity: StoredActivity,
  now = new Date(),
): Promise<ManagedActivity> {
  const shifts = await shiftsOf(activity.id);
  return toManagedActivity(activity, shifts, await checkedInCounts(shifts), now);
}

/** When an activity's first shift starts (never, sorting last, when it has none). */
const firstStart = (activity: ManagedActivity) =>
  activity.shifts.length > 0 ? Date.parse(activity.shifts[0]?.startsAt ?? '') : Infinity;

/**
 * Every activity (those `where` accepts), proposals first (staff's to decide), then by first
 * shift, then newest.
 */
export async function managedActivities(
  where: (area: Area) => boolean = () => true,
  now = new Date(),
): Promise<ManagedActivity[]> {
  const activities = (await allActivities()).filter((activity) => where(activity.area));
  const managed = await Promise.all(activities.map((activity) => managedActivity(activity, now)));
  return managed.sort(
    (a, b) =>
      Number(b.status === 'proposed') - Number(a.status === 'proposed') ||
      firstStart(a) - firstStart(b) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** An activity with every shift's people, for staff's attendance. */
export async function activityAttendance(
  activity: StoredActivity,
  now = new Date(),
): Promise<ActivityAttendance> {
  const shifts = await shiftsOf(activity.id);
  return {
    activity: toManagedActivity(activity, shifts, await checkedInCounts(shifts), now),
    shifts: await Promise.all(shifts.map((shift) => shiftAttendance(activity, shift, now))),
  };
}
