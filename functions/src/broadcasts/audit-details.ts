import type { StaffAuditEntry } from '@gsk/core/api';
import type { StoredBroadcast } from './items';

/** What the audit trail keeps of a started broadcast: what, to whom, how many (no person). */
export const auditDetailsOf = (
  broadcast: StoredBroadcast,
  expected: number,
): NonNullable<StaffAuditEntry['details']> => ({
  channel: broadcast.channel,
  purpose: broadcast.purpose,
  segment: JSON.stringify(broadcast.segment),
  subject: broadcast.words.bm.subject ?? '',
  text: broadcast.words.bm.body.slice(0, 200),
  expectedRecipients: expected,
});
