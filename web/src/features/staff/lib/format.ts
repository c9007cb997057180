import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { formatRinggit } from '@gsk/core/i18n/money';
import { ledgerStatuses, type LedgerStatus, type StaffCount } from '@gsk/core/api';
import type { TFunction } from 'i18next';

/** An amount in ringgit as Malaysians write it ('RM1,234.50'). */
export const ringgit = (amount: number, language: Language) =>
  formatRinggit(amount, language, { cents: true });

/** An instant in Malaysia time, in the page's language. */
export const when = (iso: string | undefined, language: Language) =>
  iso ? malaysianDateTime(iso, language) : '—';

/** A count that may have stopped short ('More than 50'). */
export const countText = (count: StaffCount, t: TFunction<['staff']>) =>
  count.more
    ? t('staff:common.countMore', { count: count.count })
    : t('staff:common.count', { count: count.count });

/** A ledger status's name; an unknown one as it came. */
export const statusText = (status: string, t: TFunction<['staff']>) =>
  (ledgerStatuses as readonly string[]).includes(status)
    ? t(`staff:statuses.${status as LedgerStatus}`)
    : status;
