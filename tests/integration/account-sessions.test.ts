import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { apiPaths } from '@gsk/core/api';
import type { MemberProfile } from '@gsk/core/api';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';
import {
  accountTestTimeout,
  call,
  expireSession,
  sessionRow,
  storePasswordHash,
  storedItem,
  urls,
  visitorsOf,
} from './account-support';
import { sessionCookieOf, signUpMember, uniqueMobile } from './member-client';

/*
 * Sign-in, sign-out, the profile and the password change (issue 17): sessions are opaque tokens
 * in an HttpOnly cookie, refused once ended, revoked or expired; wrong passwords are limited.
 */

const nextVisitor = visitorsOf(1);

const signIn = (mobile: string, password: string, from = nextVisitor()) =>
  call(apiPaths.signIn, from, { body: { mobile, password } });

const me = (cookie?: string) =>
  call(apiPaths.me, nextVisitor(), { method: 'GET', ...(cookie && { cookie }) });

const unauthenticated = { error: { code: 'unauthenticated' } };
const invalidCredentials = { error: { code: 'invalid_credentials' } };

describe('sign-in', { timeout: accountTestTimeout }, () => {
  it('signs a member in with their number as typed any way, with a new session', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const answer = await signIn(
      member.mobile.replace(/^0/, '+60').replace(/[ -]/g, ''),
      member.password,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual(member.profile);
    const cookie = sessionCookieOf(answer);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(member.cookie);
    expect(answer.setCookie?.[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await me(cookie)).json).toEqual(member.profile);
    // Both sessions live.
    expect((await me(member.cookie)).status).toBe(200);
  });

  it('rehashes a password stored with weaker parameters when its member signs in', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const salt = randomBytes(16);
    const key = scryptSync(member.password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    await storePasswordHash(
      member.profile.id,
      `scrypt$ln=14,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`,
    );
    expect((await signIn(member.mobile, member.password)).status).toBe(200);
    const stored = await storedItem(`MEMBER#${member.profile.id}`, 'PROFILE');
    expect(stored?.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect((await signIn(member.mobile, member.password)).status).toBe(200);
  });

  it('answers a wrong password and an unknown number alike, and as slowly', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const timed = async (mobile: string) => {
      const started = performance.now();
      const answer = await signIn(mobile, 'not-the-password');
      return { answer, ms: performance.now() - started };
    };
    const wrong = await timed(member.mobile);
    const unknown = await timed(uniqueMobile());
    for (const { answer } of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(invalidCredentials);
      expect(answer.setCookie).toBeUndefined();
    }
    // Both ran scrypt (hundreds of milliseconds); neither answered early.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  it('stops guessing a number’s password after 10 wrong ones, even the right one then', async () => {
    const member = await signUpMember(urls, nextVisitor());
    // Sent at once, from as many addresses: each try is counted before its password is checked.
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, guess) => signIn(member.mobile, `guess-${guess}-password`)),
    );
    const statuses = guesses.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(4).fill(429)]);
    const refused = await signIn(member.mobile, member.password);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.setCookie).toBeUndefined();
  });

  it('stops one address guessing many numbers, and the right passwords spend nothing', async () => {
    const from = nextVisitor();
    const member = await signUpMember(urls, nextVisitor());
    for (let signedIn = 0; signedIn < 3; signedIn += 1) {
      expect((await signIn(member.mobile, member.password, from)).status).toBe(200);
    }
    // Five at a time: the local stack runs every handler in one process, where 30 hashes at once
    // would pass the local Lambda deadline (in AWS each runs in its own instance).
    const statuses: number[] = [];
    for (let batch = 0; batch < 7; batch += 1) {
      const guesses = await Promise.all(
        Array.from({ length: 5 }, () => signIn(uniqueMobile(), 'kopi-o-kaw-2024', from)),
      );
      statuses.push(...guesses.map(({ status }) => status));
    }
    expect(statuses.sort()).toEqual([
      ...Array<number>(30).fill(401),
      ...Array<number>(5).fill(429),
    ]);
    expect((await signIn(member.mobile, member.password, from)).status).toBe(429);
  });
});

describe('sessions', { timeout: accountTestTimeout }, () => {
  it('shows nothing to a signed-out visitor', async () => {
    expect((await me()).json).toEqual(unauthenticated);
    expect((await me()).status).toBe(401);
    const changed = await call(apiPaths.changePassword, nextVisitor(), {
      body: {
        currentPassword: 'kopi-o-kaw-2024',
        newPassword: 'teh-tarik-2025',
        passwordConfirmation: 'teh-tarik-2025',
      },
    });
    expect(changed.status).toBe(401);
  });

  it('signs out: the cookie is cleared and the old one refused', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const out = await call(apiPaths.signOut, nextVisitor(), { cookie: member.cookie });
    expect(out.status).toBe(204);
    expect(out.setCookie?.[0]).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=; Max-Age=0`));
    expect(await sessionRow(member.cookie)).toBeUndefined();
    expect((await me(member.cookie)).status).toBe(401);
    // Signing out again, or signed out, is no error.
    expect((await call(apiPaths.signOut, nextVisitor(), { cookie: member.cookie })).status).toBe(
      204,
    );
    expect((await call(apiPaths.signOut, nextVisitor())).status).toBe(204);
  });

  it('refuses forged, tampered and expired session cookies', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const token = member.cookie.slice(`${SESSION_COOKIE_NAME}=`.length);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [
      `${SESSION_COOKIE_NAME}=${tampered}`,
      `${SESSION_COOKIE_NAME}=${'A'.repeat(43)}`,
      `${SESSION_COOKIE_NAME}=${createHash('sha256').update(token).digest('hex')}`,
      `gsk_session=${token}`,
    ]) {
      expect((await me(cookie)).json, cookie).toEqual(unauthenticated);
    }
    // An expired session (its row's expiry in the past; DynamoDB's TTL deletes late) is refused.
    await expireSession(member.cookie);
    expect((await me(member.cookie)).json).toEqual(unauthenticated);
  });
});

describe('password change', { timeout: accountTestTimeout }, () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    call(apiPaths.changePassword, nextVisitor(), {
      cookie,
      body: { currentPassword, newPassword, passwordConfirmation: newPassword },
    });

  it('changes the password, ends every other session and keeps this browser signed in', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const other = sessionCookieOf(await signIn(member.mobile, member.password));
    const changed = await change(member.cookie, member.password, 'teh-tarik-kurang-manis');
    expect(changed.status, changed.text).toBe(204);
    const renewed = sessionCookieOf(changed);
    expect(renewed).toBeDefined();
    expect((await me(renewed)).json).toEqual(member.profile);
    expect((await me(member.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await signIn(member.mobile, member.password)).status).toBe(401);
    expect((await signIn(member.mobile, 'teh-tarik-kurang-manis')).status).toBe(200);
  });

  it('refuses a wrong current password and a new one that does not differ', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const wrong = await change(member.cookie, 'not-my-password', 'teh-tarik-kurang-manis');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      error: { code: 'validation', fields: { currentPassword: 'account.currentPassword.wrong' } },
    });
    const same = await change(member.cookie, member.password, member.password);
    expect(same.status).toBe(400);
    expect(same.json).toEqual({
      error: { code: 'validation', fields: { newPassword: 'account.newPassword.differ' } },
    });
    // Nothing changed: the old password and the session still work.
    expect((await me(member.cookie)).json).toEqual(member.profile as MemberProfile);
    expect((await signIn(member.mobile, member.password)).status).toBe(200);
  });
});

describe('profile details', { timeout: accountTestTimeout }, () => {
  const update = (body: Record<string, unknown>, cookie?: string) =>
    call(apiPaths.profile, nextVisitor(), { body, ...(cookie && { cookie }) });

  /** Johor, Sekijang, Kemelah, in English, with an email: every detail other than sign-up's. */
  const changed = {
    name: "Siti Nur'ain binti Abdullah",
    state: '1',
    parliament: 'P.141',
    dun: 'N.04',
    language: 'eng',
    email: 'siti.nurain@example.com',
  };

  it('changes the name, seats and language, adds an email, and keeps the rest', async () => {
    const member = await signUpMember(urls, nextVisitor());
    expect(member.profile.email).toBe('');
    const before = await storedItem(`MEMBER#${member.profile.id}`, 'PROFILE');
    const answer = await update({ ...changed, email: '  siti.nurain@example.com ' }, member.cookie);
    expect(answer.status, answer.text).toBe(200);
    const expected: MemberProfile = { ...member.profile, ...changed, language: 'eng' };
    expect(answer.json).toEqual(expected);
    expect((await me(member.cookie)).json).toEqual(expected);
    // The number, the password, the role and the creation stay as they were.
    const after = await storedItem(`MEMBER#${member.profile.id}`, 'PROFILE');
    for (const kept of ['mobile', 'passwordHash', 'role', 'createdAt', 'id'])
      expect(after?.[kept], kept).toEqual(before?.[kept]);
    // The email may be taken out again; a federal territory has no state seat.
    const territory = { ...changed, state: '14', parliament: 'P.115', dun: '', email: '' };
    const again = await update(territory, member.cookie);
    expect(again.status, again.text).toBe(200);
    expect((await me(member.cookie)).json).toEqual({ ...expected, ...territory });
    expect((await signIn(member.mobile, member.password)).status).toBe(200);
  });

  it('refuses bad details with each field’s message and changes nothing', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'siti@' }, { email: 'account.email.invalid' }],
      // A well-formed address of 260 characters (each label under 64).
      [
        { email: `siti@${`${'a'.repeat(60)}.`.repeat(4)}example.com` },
        { email: 'account.email.max?max=254' },
      ],
      [{ name: 'Siti' }, { name: 'account.name.min?min=5' }],
      [{ name: 'Siti\u202Egnp.exe binti Ali' }, { name: 'string.control' }],
      [{ parliament: 'P.115' }, { parliament: 'account.parliament.required' }],
      [{ dun: '' }, { dun: 'account.dun.required' }],
      [{ state: '99' }, { state: 'account.state.required' }],
      [{ language: 'fr' }, { language: 'account.language.invalid' }],
      [{ email: ['siti@example.com'] }, { email: 'string.type' }],
    ];
    for (const [bad, fields] of refusals) {
      const answer = await update({ ...changed, ...bad }, member.cookie);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.json, JSON.stringify(bad)).toMatchObject({
        error: { code: 'validation', fields },
      });
    }
    expect((await me(member.cookie)).json).toEqual(member.profile);
  });

  it('needs a session: signed out, or with an ended one, nothing is changed', async () => {
    const member = await signUpMember(urls, nextVisitor());
    expect((await update(changed)).json).toEqual(unauthenticated);
    await expireSession(member.cookie);
    const refused = await update(changed, member.cookie);
    expect(refused.status).toBe(401);
    const stored = await storedItem(`MEMBER#${member.profile.id}`, 'PROFILE');
    expect(stored).toMatchObject({ name: member.profile.name, state: member.profile.state });
    expect(stored?.email).toBeUndefined();
  });
});
