import type { Area, CoordinatorSelf } from '@gsk/core/api';
import type { SeatOption } from '@gsk/core/electoral';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureOf, type ApiFailure } from '../../../lib/api-client';
import { signedOutNow } from '../../../lib/session';
import { fetchCoordinatorSelf } from '../api/coordinator-api';
import { coordinatorFailureText } from '../lib/coordinator-failure';

/** What every part of the section knows: who the coordinator is, and how to name a place. */
export interface CoordinatorAccess {
  self: CoordinatorSelf;
  /** An area's name: the state, or the seat and its state. */
  areaName: (area: Area) => string;
  /** A member's seats' names (state, parliamentary seat). */
  seatName: (state: string, parliament: string) => string;
  /** The parliamentary seats of a state, for picking one inside a whole-state area. */
  seatsOf: (state: string) => SeatOption[];
  /** Staff removed the member as coordinator: the section gives way to the "for coordinators" message. */
  removed: () => void;
}

export const CoordinatorContext = createContext<CoordinatorAccess | undefined>(undefined);

/** The section's access; only inside it. */
export function useCoordinator(): CoordinatorAccess {
  const access = useContext(CoordinatorContext);
  if (!access) throw new Error('useCoordinator outside the coordinator section');
  return access;
}

/**
 * Turns a failed call into what the section says. A 401 signs the member out (the page asks them
 * to sign in again). A 403 asks again who the member is: no longer a coordinator, the section gives
 * way to the "for coordinators" message (`undefined`); still one, what they asked for is outside
 * their areas. Anything else is the failure's own text.
 */
export function useCoordinatorFailure(texting = false) {
  const { t } = useTranslation(['coordinator']);
  const { removed } = useCoordinator();
  return useCallback(
    async (error: unknown): Promise<{ text: string; failure: ApiFailure } | undefined> => {
      const failure = failureOf(error);
      const status = failure.kind === 'status' ? failure.status : 0;
      if (status === 401) {
        signedOutNow();
        return undefined;
      }
      if (status === 403) {
        try {
          await fetchCoordinatorSelf();
        } catch (again) {
          if (again instanceof ApiError && again.status === 403) {
            removed();
            return undefined;
          }
          if (again instanceof ApiError && again.status === 401) {
            signedOutNow();
            return undefined;
          }
        }
      }
      return { text: coordinatorFailureText(failure, t, texting), failure };
    },
    [t, removed, texting],
  );
}
