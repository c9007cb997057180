import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { ownDonations } from './donor-record';
import { ownMember } from './own-member';

/**
 * `GET /api/account/donations` (signed in): the member's donations, those made while signed in
 * and those given with their verified mobile number, newest first, with the years a statement
 * exists for (`OwnDonations`); 401 `unauthenticated` without a session.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const { member } = await ownMember(event);
  return ok(await ownDonations(member.mobile));
});
