import { config } from '../lib/config';
import { conflict, notFound } from '../lib/errors';
import { join } from '../volunteers/waiting-list';
import type { Pool } from '../volunteers/waiting-list';
import { eventKey, getEvent, isEventId, isVisible } from './events';

/*
 * A member's registration for an event, exactly once, within the event's places, in ONE
 * conditional write: a transaction that puts the registration (`EVENT#{id}`/`REG#{memberId}`,
 * only if absent), its mirror under the member (`MEMBER#{id}`/`REG#{eventId}`) and adds one to
 * the event's `registeredCount` only if the event is published, has a place left and has not
 * started. DynamoDB applies all or none, so two requests of one member (or the last place
 * wanted by many) can never both win. The same transaction records the confirmation SMS as owed
 * (confirmation.ts). A full event's waiting list, cancellations and promotions are the same
 * engine as the shifts' (functions/src/volunteers/waiting-list.ts): a waiting registration has
 * `status: 'waiting'` and a `position`; one without `status` (made before waiting lists) is in.
 */

/** The key of a registration, under its event. */
export const registrationKey = (eventId: string, memberId: string) => ({
  pk: `EVENT#${eventId}`,
  sk: `REG#${memberId}`,
});

/** The key of a registration's mirror, under its member (the profile lists them). */
export const memberRegistrationKey = (memberId: string, eventId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `REG#${eventId}`,
});

/**
 * The owed confirmations' partition: one marker per registration whose SMS is not known sent
 * (`REG#{eventId}#{memberId}`), written by the registration's transaction, which the reconciler
 * reads to retry (confirmation.ts `retryOwedConfirmations`) and removes once the SMS went out.
 */
export const owedConfirmationsPk = 'CONFIRMATIONS';

/** The key of a registration's owed-confirmation marker. */
export const owedConfirmationKey = (eventId: string, memberId: string) => ({
  pk: owedConfirmationsPk,
  sk: `REG#${eventId}#${memberId}`,
});

/** An event's registrations as the waiting-list engine works them (capacity, waiting list). */
export function eventPool(eventId: string): Pool {
  return {
    kind: 'event',
    id: eventId,
    ref: { eventId },
    counterKey: eventKey(eventId),
    takenName: 'registeredCount',
    placesName: 'capacity',
    openCondition: {
      expression: '#status = :published',
      names: { '#status': 'status' },
      values: { ':published': 'published' },
    },
    openChecks: [],
    placeKey: (memberId) => registrationKey(eventId, memberId),
    mirrorKey: (memberId) => memberRegistrationKey(memberId, eventId),
    waitPk: `EVENT#${eventId}`,
    placeFields: (memberId, at) => ({ eventId, memberId, registeredAt: at }),
    mirrorFields: (at) => ({ eventId, registeredAt: at }),
    // The confirmation SMS is owed until confirmation.ts records it sent.
    confirmed: (memberId, at) => ({
      fields: { confirmation: 'owed' },
      items: [
        {
          Put: {
            TableName: config.membersTable,
            Item: { ...owedConfirmationKey(eventId, memberId), eventId, memberId, owedSince: at },
          },
        },
      ],
    }),
    read: async () => {
      const event = await getEvent(eventId);
      if (!event) return undefined;
      return {
        taken: event.registeredCount,
        places: event.capacity,
        waiting: Number(event.waiting ?? 0),
        nextPosition: Number(event.nextPosition ?? 0),
        startsAt: event.startsAt,
        title: event.title,
        open: event.status === 'published',
        visible: isVisible(event),
      };
    },
    errors: {
      notFound: () => notFound('event_not_found'),
      full: () => conflict('event_full'),
      closed: () => conflict('event_closed'),
    },
  };
}

/** What registering did: registered or waiting the first time, or a repeat that changed nothing. */
export interface Registration {
  status: 'registered' | 'already_registered' | 'waiting' | 'already_waiting';
  position?: number;
}

const registrationStatus = {
  confirmed: 'registered',
  already_confirmed: 'already_registered',
  waiting: 'waiting',
  already_waiting: 'already_waiting',
} as const;

/**
 * Registers a member for an event, or with `waitingList` puts a full event's newcomer on its
 * waiting list. Throws a 404 `event_not_found` (unknown or draft), 409 `event_closed` (closed by
 * staff, or started) or 409 `event_full` (without `waitingList`). A member registered or waiting
 * already gets `already_registered` / `already_waiting` whatever the event's state now.
 */
export async function register(
  eventId: string,
  memberId: string,
  waitingList: boolean,
  now = new Date(),
): Promise<Registration> {
  if (!isEventId(eventId)) throw notFound('event_not_found');
  const { status, position } = await join(eventPool(eventId), memberId, waitingList, now);
  return { status: registrationStatus[status], ...(position !== undefined && { position }) };
}
