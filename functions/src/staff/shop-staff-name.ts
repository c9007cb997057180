import { memberOf } from '../members/members';
import type { Session } from '../members/sessions';

/** The staff member's name, as the shop's movements and order history show who acted. */
export const staffNameOf = async (session: Pick<Session, 'memberId'>): Promise<string> =>
  (await memberOf(session.memberId))?.name ?? '';
