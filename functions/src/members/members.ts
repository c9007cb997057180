import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { maskMobile } from '@gsk/core/account/mobile';
import type { ProfileValues } from '@gsk/core/account/profile';
import type { MemberProfile, MemberRegistration } from '@gsk/core/api';
import { MEMBER_SESSION_TTL_SECONDS, STAFF_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';
import { areaAttributes } from '../volunteers/area-index';
import { volunteerKey } from '../volunteers/keys';
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
  /**
   * Its place in the table's `area` index (docs/volunteers.md, "Areas and the index"): written
   * with the seats; absent only on profiles from before issue 29 until their next sign-in.
   */
  areaKind?: 'member';
  areaKey?: string;
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

/** Attempts of a change of details that keeps losing to the member's own volunteer form. */
const maxDetailAttempts = 4;

/**
 * Stores the details a member changed on their profile (core's `profileSchema`, already
 * validated): name, seats (and so the profile's place in the `area` index), language and email
 * (an empty one removes it). One transaction: the conditional update of the profile that exists,
 * so a member deleted meanwhile is never written back, and, when the member is a volunteer, the
 * same name and seats copied onto their volunteer details (or a check that they still have none,
 * so details saved meanwhile are read again). The number, the password's hash and the role are
 * not touched. Returns the profile as stored, or undefined when there is none.
 */
export async function updateDetails(
  memberId: string,
  details: ProfileValues,
  now = new Date(),
): Promise<MemberRecord | undefined> {
  const { email, ...kept } = details;
  const seats = { state: kept.state, parliament: kept.parliament, dun: kept.dun };
  const area = areaAttributes('member', seats, memberId);
  const volunteerArea = areaAttributes('volunteer', seats, memberId);
  for (let attempt = 1; ; attempt += 1) {
    const { Item: volunteer } = await dynamoDb().send(
      new GetCommand({
        TableName: config.membersTable,
        Key: volunteerKey(memberId),
        ProjectionExpression: 'pk',
        ConsistentRead: true,
      }),
    );
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.membersTable,
                Key: profileKey(memberId),
                UpdateExpression: `SET #name = :name, #state = :state, parliament = :parliament, dun = :dun, #language = :language, areaKind = :kind, areaKey = :key, updatedAt = :now${email ? ', email = :email' : ' REMOVE email'}`,
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: {
                  '#name': 'name',
                  '#state': 'state',
                  '#language': 'language',
                },
                ExpressionAttributeValues: {
                  ':name': kept.name,
                  ':state': kept.state,
                  ':parliament': kept.parliament,
                  ':dun': kept.dun,
                  ':language': kept.language,
                  ':kind': area.areaKind,
                  ':key': area.areaKey,
                  ':now': now.toISOString(),
                  ...(email ? { ':email': email } : {}),
                },
              },
            },
            volunteer
              ? {
                  Update: {
                    TableName: config.membersTable,
                    Key: volunteerKey(memberId),
                    UpdateExpression:
                      'SET #name = :name, #state = :state, parliament = :parliament, dun = :dun, areaKey = :key',
                    ConditionExpression: 'attribute_exists(pk)',
                    ExpressionAttributeNames: { '#name': 'name', '#state': 'state' },
                    ExpressionAttributeValues: {
                      ':name': kept.name,
                      ':state': kept.state,
                      ':parliament': kept.parliament,
                      ':dun': kept.dun,
                      ':key': volunteerArea.areaKey,
                    },
                  },
                }
              : {
                  ConditionCheck: {
                    TableName: config.membersTable,
                    Key: volunteerKey(memberId),
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
          ],
        }),
      );
      return await memberOf(memberId);
    } catch (error) {
      if (cancelledAt(error, 0)) return undefined;
      // The volunteer form was saved or withdrawn meanwhile: read it again.
      if (!cancelledAt(error, 1) || attempt >= maxDetailAttempts) throw error;
    }
  }
}

/**
 * Puts a profile from before issue 29 in the `area` index (docs/volunteers.md, "Areas and the
 * index"): called at the member's sign-in, a conditional update that changes nothing when the
 * profile already has its place (or was changed meanwhile, which writes it).
 */
export async function backfillArea(member: MemberRecord): Promise<void> {
  if (member.areaKey) return;
  const area = areaAttributes('member', member, member.id);
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: profileKey(member.id),
        UpdateExpression: 'SET areaKind = :kind, areaKey = :key',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(areaKey) AND #state = :state AND parliament = :parliament AND dun = :dun',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':kind': area.areaKind,
          ':key': area.areaKey,
          ':state': member.state,
          ':parliament': member.parliament,
          ':dun': member.dun,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The member's registrations (`MEMBER#{id}`/`REG#{eventId}`, written by the events' handlers),
 * without their waiting places (`status: 'waiting'`, listed by `GET /api/account/commitments`).
 */
const registrationsOf = async (memberId: string): Promise<MemberRegistration[]> =>
  (await memberItems(memberId, 'REG#'))
    .filter((item) => item.status !== 'waiting')
    .map((item) => ({
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
