import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { noContent } from '../lib/responses';
import { profileKey } from './members';
import { hashPassword } from './passwords';
import { permitOf, resetExpired } from './reset-permits';
import { passwordResetCompleteSchema } from './schemas';
import { revokeSessions } from './sessions';

/**
 * `POST /api/account/password-reset/complete` (`{ resetToken, password, passwordConfirmation }`,
 * core's newPasswordSchema): with a live permission, the new password's hash replaces the old
 * one and the permission is used up in one transaction, then every session of the member ends
 * (204; the member signs in with it). An unknown, used or expired permission: 400 `reset_expired`.
 */
export const handler = httpHandler({ body: passwordResetCompleteSchema }, async ({ body }) => {
  const permit = await permitOf(body.resetToken);
  const passwordHash = await hashPassword(body.password);
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          permit.use,
          {
            Update: {
              TableName: config.membersTable,
              Key: profileKey(permit.memberId),
              UpdateExpression: 'SET passwordHash = :hash',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':hash': passwordHash },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0) || cancelledAt(error, 1)) throw resetExpired();
    throw error;
  }
  await revokeSessions(permit.memberId);
  logger.info('account.password_reset', { memberId: permit.memberId });
  return noContent();
});
