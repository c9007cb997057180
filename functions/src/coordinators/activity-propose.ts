import { activitySchema } from '@gsk/core/volunteers';
import { created } from '../lib/responses';
import { memberOf } from '../members/members';
import { recordActivityWrite } from '../staff/activity-audit';
import { checkArea, createActivity } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { coordinatorHandler } from './coordinator-handler';
import { requireInScope } from './scope';

/**
 * `POST /api/coordinator/activities` (a coordinator; core's activitySchema): proposes an activity
 * in one of their areas (an area elsewhere is 403, an unknown one 400 `validation`). It is
 * `proposed`, for staff to approve before the public sees it, or `published` at once when the
 * coordinator is trusted. Recorded in the audit trail; 201 ManagedActivity.
 */
export const handler = coordinatorHandler(
  { body: activitySchema },
  async ({ body, session, appointment }) => {
    checkArea(body.area, 'area');
    requireInScope(body.area, appointment);
    const member = await memberOf(session.memberId);
    const activity = await createActivity(body, appointment.trusted ? 'published' : 'proposed', {
      memberId: session.memberId,
      name: member?.name ?? '',
    });
    await recordActivityWrite(session, activity);
    return created(await managedActivity(activity));
  },
);
