import {
  apiPath,
  coordinatorApiPaths,
  type AreaVolunteer,
  type CoordinatorSelf,
  type ManagedActivity,
  type ShiftAttendance,
  type ShiftMessageResult,
} from '@gsk/core/api';
import type {
  ActivityValues,
  AttendanceValues,
  ShiftMessageValues,
  ShiftValues,
  ShiftWeekValues,
} from '@gsk/core/volunteers';
import { apiJson, callApi, type ApiCall } from '../../../lib/api-client';

/*
 * The coordinator's calls (core/src/api/coordinator-paths.ts): the site's own `/api` with the
 * member's session cookie. Every one answers 401 signed out, 403 for a member who is not (or no
 * longer) a coordinator and for anything outside their areas.
 */

const timeoutMs = 30_000;

const get: ApiCall = { method: 'GET', credentials: 'same-origin', timeoutMs, cache: 'no-store' };
const post = (json: unknown): ApiCall => ({
  method: 'POST',
  json,
  credentials: 'same-origin',
  timeoutMs,
});

/** The member's areas and whether they are trusted (403: not a coordinator). */
export const fetchCoordinatorSelf = () =>
  apiJson<CoordinatorSelf>(coordinatorApiPaths.coordinatorSelf, get);

/** The volunteers of the coordinator's areas, contact details only where each consented. */
export const fetchAreaVolunteers = async (): Promise<AreaVolunteer[]> =>
  (await apiJson<{ volunteers: AreaVolunteer[] }>(coordinatorApiPaths.coordinatorVolunteers, get))
    .volunteers;

/** The activities of the coordinator's areas, every status, with their shifts' figures. */
export const fetchManagedActivities = async (): Promise<ManagedActivity[]> =>
  (await apiJson<{ activities: ManagedActivity[] }>(coordinatorApiPaths.coordinatorActivities, get))
    .activities;

/** Proposes an activity in one of the coordinator's areas; answers it as stored. */
export const proposeActivity = (values: ActivityValues) =>
  apiJson<ManagedActivity>(coordinatorApiPaths.coordinatorActivities, post(values));

/** What the shift form sends: one shift, or a week of them. */
export type ShiftsBody = ShiftValues | { week: ShiftWeekValues };

/** Adds one shift or a week of shifts to an activity of the coordinator's areas. */
export const addShifts = async (activityId: string, body: ShiftsBody) => {
  await callApi(
    apiPath(coordinatorApiPaths.coordinatorActivityShifts, { id: activityId }),
    post(body),
  );
};

const shiftPath = (
  path:
    | typeof coordinatorApiPaths.coordinatorAttendance
    | typeof coordinatorApiPaths.coordinatorShiftMessages,
  activityId: string,
  shiftId: string,
) => apiPath(path, { id: activityId, shiftId });

/** One shift and its people, for check-in at the door. */
export const fetchAttendance = (activityId: string, shiftId: string) =>
  apiJson<ShiftAttendance>(
    shiftPath(coordinatorApiPaths.coordinatorAttendance, activityId, shiftId),
    get,
  );

/** Checks one person in (or undoes it); answers the shift's people as recorded now. */
export const recordAttendance = (activityId: string, shiftId: string, values: AttendanceValues) =>
  apiJson<ShiftAttendance>(
    shiftPath(coordinatorApiPaths.coordinatorAttendance, activityId, shiftId),
    post(values),
  );

/** Texts the shift's volunteers (limited per day); answers how many and the texts left today. */
export const sendShiftMessage = (activityId: string, shiftId: string, values: ShiftMessageValues) =>
  apiJson<ShiftMessageResult>(
    shiftPath(coordinatorApiPaths.coordinatorShiftMessages, activityId, shiftId),
    post(values),
  );
