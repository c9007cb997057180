import type { StaffVolunteerList } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { staffHandler } from './staff-handler';
import { volunteerFilter, volunteerPage } from './volunteers';

/**
 * `GET /api/staff/volunteers?state=&parliament=&skill=&availability=&cursor=` (staff only): a page
 * of the volunteers the filter finds, by state, seat and DUN, with their contacts and consents,
 * and how many it finds in all (StaffVolunteerList). An unknown filter value is 400 `validation`,
 * a cursor of no page 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(
    (await volunteerPage(
      volunteerFilter(event),
      event.queryStringParameters?.cursor,
    )) satisfies StaffVolunteerList,
  ),
);
