import type { StaffCount, StaffDashboard } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { Ledger, type Attention, type PaymentRecord } from '../payments/ledger';
import { lowStockCount, shopTotalsOf } from '../shop/catalogue';
import { orderListKind, shopDaySk, shopMonthSk } from '../shop/records';
import { ok } from '../lib/responses';
import { privacyRequestCounts } from '../privacy/request-records';
import { countListed } from './listing';
import { paymentRow } from './payments';
import { staffHandler } from './staff-handler';

/** How far each attention count goes (`more` beyond), and how many of the oldest are shown. */
const ATTENTION_COUNT_MAX = 100;
const OLDEST_SHOWN = 10;

/** The orders paid or packed and not yet shipped or collected (their lists' counts). */
const toFulfil = async () => {
  const [paid, packed] = await Promise.all([
    countListed(orderListKind('paid'), ATTENTION_COUNT_MAX),
    countListed(orderListKind('packed'), ATTENTION_COUNT_MAX),
  ]);
  return paid.count + packed.count;
};

/** The payments needing one kind of attention, oldest first: a count and the rows read. */
const needing = async (attention: Attention) => {
  const rows = await Ledger.needingAttention(attention, undefined, ATTENTION_COUNT_MAX + 1);
  const count: StaffCount = {
    count: Math.min(rows.length, ATTENTION_COUNT_MAX),
    more: rows.length > ATTENTION_COUNT_MAX,
  };
  return { count, rows };
};

const since = (payment: PaymentRecord) => payment.attentionSince ?? payment.createdAt;

/**
 * `GET /api/staff/dashboard` (staff only): raised today, this month (Malaysia's calendar, the
 * totals' day and month items) and overall; the payments needing attention by kind (the
 * attention index, counted up to 100) and the oldest 10 of any kind; new applications and
 * unhandled contact messages (their lists' counts); the shop's income today and this month (kept
 * apart from donations), its orders to fulfil and its low-stock variants; the requests about
 * personal data open, overdue and due soon.
 */
export const handler = staffHandler({}, async () => {
  const day = malaysianDate(new Date());
  const [raised, open, review, emails, applications, messages, shop, privacy] = await Promise.all([
    Ledger.raised(),
    needing('open'),
    needing('review'),
    needing('emails'),
    countListed('application#new', ATTENTION_COUNT_MAX),
    countListed('contact#open', ATTENTION_COUNT_MAX),
    Promise.all([
      shopTotalsOf(shopDaySk(day)),
      shopTotalsOf(shopMonthSk(day)),
      toFulfil(),
      lowStockCount(),
    ]),
    privacyRequestCounts(),
  ]);
  const oldest = [...open.rows, ...review.rows, ...emails.rows]
    .sort((a, b) => since(a).localeCompare(since(b)))
    .slice(0, OLDEST_SHOWN)
    .map(paymentRow);
  const dashboard: StaffDashboard = {
    raised,
    attention: { open: open.count, review: review.count, emails: emails.count, oldest },
    applications: { new: applications },
    messages: { unhandled: messages },
    shop: { today: shop[0], month: shop[1], toFulfil: shop[2], lowStock: shop[3] },
    privacy,
  };
  return ok(dashboard);
});
