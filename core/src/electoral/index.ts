import { seatTable } from './seats';
import type { ParliamentEntry, StateEntry } from './types';

/**
 * Malaysia's states, parliamentary and state (DUN) seats, for the sign-up form's three linked
 * lists and the server's check of them. Seat codes are the Election Commission's: parliament codes
 * (`P.140`) are unique in the country, DUN codes (`N.01`) only within their state.
 */

/** An option of one of the sign-up form's lists. */
export interface SeatOption {
  code: string;
  name: string;
}

const option = ([code, name]: StateEntry | ParliamentEntry | readonly [string, string]) => ({
  code,
  name,
});

const stateOf = (stateCode: string) => seatTable.find(([code]) => code === stateCode);
const parliamentOf = (stateCode: string, parliamentCode: string) =>
  stateOf(stateCode)?.[2].find(([code]) => code === parliamentCode);

/** The 13 states and 3 federal territories, in the Election Commission's order. */
export const votingStates = (): SeatOption[] => seatTable.map(option);

/** The parliamentary seats of a state; none for an unknown state. */
export const parliamentsOf = (stateCode: string): SeatOption[] =>
  (stateOf(stateCode)?.[2] ?? []).map(option);

/** The state seats inside a parliamentary seat; none in the federal territories. */
export const dunsOf = (stateCode: string, parliamentCode: string): SeatOption[] =>
  (parliamentOf(stateCode, parliamentCode)?.[2] ?? []).map(option);

/** Whether a parliamentary seat has state seats to choose from (not in a federal territory). */
export const hasDuns = (stateCode: string, parliamentCode: string): boolean =>
  dunsOf(stateCode, parliamentCode).length > 0;

/** Names of a member's seats for display; a code no longer in the data shows as itself. */
export function seatNames(stateCode: string, parliamentCode: string, dunCode: string) {
  const state = stateOf(stateCode);
  const parliament = parliamentOf(stateCode, parliamentCode);
  const dun = parliament?.[2].find(([code]) => code === dunCode);
  return {
    state: state?.[1] ?? stateCode,
    parliament: parliament ? `${parliament[0]} ${parliament[1]}` : parliamentCode,
    dun: dun ? `${dun[0]} ${dun[1]}` : dunCode,
  };
}

export type { SeatTable } from './types';
