import { AppError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { memberOf, profileOf } from './members';
import { requireSession } from './sessions';

/**
 * `GET /api/account/me`: the signed-in member's own profile with their registrations (200
 * MemberProfile), or 401 `unauthenticated`: nothing about a member without their session.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const member = await memberOf(session.memberId);
  if (!member) throw new AppError('unauthenticated', 401);
  return ok(await profileOf(member));
});
