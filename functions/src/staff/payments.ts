import type {
  StaffPaymentDetail,
  StaffPaymentFilter,
  StaffPaymentPage,
  StaffPaymentRow,
} from '@gsk/core/api';
import { malaysianDayRange, malaysianTimestamp } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { isPaymentId } from '@gsk/core/payment';
import { notFound } from '../lib/errors';
import { Ledger, type PaymentRecord } from '../payments/ledger';
import { paymentHistory } from '../payments/payment-history';
import type { Session } from '../members/sessions';
import { recordStaffAction } from './audit';
import { csvAttachment, myr, spreadsheetPhone, toCsv, type CsvColumn } from './csv';
import { exportWords, type ExportLanguageWords } from './export-words';
import {
  listingAll,
  listingPage,
  nameMatch,
  type ListedItem,
  type ListingFilter,
  type ListingQuery,
} from './listing';

/*
 * The staff console's donations (issue 18): the search and its CSV export through the `payment`
 * list of the listing index (functions/src/staff/listing.ts; Ledger.create lists every payment),
 * a payment's page with its history (payments/payment-history.ts), and "check with the gateway", the
 * reconciler's step for one payment now.
 */

/** The list Query of a filter (all but `paymentId`, which is a lookup). */
const listingQueryOf = (filter: StaffPaymentFilter): ListingQuery => {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.email) {
    conditions.push('emailKey = :email');
    values[':email'] = filter.email.toLowerCase();
  }
  if (filter.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter.enterprise) {
    conditions.push('enterprise = :enterprise');
    values[':enterprise'] = filter.enterprise;
  }
  const filterExpression: ListingFilter | undefined = conditions.length
    ? {
        expression: conditions.join(' AND '),
        ...(Object.keys(names).length && { names }),
        values,
      }
    : undefined;
  return {
    kind: 'payment',
    ...(filter.from && { from: malaysianDayRange(filter.from)?.start }),
    ...(filter.to && { to: malaysianDayRange(filter.to)?.end }),
    ...(filterExpression && { filter: filterExpression }),
    ...(filter.name && { match: nameMatch(filter.name) }),
  };
};

/** Whether one payment (found by its id) passes the other filters. */
const matches = (payment: PaymentRecord, filter: StaffPaymentFilter): boolean => {
  const from = filter.from && malaysianDayRange(filter.from)?.start;
  const to = filter.to && malaysianDayRange(filter.to)?.end;
  return (
    (!filter.email || payment.email.toLowerCase() === filter.email.toLowerCase()) &&
    (!filter.status || payment.status === filter.status) &&
    (!filter.enterprise || payment.enterprise === filter.enterprise) &&
    (!filter.name || nameMatch(filter.name)(payment as unknown as ListedItem)) &&
    (!from || payment.createdAt >= from) &&
    (!to || payment.createdAt <= to)
  );
};

/** The payment a `paymentId` filter names, when it passes the others. */
const byId = async (filter: StaffPaymentFilter): Promise<PaymentRecord[]> => {
  const payment = filter.paymentId ? await Ledger.get(filter.paymentId) : undefined;
  return payment && matches(payment, filter) ? [payment] : [];
};

/** A ledger row (or a list's item of one) as the staff lists show it. */
export function paymentRow(item: PaymentRecord | ListedItem): StaffPaymentRow {
  const payment = item as PaymentRecord;
  return {
    paymentId: payment.paymentId,
    createdAt: payment.createdAt,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    name: payment.name,
    email: payment.email,
    phone: payment.phone,
    ...(payment.enterprise && { enterprise: payment.enterprise }),
    ...(payment.paidAt && { paidAt: payment.paidAt }),
    ...(payment.attention && { attention: payment.attention }),
  };
}

/** A page of the donation search, newest first. */
export async function searchPayments(
  filter: StaffPaymentFilter,
  cursor?: string,
): Promise<StaffPaymentPage> {
  if (filter.paymentId) return { payments: (await byId(filter)).map(paymentRow) };
  const page = await listingPage(listingQueryOf(filter), cursor);
  return {
    payments: page.items.map(paymentRow),
    ...(page.nextCursor && { nextCursor: page.nextCursor }),
  };
}

/**
 * The accountant's columns in the console's language (times in Malaysia's time, amounts in MYR,
 * statuses and enterprises by name, phone numbers as a spreadsheet keeps them).
 */
const exportColumns = (words: ExportLanguageWords): CsvColumn<PaymentRecord>[] => {
  const heading = words.payments;
  return [
    { heading: heading.paymentId, cell: (row) => row.paymentId },
    { heading: heading.createdAt, cell: (row) => malaysianTimestamp(row.createdAt) },
    { heading: heading.paidAt, cell: (row) => malaysianTimestamp(row.paidAt) },
    { heading: heading.status, cell: (row) => words.paymentStatus(row.status) },
    { heading: heading.amount, cell: (row) => myr(row.amount) },
    { heading: heading.currency, cell: (row) => row.currency },
    { heading: heading.enterprise, cell: (row) => words.enterprise(row.enterprise) },
    { heading: heading.name, cell: (row) => row.name },
    { heading: heading.email, cell: (row) => row.email },
    { heading: heading.phone, cell: (row) => spreadsheetPhone(row.phone) },
    { heading: heading.notes, cell: (row) => row.notes },
  ];
};

/**
 * Every payment the filter finds as a CSV attachment (413 `export_too_large` past
 * STAFF_EXPORT_MAX_ROWS), recorded in the audit trail with the filter and the row count before
 * it leaves.
 */
export async function exportPayments(
  session: Session,
  filter: StaffPaymentFilter,
  language: Language,
) {
  const rows = filter.paymentId
    ? await byId(filter)
    : ((await listingAll(listingQueryOf(filter))) as unknown as PaymentRecord[]);
  await recordStaffAction(
    session,
    'payments.exported',
    { type: 'payments', id: 'export' },
    { ...filter, rows: rows.length },
  );
  return csvAttachment('donations', toCsv(exportColumns(exportWords(language)), rows));
}

export const findPayment = async (paymentId: string): Promise<PaymentRecord> => {
  const payment = isPaymentId(paymentId) ? await Ledger.get(paymentId) : undefined;
  if (!payment) throw notFound('payment_not_found');
  return payment;
};

/** A payment and its history (404 `payment_not_found`). */
export async function paymentDetail(paymentId: string): Promise<StaffPaymentDetail> {
  const payment = await findPayment(paymentId);
  return detailOf(payment);
}

export const detailOf = async (payment: PaymentRecord): Promise<StaffPaymentDetail> => ({
  payment: {
    ...paymentRow(payment),
    language: payment.language,
    ...(payment.notes && { notes: payment.notes }),
    ...(payment.review && { review: payment.review }),
    ...(payment.receiptStatus && { receiptStatus: payment.receiptStatus }),
    ...(payment.noticeStatus && { noticeStatus: payment.noticeStatus }),
    ...(payment.campaign && { campaign: payment.campaign }),
    ...(payment.fundraiser && { fundraiser: payment.fundraiser }),
    ...(payment.event && { event: payment.event }),
    ...(payment.donorWall && { donorWall: true }),
  },
  history: await paymentHistory(payment.paymentId),
});
