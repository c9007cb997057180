import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiPaths } from '@gsk/core/api';
import type { OtpChallenge } from '@gsk/core/api';
import { expect } from 'vitest';
import { call, urls } from './account-support';
import { sessionCookieOf, signUpMember } from './member-client';
import { waitForCode } from './sms-client';

/*
 * Staff for the staff console's tests: members made staff by `npm run staff -- add` (run as a
 * user would, against the test stack's DynamoDB) and signed in with both factors. Each test file
 * passes its own `nextVisitor` (its loopback range), so the per-address limits never mix.
 */

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `npm run staff -- …` against the test stack; answers what it printed. */
export const staffCommand = async (...args: string[]) => {
  const env = { ...process.env };
  delete env.MEMBERS_TABLE;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'infra/local/staff.ts', ...args, '--dynamodb', urls.dynamodb],
    { cwd: repoRoot, env },
  );
  return stdout;
};

/** A member made staff by the command: their number, password and session-less profile. */
export const newStaff = async (nextVisitor: () => string) => {
  const member = await signUpMember(urls, nextVisitor());
  expect(await staffCommand('add', member.mobile)).toMatch(/is now staff/);
  return member;
};

export const staffSignIn = (mobile: string, password: string, from: string) =>
  call(apiPaths.staffSignIn, from, { body: { mobile, password } });

export const verifyStaffCode = (challengeId: string, code: string, from: string) =>
  call(apiPaths.staffSignInVerify, from, { body: { challengeId, code } });

/** The first factor: answers the challenge and its texted code. */
export const firstFactor = async (mobile: string, password: string, from: string) => {
  const since = new Date();
  const answer = await staffSignIn(mobile, password, from);
  expect(answer.status, answer.text).toBe(202);
  const challenge = answer.json as OtpChallenge;
  return { challenge, code: await waitForCode(urls, mobile, since) };
};

/** A whole staff sign-in: the staff session's cookie and the answer. */
export const signedInStaff = async (
  mobile: string,
  password: string,
  nextVisitor: () => string,
) => {
  const { challenge, code } = await firstFactor(mobile, password, nextVisitor());
  const answer = await verifyStaffCode(challenge.challengeId, code, nextVisitor());
  expect(answer.status, answer.text).toBe(200);
  const cookie = sessionCookieOf(answer);
  if (!cookie) throw new Error('no staff session cookie');
  return { cookie, answer };
};
