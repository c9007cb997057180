import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { MemberProfile, OtpChallenge, StaffAuditPage } from '@gsk/core/api';
import {
  ACCOUNT_OTP_MAX_ATTEMPTS,
  ACCOUNT_OTP_TTL_SECONDS,
  MEMBER_SESSION_TTL_SECONDS,
  STAFF_SESSION_TTL_SECONDS,
} from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { routes } from '../../infra/routes';
import {
  accountTestTimeout,
  ageChallenge,
  call,
  expireSession,
  sessionRow,
  smsCount,
  urls,
  wrongCode,
} from './account-support';
import { sessionCookieOf, signUpMember, uniqueMobile } from './member-client';
import { waitForCode } from './sms-client';
import {
  firstFactor as firstFactorFrom,
  newStaff as newStaffFrom,
  signedInStaff as signedInStaffFrom,
  staffCommand,
  staffSignIn as staffSignInFrom,
  verifyStaffSignIn,
} from './staff-client';

/*
 * The staff sign-in and the role checks (issue 18): staff are members made staff by
 * `npm run staff -- add` (run here as a user would, against the test stack's DynamoDB); their
 * sign-in needs the password and a texted code, gives a session shorter than a member's, and is
 * recorded in the audit trail; every staff route refuses the signed-out (401) and members (403).
 * Each call comes from its own loopback address (127.34.x), so the per-address limits never
 * mix with another file's.
 */

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.34.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** A member made staff by `npm run staff -- add` (staff-client.ts). */
const newStaff = () => newStaffFrom(nextVisitor);

const staffSignIn = (mobile: string, password: string, from = nextVisitor()) =>
  staffSignInFrom(mobile, password, from);

const verify = (challengeId: string, code: string, from = nextVisitor()) =>
  verifyStaffSignIn(challengeId, code, from);

/** The first factor: answers the challenge and its texted code. */
const firstFactor = (mobile: string, password: string) =>
  firstFactorFrom(mobile, password, nextVisitor());

/** A whole staff sign-in: the staff session's cookie and the answer. */
const signedInStaff = (mobile: string, password: string) =>
  signedInStaffFrom(mobile, password, nextVisitor);

/** Every route under /api/staff but the sign-in, with its parameters filled in. */
const staffRoutes = Object.keys(routes)
  .map((key) => key.split(' ') as ['GET' | 'POST', string])
  .filter(([, path]) => path.startsWith('/api/staff/') && !path.startsWith(apiPaths.staffSignIn))
  .map(([method, path]) => ({ method, path: path.replace(/\{\w+\}/g, 'some-id') }));

const staffCall = (route: (typeof staffRoutes)[number], cookie?: string) =>
  call(route.path, nextVisitor(), {
    method: route.method,
    ...(route.method === 'POST' && { body: {} }),
    ...(cookie && { cookie }),
  });

const audit = (cookie: string, cursor?: string) =>
  call(`${apiPath(apiPaths.staffAudit)}${cursor ? `?cursor=${cursor}` : ''}`, nextVisitor(), {
    method: 'GET',
    cookie,
  });

const invalidCredentials = { error: { code: 'invalid_credentials' } };

describe('role checks on every staff route', { timeout: accountTestTimeout }, () => {
  it('has staff routes to check', () => {
    expect(staffRoutes.map(({ path }) => path)).toContain(apiPaths.staffAudit);
  });

  it("answers the signed-out 401, a member 403 with nothing else, staff the route's own answer", async () => {
    const member = await signUpMember(urls, nextVisitor());
    const staff = await newStaff();
    const { cookie } = await signedInStaff(staff.mobile, staff.password);
    for (const route of staffRoutes) {
      const signedOut = await staffCall(route);
      expect(signedOut.status, route.path).toBe(401);
      expect(signedOut.json).toEqual({ error: { code: 'unauthenticated' } });
      const asMember = await staffCall(route, member.cookie);
      expect(asMember.status, route.path).toBe(403);
      expect(asMember.json).toEqual({ error: { code: 'forbidden' } });
      // Staff get past the role check to the route itself: a list answers 200, an unknown
      // `some-id` 404 and an empty body 400, never 401, 403 or a server error.
      const asStaff = await staffCall(route, cookie);
      expect(asStaff.status, `${route.method} ${route.path}: ${asStaff.text}`).toBeLessThan(500);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(asStaff.status);
      if (route.method === 'GET' && !route.path.includes('some-id'))
        expect(asStaff.status, `${route.path}: ${asStaff.text}`).toBe(200);
    }
  });

  it("gives staff signing in on the members' sign-in a member's session only", async () => {
    const staff = await newStaff();
    const answer = await call(apiPaths.signIn, nextVisitor(), {
      body: { mobile: staff.mobile, password: staff.password },
    });
    expect(answer.status, answer.text).toBe(200);
    const cookie = sessionCookieOf(answer) ?? '';
    expect((await sessionRow(cookie))?.role).toBe('member');
    expect((await audit(cookie)).status).toBe(403);
    // The session they had as a member before the role stays a member's too.
    expect((await audit(staff.cookie)).status).toBe(403);
  });
});

describe('staff sign-in, the first factor', { timeout: accountTestTimeout }, () => {
  it("refuses a member's right password as a wrong one, texting nothing", async () => {
    const member = await signUpMember(urls, nextVisitor());
    const texts = await smsCount(member.mobile);
    const right = await staffSignIn(member.mobile, member.password);
    const wrong = await staffSignIn(member.mobile, `${member.password}!`);
    const unknown = await staffSignIn(uniqueMobile(), member.password);
    for (const answer of [right, wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(invalidCredentials);
      expect(answer.setCookie ?? []).toEqual([]);
    }
    expect(await smsCount(member.mobile)).toBe(texts);
  });

  it("counts a member's right password against the number's budget, like a wrong one", async () => {
    const member = await signUpMember(urls, nextVisitor());
    // 10 password tries per number in 15 minutes; a member's right password spends one each.
    for (let i = 0; i < 10; i += 1) {
      expect((await staffSignIn(member.mobile, member.password)).status).toBe(401);
    }
    const refused = await staffSignIn(member.mobile, member.password);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: 'too_many_requests' } });
  });

  it('texts staff a code for a right password and starts no session yet', async () => {
    const staff = await newStaff();
    const since = new Date();
    const answer = await staffSignIn(staff.mobile, staff.password);
    expect(answer.status, answer.text).toBe(202);
    expect(answer.json).toEqual({
      challengeId: expect.stringMatching(/^[\w-]{22}$/),
      resendAfterSeconds: expect.any(Number),
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
    expect(answer.setCookie ?? []).toEqual([]);
    const code = await waitForCode(urls, staff.mobile, since);
    expect(code).toMatch(/^\d{4}$/);
  });
});

describe('staff sign-in, the second factor', { timeout: accountTestTimeout }, () => {
  it('starts a staff session shorter than a member’s, answers the profile, and records it', async () => {
    const staff = await newStaff();
    const { cookie, answer } = await signedInStaff(staff.mobile, staff.password);
    expect(answer.json).toEqual({ ...staff.profile, role: 'staff' } satisfies MemberProfile);
    expect(answer.setCookie?.[0]).toMatch(
      new RegExp(`Max-Age=${STAFF_SESSION_TTL_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    expect(STAFF_SESSION_TTL_SECONDS).toBeLessThan(MEMBER_SESSION_TTL_SECONDS);
    const row = await sessionRow(cookie);
    expect(row?.role).toBe('staff');
    const lifetime = Number(row?.expiresAt) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(STAFF_SESSION_TTL_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(STAFF_SESSION_TTL_SECONDS);

    const page = (await audit(cookie)).json as StaffAuditPage;
    expect(page.entries.find((entry) => entry.actor.memberId === staff.profile.id)).toEqual({
      id: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36}$/),
      at: expect.any(String),
      actor: { memberId: staff.profile.id, name: staff.profile.name },
      action: 'staff.signed_in',
      subject: { type: 'member', id: staff.profile.id, name: staff.profile.name },
    });

    await expireSession(cookie);
    expect((await audit(cookie)).status).toBe(401);
  });

  it('refuses a wrong code, and the right one once its tries are spent', async () => {
    const staff = await newStaff();
    const { challenge, code } = await firstFactor(staff.mobile, staff.password);
    for (let i = 0; i < ACCOUNT_OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await verify(challenge.challengeId, wrongCode(code));
      expect(wrong.status).toBe(400);
      const triesLeft = ACCOUNT_OTP_MAX_ATTEMPTS - i - 1;
      expect(wrong.json).toMatchObject({
        error: { code: 'validation', otp: { usable: triesLeft > 0, triesLeft } },
      });
    }
    const spent = await verify(challenge.challengeId, code);
    expect(spent.status).toBe(400);
    expect(spent.setCookie ?? []).toEqual([]);
  });

  it('refuses an expired code, a used one, and a challenge of another purpose', async () => {
    const staff = await newStaff();
    const expired = await firstFactor(staff.mobile, staff.password);
    await ageChallenge(expired.challenge.challengeId, ACCOUNT_OTP_TTL_SECONDS + 1);
    const late = await verify(expired.challenge.challengeId, expired.code);
    expect(late.json).toEqual({
      error: {
        code: 'validation',
        fields: { code: 'account.code.expired' },
        otp: { usable: false, triesLeft: 0, resendAfterSeconds: 0 },
      },
    });

    await new Promise((done) => setTimeout(done, 1100)); // a new text, after the expired one's
    const fresh = await firstFactor(staff.mobile, staff.password);
    expect((await verify(fresh.challenge.challengeId, fresh.code)).status).toBe(200);
    const again = await verify(fresh.challenge.challengeId, fresh.code);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: { code: 'challenge_not_found' } });

    // A password reset's challenge (its code texted to the same number) opens no staff session.
    const since = new Date();
    const reset = await call(apiPaths.passwordReset, nextVisitor(), {
      body: { mobile: staff.mobile, language: 'bm' },
    });
    const resetCode = await waitForCode(urls, staff.mobile, since);
    const wrongPurpose = await verify((reset.json as OtpChallenge).challengeId, resetCode);
    expect(wrongPurpose.status).toBe(404);
    expect(wrongPurpose.setCookie ?? []).toEqual([]);
  });
});

describe('the staff command', { timeout: accountTestTimeout }, () => {
  it('creates a staff account with an initial password shown once, which signs in with a code', async () => {
    const mobile = uniqueMobile();
    const printed = await staffCommand(
      'add',
      mobile,
      '--name',
      'Farid bin Osman',
      '--language',
      'eng',
    );
    const password = /Initial password \(shown this once, stored nowhere\): (\S+)/.exec(
      printed,
    )?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    const { answer } = await signedInStaff(mobile, password ?? '');
    expect(answer.json).toMatchObject({ name: 'Farid bin Osman', role: 'staff', language: 'eng' });
    // Adding the same number again changes nothing but says so.
    expect(await staffCommand('add', mobile)).toMatch(/is now staff/);
  });

  it('removes the role: the open staff session ends at once and the staff sign-in refuses', async () => {
    const staff = await newStaff();
    const { cookie } = await signedInStaff(staff.mobile, staff.password);
    expect((await audit(cookie)).status).toBe(200);
    expect(await staffCommand('remove', staff.mobile)).toMatch(/is no longer staff/);
    expect((await audit(cookie)).status).toBe(401);
    const refused = await staffSignIn(staff.mobile, staff.password);
    expect(refused.json).toEqual(invalidCredentials);
    // Still a member: the members' sign-in works, and removing again says there is nothing to do.
    const member = await call(apiPaths.signIn, nextVisitor(), {
      body: { mobile: staff.mobile, password: staff.password },
    });
    expect(member.status, member.text).toBe(200);
    await expect(staffCommand('remove', staff.mobile)).rejects.toThrow(/not staff/);
    await expect(staffCommand('remove', uniqueMobile())).rejects.toThrow(/No account/);
  });

  it('refuses a number with no account and no name, and a malformed number', async () => {
    await expect(staffCommand('add', uniqueMobile())).rejects.toThrow(/give --name/);
    await expect(staffCommand('add', 'not-a-number', '--name', 'Farid bin Osman')).rejects.toThrow(
      /mobile number is not valid/,
    );
  });
});

describe('the audit trail', { timeout: accountTestTimeout }, () => {
  it('pages newest first with a cursor, and refuses a forged cursor', async () => {
    // Entries as recordStaffAction writes them, an hour ago, a second apart.
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: urls.dynamodb,
        region: localRegion,
        credentials: localCredentials,
      }),
    );
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 60; i += 1) {
      const at = new Date(start + i * 1000).toISOString();
      const id = `${at}#00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      await documents.send(
        new PutCommand({
          TableName: names.membersTable,
          Item: {
            pk: 'AUDIT',
            sk: id,
            id,
            at,
            actor: { memberId: 'seeded', name: 'Seeded Entry' },
            action: 'test.paged',
            subject: { type: 'test', id: String(i) },
          },
        }),
      );
    }
    const staff = await newStaff();
    const { cookie } = await signedInStaff(staff.mobile, staff.password);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await audit(cookie, cursor);
      expect(answer.status, answer.text).toBe(200);
      const page = answer.json as StaffAuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(50);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id.includes('#00000000-0000-4000-8000-')).length).toBe(60);

    const forged = await audit(cookie, Buffer.from('MEMBER#x').toString('base64url'));
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ error: { code: 'bad_request' } });
  });
});
