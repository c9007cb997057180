import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftAttendance, ShiftPerson } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { notFound } from '../lib/errors';
import { profileKey } from '../members/members';
import { toPublicShift } from './activities';
import type { StoredActivity, StoredShift } from './activities';
import { itemsByMember } from './batch';
import { activityConsentsOf } from './contact-consents';
import { placeKey } from './keys';

/*
 * The people on a shift (`SHIFT#{id}`/`PLACE#{memberId}`, written by the sign-ups:
 * functions/src/volunteers/places*.ts), for check-in at the door and the shift's texts: each
 * joined with their profile (name, mobile, language) and their SMS consent about their
 * activities (their `activity` record, docs/privacy.md), which alone lets a coordinator see a
 * number. Check-in sets `checkedInAt` on a confirmed person's place, and nothing else.
 */

/** A place as its item holds it. */
export interface StoredPlace {
  memberId: string;
  status: 'confirmed' | 'waiting';
  position?: number;
  joinedAt: string;
  checkedInAt?: string;
}

/** Every place (and waiting place) of a shift. */
export async function placesOf(shiftId: string): Promise<StoredPlace[]> {
  const places: StoredPlace[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :place)',
        ExpressionAttributeValues: { ':pk': `SHIFT#${shiftId}`, ':place': 'PLACE#' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      places.push({
        memberId: String(item.memberId ?? String(item.sk).slice('PLACE#'.length)),
        status: item.status === 'waiting' ? 'waiting' : 'confirmed',
        ...(typeof item.position === 'number' && { position: item.position }),
        joinedAt: String(item.joinedAt ?? ''),
        ...(typeof item.checkedInAt === 'string' && { checkedInAt: item.checkedInAt }),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return places;
}

/** A member's profile fields a shift's list and texts need. */
export interface PersonProfile {
  name: string;
  mobile: string;
  language: 'bm' | 'eng';
  email?: string;
}

/** The profiles of `memberIds`, by member id. */
export async function profilesOf(memberIds: string[]): Promise<Map<string, PersonProfile>> {
  const items = await itemsByMember(memberIds.map(profileKey), [
    'name',
    'mobile',
    'language',
    'email',
  ]);
  return new Map(
    [...items].map(([memberId, item]) => [
      memberId,
      {
        name: String(item.name ?? ''),
        mobile: String(item.mobile ?? ''),
        language: item.language === 'eng' ? 'eng' : 'bm',
        ...(typeof item.email === 'string' && item.email && { email: item.email }),
      },
    ]),
  );
}

/** Confirmed people first (in the order they joined), then those waiting, first in line first. */
const byPlace = (a: StoredPlace, b: StoredPlace) =>
  a.status !== b.status
    ? a.status === 'confirmed'
      ? -1
      : 1
    : a.status === 'waiting'
      ? (a.position ?? 0) - (b.position ?? 0)
      : a.joinedAt.localeCompare(b.joinedAt) || a.memberId.localeCompare(b.memberId);

/**
 * A shift and its people for check-in: names, places and check-ins; the mobile only of those who
 * consented to SMS (their `activity` consent by SMS, docs/privacy.md).
 */
export async function shiftAttendance(
  activity: StoredActivity,
  shift: StoredShift,
  now = new Date(),
): Promise<ShiftAttendance> {
  const places = (await placesOf(shift.id)).sort(byPlace);
  const ids = places.map((place) => place.memberId);
  const [profiles, consents] = await Promise.all([profilesOf(ids), activityConsentsOf(ids)]);
  return {
    shift: toPublicShift(shift, activity, now),
    people: places.map((place): ShiftPerson => {
      const profile = profiles.get(place.memberId);
      return {
        memberId: place.memberId,
        name: profile?.name ?? '',
        mobile: consents.get(place.memberId)?.sms ? (profile?.mobile ?? null) : null,
        place: place.status,
        ...(place.status === 'waiting' &&
          place.position !== undefined && { position: place.position }),
        checkedIn: place.checkedInAt !== undefined,
        checkedInAt: place.checkedInAt ?? null,
      };
    }),
  };
}

/** How many came to each shift (places with `checkedInAt`), by shift id. */
export async function checkedInCounts(shifts: StoredShift[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    shifts.map(async (shift) => {
      const places = await placesOf(shift.id);
      return [shift.id, places.filter((place) => place.checkedInAt).length] as const;
    }),
  );
  return new Map(counts);
}

/**
 * Checks a confirmed person in (`present`), or undoes it: sets or removes `checkedInAt` on their
 * place, conditional on it being a confirmed place of this shift (404 `place_not_found`
 * otherwise: nobody by that id, or only waiting).
 */
export async function checkIn(
  shiftId: string,
  memberId: string,
  present: boolean,
  now = new Date(),
): Promise<void> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: placeKey(shiftId, memberId),
        UpdateExpression: present
          ? 'SET checkedInAt = if_not_exists(checkedInAt, :now)'
          : 'REMOVE checkedInAt',
        ConditionExpression: 'attribute_exists(pk) AND #status = :confirmed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ...(present && { ':now': now.toISOString() }),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('place_not_found');
    throw error;
  }
}
