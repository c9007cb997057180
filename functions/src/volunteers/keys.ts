/*
 * The keys of the volunteers' items in the members table (docs/volunteers.md, "The model"), in
 * one place for every module that reads or writes them.
 */

/** A member's volunteer details. */
export const volunteerKey = (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'VOLUNTEER' });

/** A member's appointment as coordinator (read on every coordinator request). */
export const coordinatorKey = (memberId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: 'COORDINATOR',
});

/** The partition of the coordinators' list (staff's list and the map). */
export const coordinatorsPk = 'COORDINATORS';

/** A coordinator's row in that list. */
export const coordinatorRowKey = (memberId: string) => ({
  pk: coordinatorsPk,
  sk: `MEMBER#${memberId}`,
});

/** The partition of every activity. */
export const activitiesPk = 'ACTIVITIES';

/** An activity's item. */
export const activityKey = (id: string) => ({ pk: activitiesPk, sk: `ACTIVITY#${id}` });

/** A shift of an activity. */
export const shiftKey = (activityId: string, shiftId: string) => ({
  pk: `ACTIVITY#${activityId}`,
  sk: `SHIFT#${shiftId}`,
});

/** A member's place (or waiting place) on a shift. */
export const placeKey = (shiftId: string, memberId: string) => ({
  pk: `SHIFT#${shiftId}`,
  sk: `PLACE#${memberId}`,
});

/** A coordinator's count of texts on a Malaysian day (`YYYY-MM-DD`). */
export const textsCountKey = (memberId: string, day: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `TEXTS#${day}`,
});

/** Ids of activities and shifts are UUIDs; anything else in a path names none. */
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path's id can name an activity, a shift or a member. */
export const isId = (id: unknown): id is string => typeof id === 'string' && idPattern.test(id);
