import type { StaffSession } from '@gsk/core/api';
import { memberOf } from '../members/members';
import { ok } from '../lib/responses';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/session` (staff only): who is signed in to the console and when their staff
 * session ends (StaffSession), so the console can say so and sign out in time.
 */
export const handler = staffHandler({}, async ({ session }) => {
  const member = await memberOf(session.memberId);
  const answer: StaffSession = {
    memberId: session.memberId,
    name: member?.name ?? '',
    expiresAt: new Date(session.expiresAt * 1000).toISOString(),
  };
  return ok(answer);
});
