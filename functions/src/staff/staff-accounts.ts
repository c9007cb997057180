import { randomBytes, randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalMobile, mobile as mobileSchema, name as nameSchema } from '@gsk/core/account';
import type { Language } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';
import type { MemberRecord } from '../members/members';
import { memberIdOf, mobileKey, profileKey } from '../members/members';
import { hashPassword } from '../members/passwords';
import { revokeSessions } from '../members/sessions';

/**
 * Adding staff (`npm run staff -- add`, infra/local/staff.ts; never a route): staff accounts are
 * members' accounts whose profile says `role: 'staff'`. A number that has an account gets the
 * role; a number that has none gets a new account (its claim and its profile in one conditional
 * transaction, as a sign-up's) with an initial password of 20 characters from the CSPRNG (120
 * bits), answered once to be shown once, stored only as its scrypt hash. It opens nothing alone:
 * every staff sign-in also needs the code texted to the number. The staff member changes it after
 * signing in (or sets their own by the forgotten-password route, which texts that number too).
 */

export type AddedStaff =
  | { memberId: string; created: false }
  | { memberId: string; created: true; initialPassword: string };

/** Typed input's problems, in the command's words. */
export class StaffInputError extends Error {}

const checked = async (schema: typeof mobileSchema, value: string, what: string) => {
  if (!(await schema.isValid(value))) throw new StaffInputError(`${what} is not valid: "${value}"`);
};

/**
 * Makes the account of `mobile` (as typed) staff, or creates a staff account for it named `name`
 * (required then, as on the identity card: it names them in the audit trail).
 */
export async function addStaff(
  typedMobile: string,
  options: { name?: string; language?: Language } = {},
): Promise<AddedStaff> {
  await checked(mobileSchema, typedMobile, 'The mobile number');
  const mobile = canonicalMobile(typedMobile);
  const existing = await memberIdOf(mobile);
  if (existing) {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: profileKey(existing),
        UpdateExpression: 'SET #role = :staff',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':staff': 'staff' },
      }),
    );
    return { memberId: existing, created: false };
  }
  if (!options.name) {
    throw new StaffInputError('No account has this number: give --name to create a staff account');
  }
  await checked(nameSchema, options.name, 'The name');
  const initialPassword = randomBytes(15).toString('base64url');
  const member: MemberRecord = {
    id: randomUUID(),
    name: options.name.trim(),
    mobile,
    state: '',
    parliament: '',
    dun: '',
    language: options.language ?? 'bm',
    role: 'staff',
    passwordHash: await hashPassword(initialPassword),
    createdAt: new Date().toISOString(),
  };
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.membersTable,
              Item: { ...mobileKey(mobile), memberId: member.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: config.membersTable,
              Item: { ...profileKey(member.id), ...member },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Someone signed up with the number meanwhile: make that account staff instead.
    if (cancelledAt(error, 0)) return addStaff(typedMobile, options);
    throw error;
  }
  return { memberId: member.id, created: true, initialPassword };
}

/**
 * Takes the staff role from the account of `mobile` (`npm run staff -- remove`: someone leaves the
 * team, or a number was made staff by mistake): the profile is a member's again, in one update
 * conditional on it being staff, and every session of the account ends at once, so a staff
 * session already open stops working on its next request. The account itself stays a member's.
 */
export async function removeStaff(typedMobile: string): Promise<{ memberId: string }> {
  await checked(mobileSchema, typedMobile, 'The mobile number');
  const memberId = await memberIdOf(canonicalMobile(typedMobile));
  if (!memberId) throw new StaffInputError('No account has this number');
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: profileKey(memberId),
        UpdateExpression: 'SET #role = :member',
        ConditionExpression: 'attribute_exists(pk) AND #role = :staff',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':member': 'member', ':staff': 'staff' },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StaffInputError('This account is not staff');
    throw error;
  }
  await revokeSessions(memberId);
  return { memberId };
}
