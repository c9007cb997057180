import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { maskMobile } from '@gsk/core/account/mobile';
import type { ProfileValues } from '@gsk/core/account/profile';
import type { MemberProfile, MemberRegistration } from '@gsk/core/api';
import { MEMBER_SESSION_TTL_SECONDS, STAFF_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { memberItems } from './member-items';

/**
 * Members' accounts in the members table: the profile (`MEMBER#{id}`/`PROFILE`, with the password's
 * hash) and the claim on its mobile number (`MOBILE#{+60…}`/`MOBILE`, naming the member), written
 * together by a verified sign-up so that one number has one account.
 */

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A stored profile. `mobile` is canonical (`+60…`) and never leaves the server unmasked. */
export interface MemberRecord {
  id: string;
  name: string;
  mobile: string;
  state: string;
  parliament: string;
  dun: string;
  language: Language;
  /** Added on the profile; absent when none was given (or it was taken out). */
  email?: string;
  role: 'member' | 'staff';
  passwordHash: string;
  createdAt: string;
  /** When the member last changed their details (`updateDetails`). */
  updatedAt?: string;
}

/** How long a session of this role lasts (a staff session only ever comes of the second factor). */
export const sessionTtlOf = (role: 'member' | 'staff') =>
  role === 'staff' ? STAFF_SESSION_TTL_SECONDS : MEMBER_SESSION_TTL_SECONDS;

export const profileKey = (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PROFILE' });
export const mobileKey = (mobile: string) => ({ pk: `MOBILE#${mobile}`, sk: 'MOBILE' });

/** The member holding a canonical mobile number, if any. */
export async function memberIdOf(mobile: string): Promise<string | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: mobileKey(mobile),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.memberId === 'string' ? Item.memberId : undefined;
}

/** A member's stored profile, if any. */
export async function memberOf(memberId: string): Promise<MemberRecord | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: profileKey(memberId),
      ConsistentRead: true,
    }),
  );
  return Item as MemberRecord | undefined;
}

/** Stores a new password hash (a change, a reset, or a rehash with stronger parameters). */
export async function setPasswordHash(memberId: string, passwordHash: string): Promise<void> {
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.membersTable,
      Key: profileKey(memberId),
      UpdateExpression: 'SET passwordHash = :hash',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash },
    }),
  );
}

/**
 * Stores the details a member changed on their profile (core's `profileSchema`, already
 * validated): name, seats, language and email (an empty one removes it). One conditional update
 * of the profile that exists, so a member deleted meanwhile is never written back; the number,
 * the password's hash and the role are not touched. Returns the profile as stored, or undefined
 * when there is none.
 */
export async function updateDetails(
  memberId: string,
  details: ProfileValues,
  now = new Date(),
): Promise<MemberRecord | undefined> {
  const { email, ...kept } = details;
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: profileKey(memberId),
        UpdateExpression: `SET #name = :name, #state = :state, parliament = :parliament, dun = :dun, #language = :language, updatedAt = :now${email ? ', email = :email' : ' REMOVE email'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#state': 'state', '#language': 'language' },
        ExpressionAttributeValues: {
          ':name': kept.name,
          ':state': kept.state,
          ':parliament': kept.parliament,
          ':dun': kept.dun,
          ':language': kept.language,
          ':now': now.toISOString(),
          ...(email ? { ':email': email } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as MemberRecord | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The member's registrations (`MEMBER#{id}`/`REG#{eventId}`, written by the events' handlers). */
const registrationsOf = async (memberId: string): Promise<MemberRegistration[]> =>
  (await memberItems(memberId, 'REG#')).map((item) => ({
    eventId: String(item.sk).slice('REG#'.length),
    registeredAt: String(item.registeredAt ?? item.createdAt ?? ''),
  }));

/**
 * Whether staff appointed the member coordinator of some area: their `MEMBER#{id}`/`COORDINATOR`
 * item (docs/volunteers.md, "The model"), which a removal deletes.
 */
const isCoordinator = async (memberId: string): Promise<boolean> => {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: { pk: `MEMBER#${memberId}`, sk: 'COORDINATOR' },
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Boolean(Item);
};

/**
 * What a member sees of their own account: never the hash, the number masked; whether they are a
 * coordinator (the profile's link to their section). `registrations` given: a new account, which
 * has nothing else to read.
 */
export async function profileOf(
  member: MemberRecord,
  registrations?: MemberRegistration[],
): Promise<MemberProfile> {
  const [registered, coordinator] = registrations
    ? [registrations, false]
    : await Promise.all([registrationsOf(member.id), isCoordinator(member.id)]);
  return {
    id: member.id,
    name: member.name,
    maskedMobile: maskMobile(member.mobile),
    state: member.state,
    parliament: member.parliament,
    dun: member.dun,
    language: member.language,
    email: member.email ?? '',
    role: member.role === 'staff' ? 'staff' : 'member',
    registrations: registered,
    ...(coordinator ? { coordinator: true as const } : {}),
  };
}
