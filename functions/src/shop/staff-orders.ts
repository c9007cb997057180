import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderEvent, StaffOrder, StaffOrderList, StaffOrderSummary } from '@gsk/core/api';
import { isPaymentId } from '@gsk/core/payment';
import {
  actionAllowed,
  orderActions,
  orderStatuses,
  withinReturnWindow,
  type OrderAction,
  type OrderStatus,
} from '@gsk/core/shop';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest, notFound } from '../lib/errors';
import { paymentKey } from '../payments/ledger';
import { paymentHistory } from '../payments/payment-history';
import {
  decodeCursorFields,
  encodeCursor,
  listingAll,
  listingPage,
  type ListedItem,
  type ListingFilter,
} from '../staff/listing';
import { STAFF_PAGE_SIZE } from '@gsk/core/api';
import { orderViewOf, type OrderRecord } from './order-view';
import { isOrder, orderListKind } from './records';

/*
 * The console's orders (docs/shop.md, "Staff"): lists by state through the `listing` index
 * (`order#{state}`, newest first), a search by order number (one Get) or by the buyer's email
 * (exact, whatever its case: the row's `emailKey`), and one order with its history and what staff
 * may do to it now. Without a state, the list walks the states staff act on first (paid, packed,
 * shipped), then the rest, one state's partition after another, with one cursor across them.
 */

/** The states of the list without a state filter, in the order staff act on them. */
export const stateOrder: readonly OrderStatus[] = [
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
  'awaiting_payment',
  'unpaid',
];

/** What the list and the export are asked: a state, a search, a page. */
export interface OrderQuery {
  status?: OrderStatus;
  /** An order number, or an email (exact, case-blind). */
  q?: string;
  cursor?: string;
}

/**
 * The list's query string read (`status`, `q`, `cursor`): an unknown state is 400 `validation` on
 * `status`; a search that is neither an order number nor an email is 400 on `q`.
 */
export function readOrderQuery(params: Record<string, string | undefined> | undefined): OrderQuery {
  const status = params?.status?.trim() || undefined;
  if (status !== undefined && !(orderStatuses as readonly string[]).includes(status)) {
    throw badRequest('validation', { status: 'staffOrders.status.invalid' });
  }
  const q = params?.q?.trim() || undefined;
  if (q !== undefined && !isPaymentId(q) && !/^[^\s@]+@[^\s@]+$/.test(q)) {
    throw badRequest('validation', { q: 'staffOrders.q.invalid' });
  }
  return {
    ...(status && { status: status as OrderStatus }),
    ...(q && { q }),
    ...(params?.cursor && { cursor: params.cursor }),
  };
}

/** An order's payment row, or undefined when there is none (or the payment is a donation). */
export async function findOrder(orderId: string): Promise<OrderRecord | undefined> {
  if (!isPaymentId(orderId)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: paymentKey(orderId),
      ConsistentRead: true,
    }),
  );
  const row = Item as OrderRecord | undefined;
  return row && isOrder(row) ? row : undefined;
}

/** An order's row; 404 `order_not_found`. */
export async function orderOf(orderId: string): Promise<OrderRecord> {
  const order = await findOrder(orderId);
  if (!order) throw notFound('order_not_found');
  return order;
}

/** An order in the console's list. */
export const orderSummaryOf = (order: OrderRecord): StaffOrderSummary => ({
  orderId: order.paymentId,
  createdAt: order.createdAt,
  status: order.orderState,
  name: order.name,
  email: order.email,
  totalSen: order.totalSen,
  items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  delivery: order.delivery.method,
  ...(order.delivery.method === 'post' && { region: order.delivery.region }),
});

const emailFilter = (q: string | undefined): ListingFilter | undefined =>
  q && !isPaymentId(q)
    ? { expression: 'emailKey = :email', values: { ':email': q.toLowerCase() } }
    : undefined;

/** The states a query walks: its own, or every one in `stateOrder`. */
const statesOf = (query: OrderQuery): readonly OrderStatus[] =>
  query.status ? [query.status] : stateOrder;

/** The rows an order-number search finds: the order, if it is one (and in the state asked). */
const byNumber = async (query: OrderQuery): Promise<OrderRecord[]> => {
  const order = await findOrder(query.q ?? '');
  return order && (!query.status || order.orderState === query.status) ? [order] : [];
};

/** One page of the console's orders, newest first within each state. */
export async function staffOrderList(query: OrderQuery): Promise<StaffOrderList> {
  if (query.q && isPaymentId(query.q)) {
    return { orders: (await byNumber(query)).map(orderSummaryOf) };
  }
  const states = statesOf(query);
  // The cursor names the state it stopped in and, inside it, the listing's own cursor.
  const start = query.cursor
    ? decodeCursorFields(query.cursor, ['state', 'after'])
    : { state: states[0] as string, after: '' };
  let index = states.indexOf(start.state as OrderStatus);
  if (index < 0) throw badRequest('bad_request');
  let after = start.after || undefined;
  const filter = emailFilter(query.q);
  const items: ListedItem[] = [];
  while (index < states.length) {
    const state = states[index] as OrderStatus;
    const page = await listingPage(
      { kind: orderListKind(state), ...(filter && { filter }) },
      after,
      STAFF_PAGE_SIZE - items.length,
    );
    items.push(...page.items);
    if (page.nextCursor) {
      return {
        orders: items.map((item) => orderSummaryOf(item as unknown as OrderRecord)),
        cursor: encodeCursor({ state, after: page.nextCursor }),
      };
    }
    index += 1;
    after = undefined;
    if (items.length >= STAFF_PAGE_SIZE && index < states.length) {
      return {
        orders: items.map((item) => orderSummaryOf(item as unknown as OrderRecord)),
        cursor: encodeCursor({ state: states[index] as string, after: '' }),
      };
    }
  }
  return { orders: items.map((item) => orderSummaryOf(item as unknown as OrderRecord)) };
}

/** Every order a query finds (the export), in the list's order; 413 past the export's limit. */
export async function allOrders(query: OrderQuery): Promise<OrderRecord[]> {
  if (query.q && isPaymentId(query.q)) return byNumber(query);
  const filter = emailFilter(query.q);
  const rows: OrderRecord[] = [];
  for (const state of statesOf(query)) {
    const items = await listingAll({ kind: orderListKind(state), ...(filter && { filter }) });
    rows.push(...(items as unknown as OrderRecord[]));
  }
  return rows;
}

/** What staff may do to an order now: core's `actionAllowed`, and a return within its window. */
export function actionsOf(order: OrderRecord, now = new Date()): OrderAction[] {
  return orderActions.filter(
    (action) =>
      actionAllowed(action, order.orderState, order.delivery.method) &&
      (action !== 'return' ||
        (order.deliveredAt !== undefined && withinReturnWindow(order.deliveredAt, now))),
  );
}

const stringDetails = (details: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(details)
      .filter(([name, value]) => name !== 'by' && name !== 'action' && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * The order's life from its payment's history (payment-history.ts): its creation, the payment's
 * outcome (paid, or unpaid: failed, cancelled, expired), staff's steps (by whom), the refunds, the
 * gateway's reversal and the tracking emails. Checks with the gateway and other emails are the
 * payment page's business, not the order's.
 */
export async function orderEvents(orderId: string): Promise<OrderEvent[]> {
  const events: OrderEvent[] = [];
  for (const entry of await paymentHistory(orderId)) {
    const details = (entry.details ?? {}) as Record<string, unknown>;
    const by = typeof details.by === 'string' ? { by: details.by } : {};
    switch (entry.kind) {
      case 'created':
        events.push({ at: entry.at, kind: 'created' });
        break;
      case 'gateway_result':
        if (details.TxnStatus === '0') events.push({ at: entry.at, kind: 'paid' });
        else if (details.TxnStatus === '1') events.push({ at: entry.at, kind: 'unpaid' });
        break;
      case 'expired':
        events.push({ at: entry.at, kind: 'unpaid', details: { expired: 'true' } });
        break;
      case 'reversed':
        events.push({ at: entry.at, kind: 'refunded', details: stringDetails(details) });
        break;
      case 'fulfilment':
        if ((orderActions as readonly unknown[]).includes(details.action)) {
          events.push({
            at: entry.at,
            kind: details.action as OrderAction,
            ...by,
            details: stringDetails(details),
          });
        }
        break;
      case 'refunded':
        events.push({ at: entry.at, kind: 'refunded', ...by, details: stringDetails(details) });
        break;
      case 'email':
        if (details.email === 'tracking') {
          events.push({ at: entry.at, kind: 'tracking_email', details: stringDetails(details) });
        }
        break;
      default:
        break;
    }
  }
  return events;
}

/** An order as the console shows it; 404 `order_not_found`. */
export async function staffOrder(orderId: string, now = new Date()): Promise<StaffOrder> {
  const order = await orderOf(orderId);
  return staffOrderOf(order, await orderEvents(orderId), now);
}

/** An order's row as the console shows it, with its events. */
export const staffOrderOf = (
  order: OrderRecord,
  events: OrderEvent[],
  now = new Date(),
): StaffOrder => ({
  ...orderViewOf(order),
  email: order.email,
  phone: order.phone,
  paymentStatus: order.status,
  ...(order.trackingEmail && { trackingEmail: order.trackingEmail }),
  ...(order.stockShort && { stockShort: true }),
  ...(order.reason && { reason: order.reason }),
  events,
  actions: actionsOf(order, now),
});
