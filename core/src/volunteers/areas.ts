import { parliamentsOf, votingStates } from '../electoral';
import type { AreaValues } from './index';

/*
 * Areas checked against the electoral table (core/src/electoral), apart from ./index.ts so that
 * only the pages and routes that pick or check an area load the table.
 */

/** The validation key of what is wrong with `area`, or `undefined` when it names a real area. */
export function areaProblem(
  area: AreaValues,
): 'area.state.invalid' | 'area.parliament.invalid' | undefined {
  if (!votingStates().some(({ code }) => code === area.state)) return 'area.state.invalid';
  if (area.parliament && !parliamentsOf(area.state).some(({ code }) => code === area.parliament)) {
    return 'area.parliament.invalid';
  }
  return undefined;
}

/** A member's seats, as their profile holds them. */
export interface Seats {
  state: string;
  parliament: string;
  dun: string;
}

/** Whether a member with `seats` lives in `area` (the whole state, or the one seat). */
export const livesIn = (seats: Seats, area: AreaValues): boolean =>
  seats.state === area.state && (!area.parliament || seats.parliament === area.parliament);

/** Whether `inner` lies within `outer` (a seat in its state, or the same area). */
export const areaWithin = (inner: AreaValues, outer: AreaValues): boolean =>
  inner.state === outer.state && (!outer.parliament || inner.parliament === outer.parliament);
