import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiPaths } from '@gsk/core/api';
import type { OtpChallenge } from '@gsk/core/api';
import { call, urls } from './account-support';
import type { Answer } from './application-client';
import { sessionCookieOf, signUpMember } from './member-client';
import type { SignedUpMember } from './member-client';
import { waitForCode } from './sms-client';

/*
 * The staff side for integration tests (issue 18): staff made as a user would make them (a member
 * signed up through the API, then `npm run staff -- add` against the test stack's DynamoDB), their
 * sign-in with its texted second factor, and calls with the staff session. Every call comes from
 * the loopback address `from` gives, so each test file keeps its own range for the limits.
 *
 *   const staff = await newStaff(nextVisitor);
 *   const { cookie } = await signedInStaff(staff.mobile, staff.password, nextVisitor);
 *   await call(apiPaths.staffEvents, nextVisitor(), { method: 'GET', cookie });
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
export const newStaff = async (from: () => string): Promise<SignedUpMember> => {
  const member = await signUpMember(urls, from());
  const printed = await staffCommand('add', member.mobile);
  if (!/is now staff/.test(printed)) throw new Error(`staff add printed: ${printed}`);
  return member;
};

/** The staff sign-in's first step (mobile and password) from an address. */
export const staffSignIn = (mobile: string, password: string, from: string) =>
  call(apiPaths.staffSignIn, from, { body: { mobile, password } });

/** The second step: the challenge and its texted code. */
export const verifyStaffSignIn = (challengeId: string, code: string, from: string) =>
  call(apiPaths.staffSignInVerify, from, { body: { challengeId, code } });

/** The first factor: answers the challenge and its texted code. */
export const firstFactor = async (mobile: string, password: string, from: string) => {
  const since = new Date();
  const answer = await staffSignIn(mobile, password, from);
  if (answer.status !== 202)
    throw new Error(`staff sign-in answered ${answer.status}: ${answer.text}`);
  const challenge = answer.json as OtpChallenge;
  return { challenge, code: await waitForCode(urls, mobile, since) };
};

/** A whole staff sign-in: the staff session's cookie and the verifying answer. */
export const signedInStaff = async (
  mobile: string,
  password: string,
  from: () => string,
): Promise<{ cookie: string; answer: Answer }> => {
  const { challenge, code } = await firstFactor(mobile, password, from());
  const answer = await verifyStaffSignIn(challenge.challengeId, code, from());
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || !cookie) {
    throw new Error(`staff sign-in verify answered ${answer.status}: ${answer.text}`);
  }
  return { cookie, answer };
};
