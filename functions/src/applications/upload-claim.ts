import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { conflict } from '../lib/errors';
import { errorName, logger } from '../lib/logger';

/**
 * Partition-key prefix of the claims of uploads in the claims table; the form handlers may write
 * these items and no others (infra/stacks/grants.ts).
 */
export const uploadClaimPrefix = 'upload#';

/** Seconds a claim outlives its token, so no clock skew lets a still-valid token meet no claim. */
const CLAIM_MARGIN_SECONDS = 3600;

const claimKey = (key: string) => ({ pk: `${uploadClaimPrefix}${key}`, sk: 'claim' });

/**
 * Claims an uploaded CV for one application: a put on the condition that no claim exists, which
 * DynamoDB applies atomically, so of any number of simultaneous submissions of one key exactly one
 * wins and the others are refused with 409 `upload_already_used`. The claim expires (TTL) once its
 * token has, when the key is worthless anyway.
 */
export async function claimUpload(
  key: string,
  applicationId: string,
  tokenExpiresAt: number,
): Promise<void> {
  try {
    await dynamoDb().send(
      new PutCommand({
        TableName: config.uploadClaimsTable,
        Item: {
          ...claimKey(key),
          applicationId,
          claimedAt: new Date().toISOString(),
          expiresAt: tokenExpiresAt + CLAIM_MARGIN_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw conflict('upload_already_used');
    throw error;
  }
}

/**
 * Gives a claim back when its application could not be stored, so the visitor may send the form
 * again with the same upload; only this application's claim is removed. A failure leaves the claim
 * to its expiry (the visitor then uploads the file again).
 */
export async function releaseUpload(key: string, applicationId: string): Promise<void> {
  try {
    await dynamoDb().send(
      new DeleteCommand({
        TableName: config.uploadClaimsTable,
        Key: claimKey(key),
        ConditionExpression: 'applicationId = :id',
        ExpressionAttributeValues: { ':id': applicationId },
      }),
    );
  } catch (error) {
    logger.warn('application.upload_release_failed', { code: errorName(error) });
  }
}
