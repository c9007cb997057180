import {
  apiPath,
  siteApiPaths,
  type ActivityList,
  type PlaceResult,
  type PublicActivity,
  type VolunteerCounts,
  type VolunteerDetails,
} from '@gsk/core/api';
import type { VolunteerValues } from '@gsk/core/volunteers';
import { apiJson } from '../../../lib/api-client';

/** Makes the signed-in member a volunteer, or changes their details; answers what was stored. */
export const saveVolunteer = (values: VolunteerValues) =>
  apiJson<VolunteerDetails>(siteApiPaths.volunteer, {
    method: 'PUT',
    json: values,
    credentials: 'same-origin',
  }).then((answer) => answer?.volunteer ?? null);

/** Withdraws the signed-in member as a volunteer (their details deleted). */
export const withdrawVolunteer = () =>
  apiJson<unknown>(siteApiPaths.volunteer, { method: 'DELETE', credentials: 'same-origin' });

/** Upcoming published activities in a state, soonest shift first. */
export const fetchActivities = (state: string): Promise<PublicActivity[]> =>
  apiJson<ActivityList | undefined>(
    `${siteApiPaths.activities}?${new URLSearchParams({ state }).toString()}`,
    { method: 'GET' },
  ).then((answer) => (Array.isArray(answer?.activities) ? answer.activities : []));

/** One published activity with its upcoming shifts. */
export const fetchActivity = (id: string, cache?: RequestCache) =>
  apiJson<PublicActivity>(apiPath(siteApiPaths.activity, { id }), { method: 'GET', cache });

/** Volunteers per state: aggregates, `null` below the public minimum. */
export const fetchVolunteerCounts = () =>
  apiJson<VolunteerCounts>(siteApiPaths.volunteerCounts, { method: 'GET' });

/** Signs the member up for a shift, or onto its waiting list (`waitingList`, when it is full). */
export const signUpForShift = (id: string, shiftId: string, waitingList: boolean) =>
  apiJson<PlaceResult>(apiPath(siteApiPaths.shiftSignups, { id, shiftId }), {
    method: 'POST',
    json: waitingList ? { waitingList: true } : {},
    credentials: 'same-origin',
  });
