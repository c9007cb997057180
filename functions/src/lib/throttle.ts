import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamoDb } from './aws';
import { config } from './config';
import { tooManyRequests } from './errors';

/** How many requests one client may make in a fixed window of time. */
export interface ThrottleRule {
  /** Name of the counter, so each kind of request has its own budget. */
  readonly scope: string;
  /** Requests allowed per window; the next one is refused with 429. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * The budgets of the application routes, per client and ten-minute window. A visitor uploads a CV
 * once or twice per application; an office behind one address may send a few applications.
 */
export const throttleRules = {
  uploads: { scope: 'uploads', limit: 20, windowSeconds: 600 },
  applications: { scope: 'applications', limit: 10, windowSeconds: 600 },
  /** Messages of the contact page: a visitor writes one or two; a shared address a few more. */
  contact: { scope: 'contact', limit: 5, windowSeconds: 600 },
} as const satisfies Record<string, ThrottleRule>;

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

/**
 * Counts a request of the event's client against a rule and refuses it (429 `too_many_requests`)
 * once the window's budget is spent. The counters live in DynamoDB so every Lambda instance sees
 * the same ones: one item per client and window, increased atomically, expiring (TTL) after the
 * window has passed.
 */
export async function throttle(
  rule: ThrottleRule,
  event: APIGatewayProxyEventV2,
  now: number = Date.now(),
): Promise<void> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const { Attributes } = await dynamoDb().send(
    new UpdateCommand({
      TableName: config.throttleTable,
      Key: {
        pk: `throttle#${rule.scope}#${clientOf(event.requestContext.http.sourceIp)}`,
        sk: String(windowStart),
      },
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + 2 * rule.windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const hits = Number(Attributes?.hits ?? 0);
  if (hits > rule.limit) throw tooManyRequests('too_many_requests');
}
