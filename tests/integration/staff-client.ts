import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiPaths } from '@gsk/core/api';
import type { OtpChallenge } from '@gsk/core/api';
import { call, urls } from './account-support';
import type { Answer } from './application-client';
import { sessionCookieOf, signUpMember } from './member-client';
import type { MemberStackUrls, SignedUpMember } from './member-client';
import type { LocalStack } from '../../infra/local/stack';
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

/** `npm run staff -- …` against the DynamoDB at `dynamodb`; answers what it printed. */
export const staffCommandOn = async (dynamodb: string, ...args: string[]) => {
  const env = { ...process.env };
  delete env.MEMBERS_TABLE;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'infra/local/staff.ts', ...args, '--dynamodb', dynamodb],
    { cwd: repoRoot, env },
  );
  return stdout;
};

/** `npm run staff -- …` against the test stack; answers what it printed. */
export const staffCommand = (...args: string[]) => staffCommandOn(urls.dynamodb, ...args);

/**
 * A member made staff by the command on a stack (a file's own, `ownStack`): their number,
 * password and session-less profile.
 */
export const newStaffOn = async (
  stack: MemberStackUrls & Pick<LocalStack['urls'], 'dynamodb'>,
  from: () => string,
): Promise<SignedUpMember> => {
  const member = await signUpMember(stack, from());
  const printed = await staffCommandOn(stack.dynamodb, 'add', member.mobile);
  if (!/is now staff/.test(printed)) throw new Error(`staff add printed: ${printed}`);
  return member;
};

/** A member made staff by the command on the run's stack. */
export const newStaff = (from: () => string): Promise<SignedUpMember> => newStaffOn(urls, from);

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
