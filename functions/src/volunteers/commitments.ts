import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Commitment, Commitments, MyPlace } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { getEvent, isEventId, isVisible } from '../events/events';
import { eventPool } from '../events/registrations';
import { getShift, isPlaceId, shiftPool } from './places';
import { rankOf } from './waiting-list';
import type { Pool } from './waiting-list';

/*
 * The member's commitments, as their profile lists them: the mirrors under the member
 * (`MEMBER#{id}`/`SHIFT#{shiftId}` and `MEMBER#{id}`/`REG#{eventId}`), each with its shift and
 * activity or its event, those not ended yet, soonest first; a waiting place with its place in
 * the line now. Tens of items per member: one Query per kind and a read per commitment.
 */

const mirrors = async (memberId: string, prefix: 'SHIFT#' | 'REG#') =>
  (
    await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** The member's place as a mirror records it (an event's mirror without status is in). */
const placeOf = async (pool: Pool, mirror: Record<string, unknown>): Promise<MyPlace> =>
  mirror.status === 'waiting'
    ? { status: 'waiting', position: await rankOf(pool, Number(mirror.position)) }
    : { status: 'confirmed' };

/** The member's upcoming shifts, waiting places and events, soonest first. */
export async function commitmentsOf(memberId: string, now = new Date()): Promise<Commitments> {
  const at = now.toISOString();
  const [shiftMirrors, eventMirrors] = await Promise.all([
    mirrors(memberId, 'SHIFT#'),
    mirrors(memberId, 'REG#'),
  ]);
  const shifts = shiftMirrors.map(async (mirror): Promise<Commitment | undefined> => {
    const { activityId, shiftId } = mirror;
    if (!isPlaceId(activityId) || !isPlaceId(shiftId)) return undefined;
    const found = await getShift(activityId, shiftId);
    if (!found || found.shift.endsAt <= at) return undefined;
    const { activity, shift } = found;
    return {
      kind: 'shift',
      id: activityId,
      shiftId,
      title: activity.title,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      venue: activity.online ? null : activity.venue,
      online: activity.online,
      place: await placeOf(shiftPool(activityId, shiftId), mirror),
      cancellable: shift.startsAt > at,
    };
  });
  const events = eventMirrors.map(async (mirror): Promise<Commitment | undefined> => {
    const { eventId } = mirror;
    if (!isEventId(eventId)) return undefined;
    const event = await getEvent(eventId);
    if (!event || !isVisible(event) || event.endsAt <= at) return undefined;
    return {
      kind: 'event',
      id: eventId,
      title: event.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      venue: event.online ? null : event.venue,
      online: event.online,
      place: await placeOf(eventPool(eventId), mirror),
      cancellable: event.startsAt > at,
    };
  });
  const commitments = (await Promise.all([...shifts, ...events]))
    .filter((commitment): commitment is Commitment => commitment !== undefined)
    .sort(
      (a, b) =>
        a.startsAt.localeCompare(b.startsAt) ||
        `${a.id}${a.shiftId ?? ''}`.localeCompare(`${b.id}${b.shiftId ?? ''}`),
    );
  return { commitments };
}
