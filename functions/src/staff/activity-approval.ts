import type { ManagedActivity } from '@gsk/core/api';
import { activityApprovalSchema } from '@gsk/core/volunteers';
import { ok } from '../lib/responses';
import { decideProposal } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { recordApproval } from './activity-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/activities/{id}/approval` (staff only; `{ approved }`, core's
 * activityApprovalSchema): a coordinator's proposed activity published (the public sees it at
 * once) or refused, once: 409 `activity_not_proposed` when it is no longer a proposal, 404
 * `activity_not_found`. Recorded; 200 ManagedActivity.
 */
export const handler = staffHandler(
  { body: activityApprovalSchema },
  async ({ body, event, session }) => {
    const { activity } = await decideProposal(event.pathParameters?.id ?? '', body.approved);
    await recordApproval(session, activity);
    return ok((await managedActivity(activity)) satisfies ManagedActivity);
  },
);
