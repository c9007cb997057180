import { changePasswordSchema } from '@gsk/core/account';
import { AppError, badRequest } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows, refundWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { noContent, withCookies } from '../lib/responses';
import { memberOf, sessionTtlOf, setPasswordHash } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { requireSession, revokeSessions, startSession } from './sessions';

/**
 * `POST /api/account/password` (signed in; core's changePasswordSchema, so the new password
 * differs from the old): a wrong current password is a 400 on its field and counts as a wrong
 * password toward the sign-in limits (a stolen session cannot guess it freely). Success stores
 * the new hash, ends every session of the member, this one too, and starts a new one of the same
 * role for this browser (a staff session stays one, a member's never becomes one): 204 with its
 * cookie.
 */
export const handler = httpHandler({ body: changePasswordSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  const member = await memberOf(session.memberId);
  if (!member) throw new AppError('unauthenticated', 401);
  await enforceWindows(accountLimitRules.passwordFailures, event, member.mobile);
  const check = await verifyPassword(body.currentPassword, member.passwordHash);
  if (!check.ok) {
    throw badRequest('validation', { currentPassword: 'account.currentPassword.wrong' });
  }
  await refundWindows(accountLimitRules.passwordFailures, event, member.mobile);
  await setPasswordHash(member.id, await hashPassword(body.newPassword));
  await revokeSessions(member.id);
  logger.info('account.password_changed', { memberId: member.id });
  return withCookies(
    noContent(),
    await startSession(member.id, session.role, sessionTtlOf(session.role)),
  );
});
