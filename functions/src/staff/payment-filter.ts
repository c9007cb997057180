import {
  STAFF_NAME_SEARCH_MAX_LENGTH,
  ledgerStatuses,
  type StaffPaymentFilter,
} from '@gsk/core/api';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { malaysianDayRange } from '@gsk/core/i18n/date-time';
import { isPaymentId } from '@gsk/core/payment';
import { text } from '@gsk/core/schema';
import { object } from 'yup';

/*
 * The donation search's filter, read from the query string by a yup schema: only the search and
 * its export (payments-list, payments-export) validate one, so only they bundle yup, not the
 * dashboard or a payment's page (functions/src/staff/payments.ts).
 */

/** A query-string value, a text field trimmed; empty means absent. */
const param = () => text().transform((value: unknown) => (value === '' ? undefined : value));

const day = (key: 'staff.payments.from.invalid' | 'staff.payments.to.invalid') =>
  param().test(
    'day',
    key,
    (value) => value === undefined || malaysianDayRange(value) !== undefined,
  );

/**
 * The donation search's query string (StaffPaymentFilter and a page's `cursor`): a bad field is
 * 400 `validation` with the field's message key; unknown parameters are ignored.
 */
export const paymentFilterSchema = object({
  paymentId: param().test(
    'payment-id',
    'staff.payments.paymentId.invalid',
    (value) => value === undefined || isPaymentId(value),
  ),
  email: param().max(254, 'staff.payments.email.invalid').email('staff.payments.email.invalid'),
  name: param().max(STAFF_NAME_SEARCH_MAX_LENGTH, 'staff.payments.name.invalid'),
  status: param().oneOf([...ledgerStatuses, undefined], 'staff.payments.status.invalid'),
  from: day('staff.payments.from.invalid'),
  to: day('staff.payments.to.invalid').test(
    'after-from',
    'staff.payments.to.beforeFrom',
    function afterFrom(value) {
      const from = (this.parent as { from?: string }).from;
      return value === undefined || from === undefined || from <= value;
    },
  ),
  enterprise: param().oneOf([...enterpriseSlugs, undefined], 'staff.payments.enterprise.invalid'),
  cursor: param().max(2000, 'staff.payments.cursor.invalid'),
});

/** A query string read by the schema (400 `validation` when a field is bad). */
export async function readFilter(
  query: Record<string, string | undefined> | undefined,
): Promise<StaffPaymentFilter & { cursor?: string }> {
  const read = await paymentFilterSchema.validate(query ?? {}, {
    abortEarly: false,
    stripUnknown: true,
  });
  // Only the filters given, so the audit trail and the answer never carry empty ones.
  return Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== undefined),
  ) as StaffPaymentFilter & { cursor?: string };
}
