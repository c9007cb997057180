import { profileSchema } from '@gsk/core/account/profile';
import { AppError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { ok } from '../lib/responses';
import { profileOf, updateDetails } from './members';
import { requireSession } from './sessions';

/**
 * `POST /api/account/profile` (signed in; core's profileSchema): the member changes their name,
 * voting state, parliamentary and state seats, language, and adds, changes or removes an email.
 * 200 with the profile as stored (MemberProfile); a field that fails the schema is a 400 on it and
 * changes nothing; 401 `unauthenticated` without a session. The mobile number, the password and
 * the role are never changed here.
 */
export const handler = httpHandler({ body: profileSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  const member = await updateDetails(session.memberId, body);
  if (!member) throw new AppError('unauthenticated', 401);
  logger.info('account.profile_updated', { memberId: member.id });
  return ok(await profileOf(member));
});
