import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalMobile } from '@gsk/core/account';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import {} from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { memberCall } from './member-client';
import { smsTo } from './sms-client';
import { stackUrls } from '../support/stack-setup';

/*
 * What the account tests share: the stack, their loopback range (127.30.x: each call a new
 * client for the per-address limits unless a test keeps one), and the members table itself, where
 * a test moves a code's or a permission's clock back instead of waiting minutes for it
 * (infra/resources.ts `membersTable` documents the keys).
 */

export const urls = await stackUrls();

/**
 * The bound of one account test: every sign-up, sign-in and password change runs scrypt (about
 * half a second of a core alone, several seconds on the loaded 2-core machine), and the limits'
 * tests run dozens of them.
 */
export const accountTestTimeout = 120_000;

/**
 * The loopback addresses of one test file, from `127.30.{block}.1` on: each file its own block of
 * ten (files share the stack's counters, and each file's module starts counting anew).
 */
export const visitorsOf = (block: number) => {
  let visitors = 0;
  return () => {
    visitors += 1;
    return `127.30.${block * 10 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
  };
};

/** An account call from `from`, a loopback address. */
export const call = (
  path: string,
  from: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; cookie?: string } = {},
) => memberCall(urls, path, from, init);

const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

/** A challenge as stored. */
export const storedChallenge = async (challengeId: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: { pk: `OTP#${challengeId}`, sk: 'OTP' },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** Moves a challenge's clock back by `seconds`: its code was sent (and expires) that much earlier. */
export const ageChallenge = async (challengeId: string, seconds: number) => {
  await documents.send(
    new UpdateCommand({
      TableName: names.membersTable,
      Key: { pk: `OTP#${challengeId}`, sk: 'OTP' },
      UpdateExpression: 'SET codeSentAt = codeSentAt - :s, codeExpiresAt = codeExpiresAt - :s',
      ExpressionAttributeValues: { ':s': seconds },
    }),
  );
};

/** Makes a password-reset permission expire now. */
export const expirePermit = async (resetToken: string) => {
  const hash = createHash('sha256').update(resetToken).digest('hex');
  await documents.send(
    new UpdateCommand({
      TableName: names.membersTable,
      Key: { pk: `RESET#${hash}`, sk: 'RESET' },
      UpdateExpression: 'SET expiresAt = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
};

/** The key of a session's row: the SHA-256 of the cookie's token. */
const sessionKey = (cookie: string) => ({
  pk: `SESSION#${createHash('sha256')
    .update(cookie.slice(`${SESSION_COOKIE_NAME}=`.length))
    .digest('hex')}`,
  sk: 'SESSION',
});

/** The row of the session a cookie (`__Host-gsk_session=…`) carries, if any. */
export const sessionRow = async (cookie: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: sessionKey(cookie),
        ConsistentRead: true,
      }),
    )
  ).Item;

/** Makes a session expire now (DynamoDB's TTL would delete its row later). */
export const expireSession = async (cookie: string) => {
  await documents.send(
    new UpdateCommand({
      TableName: names.membersTable,
      Key: sessionKey(cookie),
      UpdateExpression: 'SET expiresAt = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
};

/** Replaces a member's stored password hash (as a hash of older, weaker parameters would be). */
export const storePasswordHash = async (memberId: string, passwordHash: string) => {
  await documents.send(
    new UpdateCommand({
      TableName: names.membersTable,
      Key: { pk: `MEMBER#${memberId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET passwordHash = :hash',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash },
    }),
  );
};

/** An item of the members table by key. */
export const storedItem = async (pk: string, sk: string) =>
  (
    await documents.send(
      new GetCommand({ TableName: names.membersTable, Key: { pk, sk }, ConsistentRead: true }),
    )
  ).Item;

/** The mobile's claim, if an account holds it. */
export const mobileClaim = (mobile: string) =>
  storedItem(`MOBILE#${canonicalMobile(mobile)}`, 'MOBILE');

/** How many text messages reached `mobile`. */
export const smsCount = async (mobile: string) => (await smsTo(urls, mobile)).length;

/** A wrong code for a right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
