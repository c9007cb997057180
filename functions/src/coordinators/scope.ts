import type { Area } from '@gsk/core/api';
import { forbidden } from '../lib/errors';
import { getActivity, requireShift } from '../volunteers/activities';
import type { StoredActivity, StoredShift } from '../volunteers/activities';
import type { Appointment } from './coordinators';
import { inAreas } from './coordinators';

/*
 * A coordinator's scope (docs/volunteers.md, "What a coordinator can and cannot see"): every
 * coordinator route checks that what it names lies within the appointment's areas, and answers
 * 403 `forbidden` otherwise. An activity outside them and an unknown one get the same 403, so a
 * coordinator learns nothing of activities elsewhere; inside their areas an unknown shift is a 404.
 */

/** 403 unless `area` lies within the coordinator's areas. */
export function requireInScope(area: Area, appointment: Appointment): void {
  if (!inAreas(area, appointment.areas)) throw forbidden('forbidden');
}

/** The activity the path names, when it lies within the coordinator's areas; 403 otherwise. */
export async function scopedActivity(
  id: string | undefined,
  appointment: Appointment,
): Promise<StoredActivity> {
  const activity = await getActivity(id ?? '');
  if (!activity || !inAreas(activity.area, appointment.areas)) throw forbidden('forbidden');
  return activity;
}

/** The activity and shift the path names (403 outside the areas, 404 for an unknown shift). */
export async function scopedShift(
  path: Record<string, string | undefined> | undefined,
  appointment: Appointment,
): Promise<{ activity: StoredActivity; shift: StoredShift }> {
  const activity = await scopedActivity(path?.id, appointment);
  return { activity, shift: await requireShift(activity.id, path?.shiftId ?? '') };
}
