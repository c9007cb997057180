import type { MemberProfile } from '@gsk/core/api';

/** A signed-in member as `GET /api/account/me` answers for the members' pages' tests. */
export const member: MemberProfile = {
  id: 'm1',
  name: 'Siti Aminah binti Ali',
  maskedMobile: '•••••••6789',
  state: '1',
  parliament: 'P.140',
  dun: 'N.02',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [],
};
