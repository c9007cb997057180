import type { StaffAuditEntry } from '@gsk/core/api';
import type { EventStatus } from '@gsk/core/events';
import type { StoredEvent } from '../events/events';
import type { Session } from '../members/sessions';
import { recordStaffAction } from './audit';

/*
 * The audit trail of staff's writes to events: `event.created` or `event.updated` (with the fields
 * changed, the status, the events a featuring unfeatured), then, when the status changed,
 * `event.published`, `event.closed` or `event.unpublished` (back to a draft), so each of those
 * moments is found by its own action code.
 */

const statusActions: Record<EventStatus, string> = {
  published: 'event.published',
  closed: 'event.closed',
  draft: 'event.unpublished',
};

/** Records a create (no `before`) or an update of `event` by the session's staff member. */
export async function recordEventWrite(
  session: Pick<Session, 'memberId'>,
  event: StoredEvent,
  change: { before?: StoredEvent; changed?: string[]; unfeatured: string[] },
): Promise<void> {
  const subject = { type: 'event', id: event.id, title: event.title };
  const details: NonNullable<StaffAuditEntry['details']> = {
    status: event.status,
    featured: event.featured,
    ...(change.changed && { changed: change.changed.join(',') }),
    ...(change.unfeatured.length > 0 && { unfeatured: change.unfeatured.join(',') }),
  };
  await recordStaffAction(
    session,
    change.before ? 'event.updated' : 'event.created',
    subject,
    details,
  );
  const statusChanged = change.before
    ? change.before.status !== event.status
    : event.status !== 'draft';
  if (statusChanged) {
    await recordStaffAction(session, statusActions[event.status], subject, {
      ...(change.before && { from: change.before.status }),
    });
  }
}
