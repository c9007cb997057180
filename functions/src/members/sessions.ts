import { createHash, randomBytes } from 'node:crypto';
import { TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { parse, serialize } from 'cookie';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { AppError } from '../lib/errors';
import { memberItems } from './member-items';

/**
 * Members' and staff sessions: an opaque random token (32 bytes from the CSPRNG) lives only in
 * the visitor's HttpOnly cookie; the table keeps its SHA-256 (`SESSION#{hash}`), so a leaked table
 * signs no one in. Each session is listed under its member too (`MEMBER#{id}`/`SESSION#{hash}`),
 * so signing out everywhere and changing a password revoke them all. Expiry is checked here;
 * DynamoDB's TTL only tidies up later.
 */

export type SessionRole = 'member' | 'staff';

export interface Session {
  memberId: string;
  role: SessionRole;
  /** The SHA-256 of the token, hex: the session's key. */
  hash: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const sessionKey = (hash: string) => ({ pk: `SESSION#${hash}`, sk: 'SESSION' });
const memberSessionKey = (memberId: string, hash: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `SESSION#${hash}`,
});

/** The `Set-Cookie` value carrying a session token (or, with no token, removing it). */
function sessionCookie(token: string, maxAgeSeconds: number): string {
  return serialize(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/** The `Set-Cookie` value that removes the session cookie. */
export const clearedSessionCookie = () => sessionCookie('', 0);

/**
 * Starts a session for a member and answers the `Set-Cookie` value to send with the response
 * (API Gateway v2: the result's `cookies`).
 */
export async function startSession(
  memberId: string,
  role: SessionRole,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashOf(token);
  const createdAt = new Date().toISOString();
  const expiresAt = nowSeconds() + ttlSeconds;
  await dynamoDb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.membersTable,
            Item: { ...sessionKey(hash), memberId, role, createdAt, expiresAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: config.membersTable,
            Item: { ...memberSessionKey(memberId, hash), createdAt, expiresAt },
          },
        },
      ],
    }),
  );
  return sessionCookie(token, ttlSeconds);
}

/** The session token the request's cookies carry, if any (API Gateway v2 puts them in `cookies`). */
function tokenOf(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.cookies?.join('; ') ?? event.headers?.cookie ?? '';
  const token = parse(header)[SESSION_COOKIE_NAME];
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}

/** The request's live session, or `undefined` when it has none (absent, unknown, expired, revoked). */
export async function sessionOf(event: APIGatewayProxyEventV2): Promise<Session | undefined> {
  const token = tokenOf(event);
  if (!token) return undefined;
  const hash = hashOf(token);
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: sessionKey(hash), ConsistentRead: true }),
  );
  if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= nowSeconds()) {
    return undefined;
  }
  return {
    memberId: String(Item.memberId),
    role: Item.role === 'staff' ? 'staff' : 'member',
    hash,
    expiresAt: Item.expiresAt,
  };
}

/** The request's session, or a 401 `unauthenticated`. */
export async function requireSession(event: APIGatewayProxyEventV2): Promise<Session> {
  const session = await sessionOf(event);
  if (!session) throw new AppError('unauthenticated', 401);
  return session;
}

/** The request's staff session: 401 without a session, 403 `forbidden` for a member's. */
export async function requireStaff(event: APIGatewayProxyEventV2): Promise<Session> {
  const session = await requireSession(event);
  if (session.role !== 'staff') throw new AppError('forbidden', 403);
  return session;
}

/** Ends one session (sign-out). */
export async function endSession(session: Pick<Session, 'memberId' | 'hash'>): Promise<void> {
  await dynamoDb().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: config.membersTable, Key: sessionKey(session.hash) } },
        {
          Delete: {
            TableName: config.membersTable,
            Key: memberSessionKey(session.memberId, session.hash),
          },
        },
      ],
    }),
  );
}

/** Ends every session of a member (a password change or reset), but `keep` if given. */
export async function revokeSessions(memberId: string, keep?: string): Promise<void> {
  for (const item of await memberItems(memberId, 'SESSION#')) {
    const hash = String(item.sk).slice('SESSION#'.length);
    if (hash !== keep) await endSession({ memberId, hash });
  }
}
