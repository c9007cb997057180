import { randomInt } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import { apiPaths } from '@gsk/core/api';
import type { MemberProfile, OtpChallenge } from '@gsk/core/api';
import { dunsOf, parliamentsOf, votingStates } from '@gsk/core/electoral';
import type { LocalStack } from '../../infra/local/stack';
import { send } from './application-client';
import type { Answer } from './application-client';
import { waitForCode } from './sms-client';

/*
 * A member's side of the API for integration tests: calls with the session cookie, and a whole
 * sign-up (the code read from the local SMS outbox) that other tests start from:
 *
 *   const { cookie, profile } = await signUpMember(await stackUrls(), '127.31.0.1');
 *   await memberCall(urls, apiPaths.me, '127.31.0.1', { method: 'GET', cookie });
 */

/** The stack's URLs a member's calls need (`await stackUrls()` has them). */
export type MemberStackUrls = Pick<LocalStack['urls'], 'api' | 'site' | 'smsOutbox'>;

/** A Malaysian mobile number no test used before, as a member types it (`011-2345 6789`). */
export const uniqueMobile = () =>
  `011-${String(randomInt(10_000)).padStart(4, '0')} ${String(randomInt(10_000)).padStart(4, '0')}`;

/** A valid seat: the first state with DUN seats, its first parliamentary seat and DUN seat. */
export const someSeat = () => {
  const state = votingStates().find(({ code }) =>
    parliamentsOf(code).some((seat) => dunsOf(code, seat.code).length > 0),
  );
  const parliament = parliamentsOf(state?.code ?? '')[0];
  const dun = dunsOf(state?.code ?? '', parliament?.code ?? '')[0];
  return { state: state?.code ?? '', parliament: parliament?.code ?? '', dun: dun?.code ?? '' };
};

/** A complete sign-up form. */
export const signUpForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nurul Aisyah binti Kamal',
  mobile: uniqueMobile(),
  password: 'kopi-o-kaw-2024',
  passwordConfirmation: 'kopi-o-kaw-2024',
  ...someSeat(),
  language: 'bm',
  ...overrides,
});

/** The `name=value` of the session cookie a `Set-Cookie` list sets, if any. */
export const sessionCookieOf = (answer: Answer): string | undefined =>
  answer.setCookie
    ?.map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`) && pair.length > 25);

/**
 * A call to an account route from a loopback address (its own client for the limits), as the
 * site's pages make it: JSON, the site's Origin, the session cookie when given.
 */
export const memberCall = (
  urls: Pick<MemberStackUrls, 'api' | 'site'>,
  path: string,
  from: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; cookie?: string } = {},
) =>
  send(`${urls.api}${path}`, from, {
    method: init.method ?? 'POST',
    headers: {
      origin: urls.site,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.cookie && { cookie: init.cookie }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });

export interface SignedUpMember {
  /** `__Host-gsk_session=…`, for a `Cookie` header. */
  cookie: string;
  /** As typed in the form. */
  mobile: string;
  password: string;
  profile: MemberProfile;
}

/**
 * Signs a new member up through the API (sign-up, the code from the SMS outbox, verify) and
 * answers their session cookie, number, password and profile. Each call is a new member.
 */
export async function signUpMember(
  urls: MemberStackUrls,
  from: string,
  overrides: Record<string, unknown> = {},
): Promise<SignedUpMember> {
  const form = signUpForm(overrides);
  const since = new Date();
  const started = await memberCall(urls, apiPaths.signUp, from, { body: form });
  if (started.status !== 202)
    throw new Error(`Sign-up answered ${started.status}: ${started.text}`);
  const { challengeId } = started.json as OtpChallenge;
  const code = await waitForCode(urls, form.mobile, since);
  const verified = await memberCall(urls, apiPaths.signUpVerify, from, {
    body: { challengeId, code },
  });
  const cookie = sessionCookieOf(verified);
  if (verified.status !== 201 || !cookie) {
    throw new Error(`Verifying the sign-up answered ${verified.status}: ${verified.text}`);
  }
  return {
    cookie,
    mobile: form.mobile,
    password: form.password,
    profile: verified.json as MemberProfile,
  };
}
