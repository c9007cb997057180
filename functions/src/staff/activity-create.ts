import type { ManagedActivity } from '@gsk/core/api';
import { activitySchema } from '@gsk/core/volunteers';
import { created } from '../lib/responses';
import { checkArea, createActivity } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { recordActivityWrite } from './activity-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/activities` (staff only; core's activitySchema, the area checked against the
 * electoral table): a new activity, published at once (shifts are added next). Recorded; 201
 * ManagedActivity; a bad body is 400 `validation` and nothing is stored.
 */
export const handler = staffHandler({ body: activitySchema }, async ({ body, session }) => {
  checkArea(body.area, 'area');
  const activity = await createActivity(body, 'published', null);
  await recordActivityWrite(session, activity);
  return created((await managedActivity(activity)) satisfies ManagedActivity);
});
