import {
  apiPath,
  staffApiPaths,
  type ActivityAttendance,
  type Area,
  type CoordinatorList,
  type CoordinatorRow,
  type ManagedActivity,
  type ManagedActivityList,
  type MapFigures,
  type StaffVolunteerList,
} from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import type {
  ActivityValues,
  CoordinatorValues,
  ShiftValues,
  ShiftWeekValues,
} from '@gsk/core/volunteers';
import { apiJson, callApi } from '../../../../lib/api-client';
import { withQuery } from '../../api/staff-api';
import type { ListPage } from '../../hooks/use-paged-list';

/*
 * The console's volunteers, coordinators, activities and map (core/src/api/staff-paths.ts; answers
 * in core/src/api/volunteers.ts).
 */

const get = <T>(path: string) => apiJson<T>(path, { method: 'GET', cache: 'no-store' });
const post = <T>(path: string, json: unknown) => apiJson<T>(path, { method: 'POST', json });

/** The volunteers list's filters, as its query names them (empty: any). */
export interface VolunteerFilter {
  state: string;
  parliament: string;
  skill: string;
  availability: string;
}

/** A page of volunteers matching the filter, with how many match in all. */
export const fetchVolunteers = async (
  filter: VolunteerFilter,
  cursor?: string,
): Promise<ListPage<StaffVolunteerList['volunteers'][number]> & { total: number }> => {
  const page = await get<StaffVolunteerList>(
    withQuery(staffApiPaths.staffVolunteers, { ...filter, cursor }),
  );
  return { rows: page.volunteers, nextCursor: page.cursor ?? undefined, total: page.total };
};

/** Where the CSV of the volunteers matching the filter downloads from, in the console's language. */
export const volunteersExportHref = (filter: VolunteerFilter, language: Language) =>
  withQuery(staffApiPaths.staffVolunteersExport, { ...filter, language });

export const fetchCoordinators = () =>
  get<CoordinatorList>(staffApiPaths.staffCoordinators).then((answer) => answer.coordinators);

/** Appoints the member with this mobile number coordinator of the areas. */
export const appointCoordinator = (values: CoordinatorValues) =>
  post<CoordinatorRow>(staffApiPaths.staffCoordinators, values);

/** Changes a coordinator's areas or trust. */
export const updateCoordinator = (id: string, change: { areas: Area[]; trusted: boolean }) =>
  post<CoordinatorRow>(apiPath(staffApiPaths.staffCoordinator, { id }), change);

/** Removes a coordinator: their access ends at their next request. */
export const removeCoordinator = async (id: string) => {
  await callApi(apiPath(staffApiPaths.staffCoordinator, { id }), { method: 'DELETE' });
};

/** Every activity, proposed ones included. */
export const fetchActivities = () =>
  get<ManagedActivityList>(staffApiPaths.staffActivities).then((answer) => answer.activities);

export const fetchActivity = (id: string) =>
  get<ManagedActivity>(apiPath(staffApiPaths.staffActivity, { id }));

/** Creates an activity (published at once: staff's own). */
export const createActivity = (values: ActivityValues) =>
  post<ManagedActivity>(staffApiPaths.staffActivities, values);

/** Approves (publishes) or refuses a proposed activity. */
export const decideActivity = (id: string, approve: boolean) =>
  post<ManagedActivity>(apiPath(staffApiPaths.staffActivityApproval, { id }), {
    approved: approve,
  });

/** What adding shifts sends: one shift's fields, or a week of them. */
export type ShiftsBody = ShiftValues | { week: ShiftWeekValues };

/** Adds one shift or a week of shifts; answers the activity with every shift. */
export const addShifts = (id: string, body: ShiftsBody) =>
  post<ManagedActivity>(apiPath(staffApiPaths.staffActivityShifts, { id }), body);

/** The people of every shift of an activity, for its attendance. */
export const fetchAttendance = (id: string) =>
  get<ActivityAttendance>(apiPath(staffApiPaths.staffActivityAttendance, { id })).then(
    (answer) => answer.shifts,
  );

export const fetchMapFigures = () => get<MapFigures>(staffApiPaths.staffMap);

/** Where the map's figures download as CSV, in the console's language. */
export const mapExportHref = (language: Language) =>
  withQuery(staffApiPaths.staffMapExport, { language });
