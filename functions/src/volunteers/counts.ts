import type { VolunteerCounts } from '@gsk/core/api';
import { PUBLIC_COUNT_MINIMUM } from '@gsk/core/constants';
import { votingStates } from '@gsk/core/electoral';
import { areaItems, seatsOfKey } from './area-index';

/*
 * The public's counts of volunteers per state (docs/volunteers.md, "Limits"): aggregates of the
 * `area` index's keys only, and any figure below PUBLIC_COUNT_MINIMUM (the total too) is `null`,
 * so nobody in a small area is singled out.
 */

/** Whether `code` is a state of the electoral table. */
export const isVotingState = (code: string): boolean =>
  votingStates().some((state) => state.code === code);

/** A count as the public may see it. */
const shown = (count: number): number | null => (count >= PUBLIC_COUNT_MINIMUM ? count : null);

/** Volunteers per state (every state, in the table's order) and in all, small figures hidden. */
export async function volunteerCounts(): Promise<VolunteerCounts> {
  const perState = new Map<string, number>();
  let total = 0;
  for (const item of await areaItems('volunteer', '', ['areaKey'])) {
    const { state } = seatsOfKey(String(item.areaKey));
    perState.set(state, (perState.get(state) ?? 0) + 1);
    total += 1;
  }
  return {
    states: votingStates().map(({ code }) => ({
      state: code,
      volunteers: shown(perState.get(code) ?? 0),
    })),
    total: shown(total),
  };
}
