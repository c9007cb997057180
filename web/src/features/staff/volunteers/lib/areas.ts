import type { Area } from '@gsk/core/api';
import { parliamentsOf, seatNames } from '@gsk/core/electoral';

/** An area as staff read it: `Selangor`, or `P.106 Damansara (Selangor)`. */
export const areaName = (area: Area, wholeState: string): string => {
  const names = seatNames(area.state, area.parliament, '');
  return area.parliament
    ? `${names.parliament} (${names.state})`
    : `${names.state} (${wholeState})`;
};

/** The parliamentary seats of a state, as options named `P.106 Damansara`. */
export const seatOptions = (state: string) =>
  parliamentsOf(state).map(({ code, name }) => ({ code, name: `${code} ${name}` }));

/** Whether two areas are the same. */
export const sameArea = (one: Area, other: Area) =>
  one.state === other.state && one.parliament === other.parliament;
