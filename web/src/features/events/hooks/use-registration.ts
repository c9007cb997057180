import type { PublicEvent, RegistrationResult } from '@gsk/core/api';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { registerForEvent } from '../api/events-api';

/** Where a member's registration stands on the event's page. */
export type Registration =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: RegistrationResult['status'] }
  | { status: 'failed'; reason: RegistrationFailure };

/** Why a registration was refused, as the page tells it. */
export type RegistrationFailure = 'full' | 'closed' | 'sessionEnded' | 'tooMany' | 'failed';

const failureOf = (error: unknown): RegistrationFailure => {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'event_full':
      return 'full';
    case 'event_closed':
      return 'closed';
    case 'unauthenticated':
      return 'sessionEnded';
    case 'too_many_requests':
      return 'tooMany';
    default:
      return error.status === 401 ? 'sessionEnded' : 'failed';
  }
};

/**
 * The member's registration for an event: `confirm` sends it once however often it is pressed
 * while an answer is awaited (the flag is set before React renders the button disabled).
 * `onAnswered` receives the event as the API answered it (its places left after this one).
 */
export function useRegistration(eventId: string, onAnswered: (event: PublicEvent) => void) {
  const [registration, setRegistration] = useState<Registration>({ status: 'idle' });
  const sending = useRef(false);
  const confirm = useCallback(() => {
    if (sending.current) return;
    sending.current = true;
    setRegistration({ status: 'sending' });
    registerForEvent(eventId)
      .then(
        (result) => {
          setRegistration({ status: result.status });
          onAnswered(result.event);
        },
        (error: unknown) => setRegistration({ status: 'failed', reason: failureOf(error) }),
      )
      .finally(() => {
        sending.current = false;
      });
  }, [eventId, onAnswered]);
  return { registration, confirm };
}
