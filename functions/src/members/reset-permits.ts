import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PASSWORD_RESET_TTL_SECONDS } from '@gsk/core/constants';
import { config } from '../lib/config';
import { dynamoDb } from '../lib/aws';
import { badRequest } from '../lib/errors';
import { nowSeconds } from './members';

/**
 * Permissions to set a new password (`RESET#{sha256 of the token}`/`RESET`), given for a checked
 * reset code: 32 random bytes that only the browser holds, the table keeping their SHA-256, valid
 * PASSWORD_RESET_TTL_SECONDS and used once (deleted on condition with the new password's write).
 */

const tokenPattern = /^[\w-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const permitKey = (hash: string) => ({ pk: `RESET#${hash}`, sk: 'RESET' });

/** A new permit for `memberId`: its token and the transaction item that stores it. */
export function newPermit(memberId: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + PASSWORD_RESET_TTL_SECONDS;
  return {
    token,
    put: {
      Put: {
        TableName: config.membersTable,
        Item: { ...permitKey(hashOf(token)), memberId, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

export const resetExpired = () => badRequest('reset_expired');

/**
 * The member a live permit is for, and the transaction item that uses it up (still there and
 * unexpired at the write); 400 `reset_expired` for an unknown, used or expired one.
 */
export async function permitOf(token: string) {
  if (!tokenPattern.test(token)) throw resetExpired();
  const key = permitKey(hashOf(token));
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: key, ConsistentRead: true }),
  );
  const now = nowSeconds();
  if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= now) throw resetExpired();
  return {
    memberId: String(Item.memberId),
    use: {
      Delete: {
        TableName: config.membersTable,
        Key: key,
        ConditionExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':now': now },
      },
    },
  };
}
