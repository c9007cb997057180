import { apiPath, apiPaths, type MemberProfile } from '@gsk/core/api';
import { describe, expect, it } from 'vitest';
import { stackUrls } from '../support/stack-setup';
import { apiCall, memberIn, staffMember } from './volunteer-support';

/*
 * The profile says whether its member is a coordinator (`coordinator: true`), so the profile links
 * to the coordinator's section and a plain member's section asks nothing the API would refuse
 * (docs/volunteers.md, "The coordinator's section (web)"): from the appointment on, and no longer
 * once staff remove them. This file's loopback block: 127.44.200.x.
 */

const urls = await stackUrls();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.44.200.${(clients % 250) + 1}`;
};

const seats = { state: '10', parliament: 'P.106', dun: 'N.35' };

const profileOf = async (cookie: string) => {
  const answer = await apiCall(urls, nextClient(), 'GET', apiPaths.me, { cookie });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as MemberProfile;
};

describe("the profile's coordinator flag", () => {
  it('is absent for a plain member, true once appointed, and gone once removed', async () => {
    const staff = await staffMember(urls);
    const member = await memberIn(urls, seats, 'Rahman bin Yusof');
    expect(await profileOf(member.cookie)).not.toHaveProperty('coordinator');

    const appointed = await apiCall(urls, nextClient(), 'POST', apiPaths.staffCoordinators, {
      body: { mobile: member.mobile, areas: [{ state: '10', parliament: 'P.106' }] },
      cookie: staff.cookie,
    });
    expect(appointed.status, appointed.text).toBe(201);
    expect((await profileOf(member.cookie)).coordinator).toBe(true);
    const self = await apiCall(urls, nextClient(), 'GET', apiPaths.coordinatorSelf, {
      cookie: member.cookie,
    });
    expect(self.status).toBe(200);

    const removed = await apiCall(
      urls,
      nextClient(),
      'DELETE',
      apiPath(apiPaths.staffCoordinator, { id: member.memberId }),
      { cookie: staff.cookie },
    );
    expect(removed.status, removed.text).toBe(200);
    expect(await profileOf(member.cookie)).not.toHaveProperty('coordinator');
  });
});
