import type { StaffActor } from '@gsk/core/api';
import { memberOf } from '../members/members';
import type { Session } from '../members/sessions';

/** The staff member of a session as notes and handled marks name them: id and name now. */
export const staffActorOf = async (session: Pick<Session, 'memberId'>): Promise<StaffActor> => ({
  memberId: session.memberId,
  name: (await memberOf(session.memberId))?.name ?? '',
});
