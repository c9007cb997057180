import type { Session } from '../members/sessions';
import type { StoredCoordinatorRow } from '../coordinators/coordinators';
import { recordStaffAction } from './audit';

/**
 * Records staff's appointment, change or removal of a coordinator (`coordinator.appointed`,
 * `coordinator.updated`, `coordinator.removed`), with the areas (`state` or `state/seat`, comma
 * separated) and trust as they are after it.
 */
export async function recordCoordinatorAction(
  session: Pick<Session, 'memberId'>,
  action: 'coordinator.appointed' | 'coordinator.updated' | 'coordinator.removed',
  row: StoredCoordinatorRow,
): Promise<void> {
  await recordStaffAction(
    session,
    action,
    { type: 'coordinator', id: row.memberId, name: row.name },
    {
      areas: row.areas
        .map((area) => (area.parliament ? `${area.state}/${area.parliament}` : area.state))
        .join(','),
      trusted: row.trusted,
    },
  );
}
