/** A seat: its official code (`P.140`, `N.01`) and name. */
export type SeatEntry = readonly [code: string, name: string];

/** A parliamentary seat and the state (DUN) seats inside it (none in the federal territories). */
export type ParliamentEntry = readonly [code: string, name: string, duns: readonly SeatEntry[]];

/** A state or federal territory (code 1-16) and its parliamentary seats. */
export type StateEntry = readonly [
  code: string,
  name: string,
  parliaments: readonly ParliamentEntry[],
];

/** The whole delimitation, as core/src/electoral/seats.ts holds it. */
export type SeatTable = readonly StateEntry[];
