import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiPaths } from '@gsk/core/api';
import type { OtpChallenge } from '@gsk/core/api';
import type { Answer } from './application-client';
import { memberCall, sessionCookieOf, signUpMember } from './member-client';
import type { MemberStackUrls, SignedUpMember } from './member-client';
import { waitForCode } from './sms-client';

/*
 * Staff for the integration tests: members made staff by `npm run staff -- add` (run as a user
 * would, against the test stack's DynamoDB), and their two-factor sign-in through the API.
 */

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `npm run staff -- …` against the test stack; answers what it printed. */
export const staffCommand = async (dynamodb: string, ...args: string[]): Promise<string> => {
  const env = { ...process.env };
  delete env.MEMBERS_TABLE;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'infra/local/staff.ts', ...args, '--dynamodb', dynamodb],
    { cwd: repoRoot, env },
  );
  return stdout;
};

/** A new member made staff by the command (each call from its own address `from()`). */
export async function addStaff(
  urls: MemberStackUrls & { dynamodb: string },
  from: () => string,
): Promise<SignedUpMember> {
  const member = await signUpMember(urls, from());
  const printed = await staffCommand(urls.dynamodb, 'add', member.mobile);
  if (!/is now staff/.test(printed)) throw new Error(`staff add printed: ${printed}`);
  return member;
}

/**
 * A whole staff sign-in (password, then the texted code): the staff session's cookie and the
 * verify answer. Throws when a step is refused.
 */
export async function signInStaff(
  urls: MemberStackUrls,
  staff: { mobile: string; password: string },
  from: () => string,
): Promise<{ cookie: string; answer: Answer }> {
  const since = new Date();
  const first = await memberCall(urls, apiPaths.staffSignIn, from(), {
    body: { mobile: staff.mobile, password: staff.password },
  });
  if (first.status !== 202)
    throw new Error(`staff sign-in answered ${first.status}: ${first.text}`);
  const { challengeId } = first.json as OtpChallenge;
  const code = await waitForCode(urls, staff.mobile, since);
  const answer = await memberCall(urls, apiPaths.staffSignInVerify, from(), {
    body: { challengeId, code },
  });
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || !cookie)
    throw new Error(`staff verify answered ${answer.status}: ${answer.text}`);
  return { cookie, answer };
}
