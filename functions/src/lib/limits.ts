import { createHash } from 'node:crypto';
import { ACCOUNT_OTP_PER_IP, ACCOUNT_OTP_PER_MOBILE } from '@gsk/core/constants';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
// The classes from their own files, not the index, which requires every store the package has.
import BurstyRateLimiter from 'rate-limiter-flexible/lib/BurstyRateLimiter.js';
import RateLimiterDynamo from 'rate-limiter-flexible/lib/RateLimiterDynamo.js';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { dynamoDbStore } from './aws';
import { clientAddress } from './client-address';
import { config } from './config';
import { tooManyRequests } from './errors';
import { logger } from './logger';
import { countNow } from './metrics';

/**
 * One budget: `points` requests per `seconds`, and when those are spent a reserve of `burst` more
 * that refills every `burstSeconds` (rate-limiter-flexible's `BurstyRateLimiter`: a steady rate
 * with a burst allowance, as a token bucket has). Each window starts at a key's first request, not
 * at the clock, so clients' windows do not all turn at once.
 */
export interface Budget {
  readonly points: number;
  readonly seconds: number;
  readonly burst: number;
  readonly burstSeconds: number;
}

/** A route's budgets: per client address, and per identity (email, phone) the request carries. */
export interface LimitRule {
  /** Name of the counters, so each kind of request has its own budgets. */
  readonly scope: string;
  readonly ip: Budget;
  readonly identity?: Budget;
}

/** The budgets of a form a person sends (an application, a contact message), by address and sender. */
const formBudgets = {
  ip: { points: 5, seconds: 600, burst: 5, burstSeconds: 3600 },
  identity: { points: 3, seconds: 600, burst: 2, burstSeconds: 3600 },
} as const;

/**
 * The abuse limits (docs/security.md, "Abuse limits", says why these figures). Budgets a real
 * visitor never meets: a household or an office behind one address donating several times, a
 * mobile operator's shared address (CGNAT), a donor retrying a refused card, an applicant
 * re-sending a form after fixing a field. Identity windows are short, so that someone who spends
 * another person's budget (their email on a flood) locks them out for minutes, not for good.
 */
export const limitRules = {
  donations: {
    scope: 'donations',
    ip: { points: 10, seconds: 60, burst: 10, burstSeconds: 600 },
    identity: { points: 5, seconds: 600, burst: 5, burstSeconds: 3600 },
  },
  uploads: {
    scope: 'uploads',
    ip: { points: 10, seconds: 600, burst: 10, burstSeconds: 3600 },
  },
  applications: { scope: 'applications', ...formBudgets },
  /** Messages of the contact page: a visitor writes one or two; a shared address a few more. */
  contact: { scope: 'contact', ...formBudgets },
  // The shop (docs/shop.md, "Limits").
  /** Checkouts: each holds stock until paid or released, so the donations' budgets, no more. */
  orders: {
    scope: 'orders',
    ip: { points: 10, seconds: 60, burst: 10, burstSeconds: 600 },
    identity: { points: 5, seconds: 600, burst: 5, burstSeconds: 3600 },
  },
  /**
   * Orders looked up by number and email: a buyer checks a few times; a guesser of numbers is
   * stopped by the address budget, of emails by the identity one. No burst reserve.
   */
  orderLookups: {
    scope: 'order-lookups',
    ip: { points: 20, seconds: 600, burst: 0, burstSeconds: 600 },
    identity: { points: 10, seconds: 3600, burst: 0, burstSeconds: 3600 },
  },
} as const satisfies Record<string, LimitRule>;

/**
 * Prefix of every counter's key in the throttle table (`limit#{scope}#{kind}[#burst]:{id}`); the
 * IAM grant of the limited routes names it (infra/stacks/grants.ts `counterKeyPattern`).
 */
export const counterKeyPrefix = 'limit#';

const expandIpv6 = (address: string): string[] | undefined => {
  const [head = '', tail, ...rest] = address.toLowerCase().split('::');
  if (rest.length > 0) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : undefined;
};

/**
 * The client a counter belongs to: an IPv4 address as it is, an IPv6 address by its /64 network
 * (one subscriber usually holds a whole /64, so counting single addresses would be easy to evade).
 */
export function clientOf(sourceIp: string): string {
  const address = sourceIp.trim();
  if (!address.includes(':')) return address || 'unknown';
  const groups = expandIpv6(address.replace(/%.*$/, ''));
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The identity a request claims, as the form gave it. */
export interface Identity {
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
}

/**
 * The identity's counter ids: the email lower-cased and trimmed, the phone as its digits (a
 * Malaysian number with its country code as without), each hashed (SHA-256) so that the throttle
 * table holds no address or number.
 */
export function identityKeys(identity: Identity): { kind: 'email' | 'phone'; id: string }[] {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  const email = identity.email?.trim().toLowerCase();
  // Malaysia's country code (+60 or 0060) is the trunk 0 written another way: one number.
  const phone = identity.phone?.replace(/\D/g, '').replace(/^(?:00)?60/, '0');
  return [
    ...(email ? [{ kind: 'email' as const, id: hash(email) }] : []),
    ...(phone ? [{ kind: 'phone' as const, id: hash(phone) }] : []),
  ];
}

type Limiter = Pick<BurstyRateLimiter, 'consume'>;

/** The library's in-memory limiter, saying in the log whenever it stands in for DynamoDB. */
class InsuranceLimiter extends RateLimiterMemory {
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    logger.warn('limits.store_unavailable', { limiter: this.keyPrefix });
    return super.consume(...args);
  }
}
const limiters = new Map<string, Limiter>();

/**
 * The limiter of a scope and kind: two of rate-limiter-flexible's DynamoDB stores (the steady
 * budget and its burst reserve) on the throttle table, which the stacks create with the store's
 * key schema and TTL (so the store never creates or describes a table). Should DynamoDB fail, the
 * library's insurance limiter counts the same budget in this instance's memory instead of
 * refusing everyone or letting everyone through.
 */
const store = (keyPrefix: string, points: number, duration: number) =>
  new RateLimiterDynamo({
    storeClient: dynamoDbStore(),
    tableName: config.throttleTable,
    tableCreated: true,
    ttlSet: true,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new InsuranceLimiter({ keyPrefix, points, duration }),
  });

const limiterOf = (scope: string, kind: string, budget: Budget): Limiter => {
  const name = `${counterKeyPrefix}${scope}#${kind}`;
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new BurstyRateLimiter(
      store(name, budget.points, budget.seconds),
      store(`${name}#burst`, budget.burst, budget.burstSeconds),
    );
    limiters.set(name, limiter);
  }
  return limiter;
};

/** Counts one request against a counter; resolves to the milliseconds to wait when refused. */
const refusal = async (limiter: Limiter, id: string): Promise<number | undefined> => {
  try {
    await limiter.consume(id);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1000);
    throw rejection;
  }
};

/** The metric counting requests the limits refused (per scope in the log line). */
export const refusedMetric = 'RequestsLimited';

/**
 * Counts a request against its route's budgets: first its client's address (IPv6 by /64), then
 * each identity it carries (an email, a phone). Throws 429 `too_many_requests` with the seconds
 * until the refusing budget has room again (the `Retry-After` header) when any is spent; call it
 * before anything is written. An identity is only counted once the address was admitted, so an
 * address already refused spends nobody's identity budget.
 */
export async function enforceLimits(
  rule: LimitRule,
  event: APIGatewayProxyEventV2,
  identity: Identity = {},
): Promise<void> {
  const client = clientOf(clientAddress(event));
  let refused: { kind: string; wait: number } | undefined;
  const ipWait = await refusal(limiterOf(rule.scope, 'ip', rule.ip), client);
  if (ipWait) refused = { kind: 'ip', wait: ipWait };
  else if (rule.identity) {
    const budget = rule.identity;
    const waits = await Promise.all(
      identityKeys(identity).map(({ kind, id }) =>
        refusal(limiterOf(rule.scope, kind, budget), id),
      ),
    );
    const wait = Math.max(0, ...waits.map((each) => each ?? 0));
    if (wait) refused = { kind: 'identity', wait };
  }
  if (!refused) return;
  logger.warn('limits.refused', { scope: rule.scope, kind: refused.kind });
  countNow(refusedMetric);
  throw tooManyRequests('too_many_requests', Math.ceil(refused.wait / 1000));
}

/**
 * A fixed window: at most `points` in `seconds` from a key's first count. The members' account
 * budgets are sets of windows that must all have room at once (5 an hour AND 10 a day).
 */
export interface Window {
  readonly points: number;
  readonly seconds: number;
}

/** The members' budgets: windows per client address, per mobile number, per signed-in member. */
export interface WindowRule {
  readonly scope: string;
  readonly ip: readonly Window[];
  readonly mobile?: readonly Window[];
  /** Counted by the session's member id (a random id, no personal data). */
  readonly member?: readonly Window[];
}

const minutes = (count: number) => count * 60;
const hour = minutes(60);
const day = 24 * hour;

/**
 * The members' account limits (docs/security.md, "Members' accounts", says why these figures).
 * Codes are 4 digits, so what protects an account is how few codes anyone may ask for and try.
 */
export const accountLimitRules = {
  /** One-time codes sent (a sign-up, a new code, a password reset): the constants of section 9. */
  codes: {
    scope: 'account-codes',
    ip: [
      { points: ACCOUNT_OTP_PER_IP.hour, seconds: hour },
      { points: ACCOUNT_OTP_PER_IP.day, seconds: day },
    ],
    mobile: [
      { points: ACCOUNT_OTP_PER_MOBILE.hour, seconds: hour },
      { points: ACCOUNT_OTP_PER_MOBILE.day, seconds: day },
    ],
  },
  /** Sign-ups per address, which answer whether a number is registered (the spec's message). */
  signUpChecks: {
    scope: 'account-sign-up',
    ip: [
      { points: 10, seconds: minutes(15) },
      { points: 40, seconds: day },
    ],
  },
  /** Codes checked per address (each code also allows only ACCOUNT_OTP_MAX_ATTEMPTS tries). */
  codeChecks: {
    scope: 'account-code-checks',
    ip: [
      { points: 30, seconds: minutes(15) },
      { points: 100, seconds: day },
    ],
  },
  /** Wrong passwords (sign-in, the password change) per address and per mobile number. */
  passwordFailures: {
    scope: 'account-password',
    ip: [
      { points: 30, seconds: minutes(15) },
      { points: 100, seconds: day },
    ],
    mobile: [
      { points: 10, seconds: minutes(15) },
      { points: 30, seconds: day },
    ],
  },
} as const satisfies Record<string, WindowRule>;

/**
 * Taking and giving back places on shifts and events (docs/volunteers.md, "Limits", says why
 * these figures): a member signs up for a handful of shifts and events a day; the cancellations'
 * daily cap, with the waiting-list engine's cooldown on rejoining the same shift or event
 * (functions/src/volunteers/waiting-list.ts), keeps a cancel-and-rejoin loop from churning a
 * waiting list and its texts.
 */
export const placeLimitRules = {
  signUps: {
    scope: 'place-sign-ups',
    ip: [
      { points: 60, seconds: minutes(10) },
      { points: 300, seconds: day },
    ],
    member: [
      { points: 30, seconds: minutes(10) },
      { points: 100, seconds: day },
    ],
  },
  cancellations: {
    scope: 'place-cancellations',
    ip: [
      { points: 30, seconds: hour },
      { points: 100, seconds: day },
    ],
    member: [
      { points: 5, seconds: hour },
      { points: 10, seconds: day },
    ],
  },
} as const satisfies Record<string, WindowRule>;

/** Minutes a member who gave back a place (or a waiting place) waits to take that one again. */
export const PLACE_REJOIN_COOLDOWN_MINUTES = 120;

const windowLimiters = new Map<string, RateLimiterDynamo>();

/** The counters of a rule's kind, one per window (`limit#{scope}#{kind}#{seconds}:{id}`). */
const windowsOf = (scope: string, kind: string, windows: readonly Window[]) =>
  windows.map((window) => {
    const name = `${counterKeyPrefix}${scope}#${kind}#${window.seconds}`;
    let limiter = windowLimiters.get(name);
    if (!limiter) {
      limiter = store(name, window.points, window.seconds);
      windowLimiters.set(name, limiter);
    }
    return { limiter };
  });

/** Counts one request in each window of `id`; resolves to the milliseconds to wait when refused. */
const countWindows = async (
  counters: ReturnType<typeof windowsOf>,
  id: string,
): Promise<number | undefined> => {
  const waits = await Promise.all(counters.map(({ limiter }) => refusal(limiter, id)));
  const wait = Math.max(0, ...waits.map((each) => each ?? 0));
  return wait > 0 ? wait : undefined;
};

/**
 * The counter ids of a request: its client, then its mobile number's hash (identityKeys), then
 * the member's id.
 */
const idsOf = (
  rule: WindowRule,
  event: APIGatewayProxyEventV2,
  mobile: string | undefined,
  memberId?: string,
): { kind: string; windows: readonly Window[]; id: string }[] => {
  const ip = { kind: 'ip', windows: rule.ip, id: clientOf(clientAddress(event)) };
  const windows = rule.mobile;
  const members = rule.member;
  return [
    ip,
    ...(windows && mobile
      ? identityKeys({ phone: mobile }).map(({ id }) => ({ kind: 'mobile', windows, id }))
      : []),
    ...(members && memberId ? [{ kind: 'member', windows: members, id: memberId }] : []),
  ];
};

/**
 * Counts a request in every window of its rule, its address first, then its mobile number and
 * its member (not counted once the address was refused); throws 429 `too_many_requests` with `Retry-After` when a
 * window is spent. Call it before anything is written. Counted before the work, a burst of
 * concurrent requests cannot pass a budget (each is one atomic update).
 */
export async function enforceWindows(
  rule: WindowRule,
  event: APIGatewayProxyEventV2,
  mobile?: string,
  memberId?: string,
): Promise<void> {
  for (const { kind, windows, id } of idsOf(rule, event, mobile, memberId)) {
    const wait = await countWindows(windowsOf(rule.scope, kind, windows), id);
    if (wait) {
      logger.warn('limits.refused', { scope: rule.scope, kind });
      countNow(refusedMetric);
      throw tooManyRequests('too_many_requests', Math.ceil(wait / 1000));
    }
  }
}

/**
 * Gives back what enforceWindows counted for a request that turned out not to be a failure (the
 * right password), so that only failures spend a failures' rule: a member who types their
 * password right never uses up its budget.
 */
export async function refundWindows(
  rule: WindowRule,
  event: APIGatewayProxyEventV2,
  mobile?: string,
): Promise<void> {
  for (const { kind, windows, id } of idsOf(rule, event, mobile)) {
    await Promise.all(
      windowsOf(rule.scope, kind, windows).map(({ limiter }) => limiter.reward(id)),
    );
  }
}

// Personal data's routes (issue 32, docs/privacy.md).

/**
 * Closing an account (C3: `POST /api/account/close`): a member closes theirs once; a few tries
 * cover a refusal (a payment still pending) and a retry after a failure, and the address's
 * budget keeps one browser from closing account after account with stolen sessions. Wrong
 * passwords also count toward `accountLimitRules.passwordFailures`, as a password change's do.
 */
export const closureLimitRules = {
  closures: {
    scope: 'account-close',
    ip: [
      { points: 10, seconds: hour },
      { points: 30, seconds: day },
    ],
    member: [
      { points: 5, seconds: hour },
      { points: 10, seconds: day },
    ],
  },
} as const satisfies Record<string, WindowRule>;

// Issue 32, C2 "export": a member's own data.
/**
 * Downloads of a member's own data (the file and its summary count together; docs/privacy.md
 * "Your data"): each reads every record the member has, so a few an hour is plenty for a person
 * and keeps a stolen session from turning the route into a load on the tables.
 */
export const ownDataLimitRules = {
  downloads: {
    scope: 'own-data',
    ip: [
      { points: 30, seconds: hour },
      { points: 100, seconds: day },
    ],
    member: [
      { points: 6, seconds: hour },
      { points: 20, seconds: day },
    ],
  },
} as const satisfies Record<string, WindowRule>;
// Requests about personal data (issue 32, docs/privacy.md, "Requests").
/**
 * A request's one-time codes, beside the members' code windows (which also count a request by
 * mobile, so a number gets no more texts through this form than through sign-up): a person
 * makes one or two requests a year, a shared address a few more. The identity budget is per
 * mobile number or email given, so nobody floods a stranger's inbox or phone with codes.
 */
export const privacyRequestLimitRule = {
  scope: 'privacy-requests',
  ip: { points: 5, seconds: 600, burst: 5, burstSeconds: 3600 },
  identity: { points: 3, seconds: 3600, burst: 2, burstSeconds: 86_400 },
} as const satisfies LimitRule;

// Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts", "Limits").
/**
 * Broadcasts: a preview reads the whole segment (thousands of items), so a writer's few dozen
 * previews an hour, no more; sends are also held to STAFF_BROADCASTS_PER_DAY and
 * COORDINATOR_BROADCASTS_PER_WEEK by a counter under the sender (functions/src/broadcasts/quota.ts).
 * The one-click unsubscribe is counted by address only, generously: a mail provider's servers
 * post the one-click requests of thousands of its users from few addresses after a broadcast, and
 * a token, signed by the site, can only ever withdraw one consent; the windows keep a flood off
 * the tables.
 */
export const broadcastLimitRules = {
  previews: {
    scope: 'broadcast-previews',
    ip: [
      { points: 60, seconds: minutes(10) },
      { points: 300, seconds: day },
    ],
    member: [
      { points: 30, seconds: minutes(10) },
      { points: 150, seconds: day },
    ],
  },
  sends: {
    scope: 'broadcast-sends',
    ip: [
      { points: 20, seconds: hour },
      { points: 60, seconds: day },
    ],
    member: [
      { points: 10, seconds: hour },
      { points: 30, seconds: day },
    ],
  },
  unsubscribes: {
    scope: 'unsubscribes',
    ip: [
      { points: 600, seconds: minutes(10) },
      { points: 5000, seconds: day },
    ],
  },
} as const satisfies Record<string, WindowRule>;
