import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderDelivery, OrderStartResponse, OrderView, SoldOutLine } from '@gsk/core/api';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import { orderPaymentDescription } from '@gsk/core/payment';
import type { AddressValues, OrderValues } from '@gsk/core/shop';
import { ORDER_MAX_TOTAL_SEN } from '@gsk/core/shop/limits';
import { batchGet } from '../crowdfunding/donor-record';
import { queryAll } from '../crowdfunding/query-all';
import { getEvent, isVisible } from '../events/events';
import { dynamoDb } from '../lib/aws';
import { config, type PaymentSettings } from '../lib/config';
import { badRequest, notFound, shopConflict } from '../lib/errors';
import { Ledger, StockRefused, paymentKey } from '../payments/ledger';
import { allowedSiteOrigin } from '../payments/site-origin';
import { startSale, type StartContext } from '../payments/start-payment';
import { orderViewOf, type OrderRecord } from './order-view';
import { requirePostcode } from './postcodes';
import { priceCart, type Destination, type PricedCart } from './pricing';
import { isOrder } from './records';

/*
 * Checkout and the buyer's reads of their orders (docs/shop.md, "Checkout"): an order is a
 * payment of another kind, started as a donation is (the same signed SALE request, return and
 * callback legs) and created with its stock reservation in one transaction.
 */

/** Who is ordering: the request's address and Origin, and the member signed in, if any. */
export interface OrderContext extends Omit<StartContext, 'donor'> {
  memberId?: string;
}

/** The refusal of a cart that cannot be had as it is: each line short, with how many are left. */
const soldOut = (priced: PricedCart) =>
  shopConflict('sold_out', {
    stock: priced.quote.lines.flatMap((line): SoldOutLine[] =>
      line.problem ? [{ product: line.product, sku: line.sku, left: line.left ?? 0 }] : [],
    ),
  });

/**
 * Where the order goes: by post to an address whose postcode the dataset has (its state and
 * region come from the postcode), or for pickup at an event that is published, visible, still to
 * start and held at a venue (not online). Refusals are 400 `validation` on the field.
 */
async function deliveryOf(
  values: OrderValues,
  now: Date,
): Promise<{ delivery: OrderDelivery; destination?: Destination }> {
  if (values.delivery === 'post') {
    const address = values.address as AddressValues;
    const place = requirePostcode(address.postcode, 'address.postcode');
    return {
      delivery: {
        method: 'post',
        line1: address.line1,
        ...(address.line2 && { line2: address.line2 }),
        postcode: place.postcode,
        city: address.city,
        state: place.state,
        region: place.region,
        shipping: values.shipping,
      },
      destination: { region: place.region, method: values.shipping },
    };
  }
  const event = await getEvent(values.event);
  if (
    !event ||
    !isVisible(event) ||
    event.status !== 'published' ||
    Date.parse(event.startsAt) <= now.getTime() ||
    event.online ||
    !event.venue
  ) {
    throw badRequest('validation', { event: 'order.event.unavailable' });
  }
  return {
    delivery: {
      method: 'pickup',
      event: { id: event.id, title: event.title, startsAt: event.startsAt, venue: event.venue },
    },
  };
}

/**
 * Places an order (validated by core's schema; the abuse limits counted by the handler): where
 * it goes, the cart priced from the table (consistently), refused 409 `sold_out` when a line
 * cannot be had and 409 `price_changed` (with the new quote) when the total is not the one the
 * buyer was shown; then the SALE request signed as a donation's is and the order created with
 * its stock reserved in one transaction (`Ledger.createOrder`). A reservation refused (another
 * buyer took the last ones meanwhile, a price or a product changed) is read again and answered
 * as it now stands: nothing was written. Answers the order number and the hosted page.
 */
export async function placeOrder(
  values: OrderValues,
  context: OrderContext,
  settings: PaymentSettings,
): Promise<OrderStartResponse> {
  const origin = allowedSiteOrigin(context.origin, settings.siteOrigins);
  const now = context.now ?? new Date();
  const { delivery, destination } = await deliveryOf(values, now);
  const price = () => priceCart(values.lines, destination, true);
  const priced = await price();
  if (priced.quote.totalSen > ORDER_MAX_TOTAL_SEN) {
    throw badRequest('validation', {
      lines: validationMessage('order.total.max', { max: ORDER_MAX_TOTAL_SEN / 100 }),
    });
  }
  if (!priced.quote.orderable) throw soldOut(priced);
  if (priced.quote.totalSen !== values.expectedTotalSen) {
    throw shopConflict('price_changed', { quote: priced.quote });
  }
  const shippingSen = priced.quote.shipping?.feeSen ?? 0;
  // The method shipping was priced at (tracked when the subtotal requires it).
  const placed: OrderDelivery =
    delivery.method === 'post' && priced.quote.shipping
      ? { ...delivery, shipping: priced.quote.shipping.method }
      : delivery;
  const amount = priced.quote.totalSen / 100;
  try {
    const started = await startSale(
      {
        amount,
        name: values.name,
        email: values.email,
        phone: values.phone_number,
        language: values.language,
        description: orderPaymentDescription,
      },
      origin,
      { ...context, now },
      settings,
      (paymentId, request, createdAt) =>
        Ledger.createOrder(
          {
            paymentId,
            amount,
            currency: request.CurrencyCode,
            name: values.name,
            email: values.email,
            phone: values.phone_number,
            language: values.language,
            custIp: context.ip,
            origin,
            createdAt,
            ...(context.memberId && { memberId: context.memberId }),
            kind: 'order',
            lines: priced.lines,
            subtotalSen: priced.quote.subtotalSen,
            shippingSen,
            totalSen: priced.quote.totalSen,
            delivery: placed,
          },
          request,
          priced.priced,
        ),
    );
    return { orderId: started.paymentId, url: started.url };
  } catch (error) {
    if (!(error instanceof StockRefused)) throw error;
    const again = await price();
    if (!again.quote.orderable) throw soldOut(again);
    throw shopConflict('price_changed', { quote: again.quote });
  }
}

/** An order's payment row, read consistently; undefined for no row or a donation's. */
async function orderRow(orderId: string): Promise<OrderRecord | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: paymentKey(orderId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...row } = Item;
  return isOrder(row) ? (row as unknown as OrderRecord) : undefined;
}

/**
 * An order by its number and the email it was placed with (the status page): 404
 * `order_not_found` alike for no such order, a donation's PaymentID and another email, so the
 * answer tells a guesser nothing.
 */
export async function lookUpOrder(orderId: string, email: string): Promise<OrderView> {
  const order = await orderRow(orderId);
  if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw notFound('order_not_found');
  }
  return orderViewOf(order);
}

/**
 * A signed-in member's orders (`GET /api/account/orders`): their buyer pointers, the orders read
 * in batches, newest first, leaving out the unpaid ones (a payment abandoned is not an order).
 */
export async function memberOrders(memberId: string): Promise<OrderView[]> {
  const pointers = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :order)',
    ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':order': 'ORDER#' },
  });
  const rows = await batchGet(pointers.map((pointer) => paymentKey(String(pointer.orderId))));
  return rows
    .filter((row): row is OrderRecord & Record<string, unknown> => isOrder(row))
    .filter((row) => row.orderState !== 'unpaid')
    .sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.paymentId.localeCompare(a.paymentId),
    )
    .map(orderViewOf);
}
