import type { ManagedActivity } from '@gsk/core/api';
import { activityUpdateSchema } from '@gsk/core/volunteers';
import { ok } from '../lib/responses';
import { checkArea, updateActivity } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { recordActivityUpdate } from './activity-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/activities/{id}` (staff only; core's activityUpdateSchema): replaces the
 * activity's texts, enterprise, area, venue and skills, and cancels it with `status: 'cancelled'`
 * (its shifts then close). 404 `activity_not_found`; a bad body is 400 `validation` and nothing
 * changes. Recorded; 200 ManagedActivity.
 */
export const handler = staffHandler(
  { body: activityUpdateSchema },
  async ({ body, event, session }) => {
    checkArea(body.area, 'area');
    const { status, ...values } = body;
    const { before, activity } = await updateActivity(
      event.pathParameters?.id ?? '',
      values,
      status === 'cancelled',
    );
    await recordActivityUpdate(session, before, activity);
    return ok((await managedActivity(activity)) satisfies ManagedActivity);
  },
);
