import type { AccountClosed } from '@gsk/core/privacy/closure';
import { closeAccountSchema } from '@gsk/core/privacy/closure';
import { badRequest, conflict } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, closureLimitRules, enforceWindows, refundWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { ok, withCookies } from '../lib/responses';
import { memberOf } from '../members/members';
import { verifyPassword } from '../members/passwords';
import { clearedSessionCookie, requireSession, revokeSessions } from '../members/sessions';
import { closeAccount, closureRefusal, noCounts } from './erasure';

/**
 * `POST /api/account/close` (signed in; core's closeAccountSchema: the current password and a
 * ticked confirmation). A wrong password is a 400 on its field and counts toward the sign-in's
 * limits, as a password change's does; an unsettled payment or an undelivered order is a 409
 * saying which (nothing written). Otherwise the account is closed (erasure.ts), every session
 * of the member ends, and the answer clears this browser's cookie: 200 with what was done.
 * A session whose profile is gone is a closure that crashed after its last write: its sessions
 * are ended and the answer is the same (nothing is left that a password would protect).
 */
export const handler = httpHandler({ body: closeAccountSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  await enforceWindows(closureLimitRules.closures, event, undefined, session.memberId);
  const member = await memberOf(session.memberId);
  if (!member) {
    await revokeSessions(session.memberId);
    const closed: AccountClosed = { status: 'closed', counts: noCounts() };
    return withCookies(ok(closed), clearedSessionCookie());
  }
  await enforceWindows(accountLimitRules.passwordFailures, event, member.mobile);
  const check = await verifyPassword(body.password, member.passwordHash);
  if (!check.ok) throw badRequest('validation', { password: 'account.currentPassword.wrong' });
  await refundWindows(accountLimitRules.passwordFailures, event, member.mobile);
  const refusal = await closureRefusal(member);
  if (refusal) throw conflict(refusal);
  const counts = await closeAccount(member);
  await revokeSessions(member.id);
  logger.info('account.closed', { memberId: member.id, ...counts });
  const closed: AccountClosed = { status: 'closed', counts };
  return withCookies(ok(closed), clearedSessionCookie());
});
