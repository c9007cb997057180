import type { LedgerStatus } from '../api/payments';
import type { ApplicationStatus } from '../api/staff';

/**
 * The words for the codes staff records carry, one table per language (labels-bm.ts,
 * labels-eng.ts): the console's catalogues show them (web/src/i18n/resources/<language>/staff.ts,
 * staffPeople.ts) and the CSV exports write them (functions/src/staff), so a label changed here
 * changes both. Each language is a module of its own, so a console page loads only its own.
 */
export interface StaffLabels {
  /** A payment's ledger status. */
  paymentStatuses: Readonly<Record<LedgerStatus, string>>;
  /** Where staff have got with an application. */
  applicationStatuses: Readonly<Record<ApplicationStatus, string>>;
  /** Which form an application came through. */
  forms: Readonly<Record<'partner' | 'expert', string>>;
}
