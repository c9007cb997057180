import type { MyPlace, PublicEvent, RegistrationResult } from '@gsk/core/api';
import { useCallback, useRef, useState } from 'react';
import { placeFailure, type PlaceFailure } from '../../../lib/places';
import { registerForEvent } from '../api/events-api';

/** Where a member's registration stands on the event's page. */
export type Registration =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'registered' | 'already_registered' }
  | { status: 'waiting'; position: number; fresh: boolean }
  | { status: 'cancelled' }
  | { status: 'failed'; reason: RegistrationFailure };

/** Why a registration was refused, as the page tells it. */
export type RegistrationFailure = PlaceFailure;

/** The page's state of an answer, in the words the event's page has always used. */
const registrationOf = (result: RegistrationResult): Registration => {
  switch (result.status) {
    case 'registered':
      return { status: 'registered' };
    case 'already_registered':
      return { status: 'already_registered' };
    case 'waiting':
    case 'already_waiting':
      return {
        status: 'waiting',
        position: result.position ?? 1,
        fresh: result.status === 'waiting',
      };
  }
};

/** The member's place as the registration last answered, if it answered. */
export const placeOfRegistration = (registration: Registration): MyPlace | undefined => {
  switch (registration.status) {
    case 'registered':
    case 'already_registered':
      return { status: 'confirmed' };
    case 'waiting':
      return { status: 'waiting', position: registration.position };
    case 'cancelled':
      return { status: 'none' };
    default:
      return undefined;
  }
};

/**
 * The member's registration for an event: `confirm` sends it (`waitingList`: onto the waiting list
 * of a full event) once however often it is pressed while an answer is awaited (the flag is set
 * before React renders the button disabled). `onAnswered` receives the event as the API answered
 * it (its places left after this one), when it did.
 */
export function useRegistration(eventId: string, onAnswered: (event: PublicEvent) => void) {
  const [registration, setRegistration] = useState<Registration>({ status: 'idle' });
  const sending = useRef(false);
  const confirm = useCallback(
    (waitingList = false) => {
      if (sending.current) return;
      sending.current = true;
      setRegistration({ status: 'sending' });
      registerForEvent(eventId, waitingList)
        .then(
          (result) => {
            setRegistration(registrationOf(result));
            onAnswered(result.event);
          },
          (error: unknown) => setRegistration({ status: 'failed', reason: placeFailure(error) }),
        )
        .finally(() => {
          sending.current = false;
        });
    },
    [eventId, onAnswered],
  );
  const cancelled = useCallback(() => setRegistration({ status: 'cancelled' }), []);
  return { registration, confirm, cancelled };
}
