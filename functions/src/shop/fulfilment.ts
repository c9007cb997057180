import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderActionValues, OrderStatus } from '@gsk/core/shop';
import { withinReturnWindow } from '@gsk/core/shop';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { sendEmail } from '../lib/email';
import { conflict, shopConflict } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import { paymentKey } from '../payments/ledger';
import { appendHistory, historyPut } from '../payments/payment-history';
import { refundEmail, trackingEmail } from './fulfilment-emails';
import type { OrderRecord } from './order-view';
import { orderListKind, shopTotalsChange, type Fulfilment, type TransactItems } from './records';
import { actionsOf, orderOf } from './staff-orders';
import { orderMovements } from './stock';

/*
 * Staff's actions on an order (docs/shop.md, "Staff cancel and return"; "Pack, ship, deliver"):
 * each one transaction on the state it read (the row's `orderState` and `fulfilment`, and for a
 * refund its payment still `success`), with its history entry by the staff member. An action
 * the state does not allow, or a race lost to another staff member, answers 409 `order_state`
 * with what is allowed now; nothing is written. A cancellation (paid or packed) or a return
 * (delivered, within RETURN_WINDOW_DAYS of the delivery day, else 409 `return_window_closed`)
 * also refunds the payment row, takes the order out of the shop totals, puts the goods back on
 * the shelf with a movement per line (a return may keep them off it: `restock: false`), and
 * records the refund, all in the same transaction. The buyer is then emailed (shipping, the
 * refund); an email that fails never undoes the action (the console shows `trackingEmail`).
 */

/** What an action did: the order after it, and for `ship` how its email went. */
export interface ActionDone {
  before: OrderRecord;
  order: OrderRecord;
}

/** The state an action leads to. */
const stateAfter = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  return: 'returned',
} as const satisfies Record<OrderActionValues['action'], Fulfilment & OrderStatus>;

/** 409 `order_state` with the actions allowed now. */
const stateConflict = (order: OrderRecord, now: Date) =>
  shopConflict('order_state', {
    actions: actionsOf(order, now),
  });

/** The row's update: its new state (and `listKind`), the action's own fields, on the state read. */
function rowUpdate(
  order: OrderRecord,
  values: OrderActionValues,
  at: string,
): TransactItems[number] {
  const action = values.action as OrderActionValues['action'] & keyof typeof stateAfter;
  const state = stateAfter[action];
  const sets = [
    'fulfilment = :state',
    'orderState = :state',
    'listKind = :kind',
    'updatedAt = :now',
  ];
  const values_: Record<string, unknown> = {
    ':state': state,
    ':kind': orderListKind(state),
    ':now': at,
    ':read': order.orderState,
    ':success': 'success',
  };
  const names: Record<string, string> = { '#status': 'status' };
  let removes: string[] = [];
  switch (action) {
    case 'pack':
      sets.push('packedAt = :now');
      break;
    case 'ship':
      // Shipping again corrects the courier or tracking number; the first shipping day stays.
      sets.push(
        'courier = :courier',
        'trackingNumber = :tracking',
        'shippedAt = if_not_exists(shippedAt, :now)',
      );
      values_[':courier'] = values.courier;
      values_[':tracking'] = values.tracking;
      removes = ['trackingEmail'];
      break;
    case 'deliver':
      sets.push('deliveredAt = :now');
      break;
    case 'cancel':
    case 'return':
      sets.push(
        '#status = :refunded',
        `${action === 'cancel' ? 'cancelledAt' : 'returnedAt'} = :now`,
        'reason = :reason',
      );
      values_[':refunded'] = 'refunded';
      values_[':reason'] = values.reason;
      break;
  }
  return {
    Update: {
      TableName: config.paymentsTable,
      Key: paymentKey(order.paymentId),
      UpdateExpression:
        `SET ${sets.join(', ')}` + (removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''),
      ConditionExpression:
        'attribute_exists(pk) AND #status = :success AND orderState = :read AND fulfilment = :read',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values_,
    },
  };
}

/** The refund's own items: the totals and stock back, the movements, the history's `refunded`. */
function refundItems(
  order: OrderRecord,
  values: OrderActionValues,
  by: string,
  at: string,
): TransactItems {
  const kind = values.action === 'cancel' ? 'cancelled' : 'returned';
  const restock = values.action === 'cancel' || values.restock !== false;
  return [
    ...shopTotalsChange(order, -1, at, order.totalsDay, restock),
    ...(restock
      ? orderMovements(order.paymentId, order.lines, `Order ${order.paymentId} ${kind}`, at)
      : []),
    historyPut(
      order.paymentId,
      'refunded',
      {
        by,
        action: values.action,
        amountSen: order.totalSen,
        restock,
        ...(order.totalsDay && { countedDay: order.totalsDay }),
      },
      at,
    ),
  ];
}

/** The order as the action leaves it (the answer reads it again; this is for the emails). */
const orderAfter = (order: OrderRecord, values: OrderActionValues, at: string): OrderRecord => {
  const state = stateAfter[values.action as keyof typeof stateAfter];
  return {
    ...order,
    fulfilment: state,
    orderState: state,
    listKind: orderListKind(state),
    ...(values.action === 'ship' && {
      courier: values.courier,
      trackingNumber: values.tracking,
      shippedAt: order.shippedAt ?? at,
    }),
    ...((values.action === 'cancel' || values.action === 'return') && {
      status: 'refunded' as const,
      reason: values.reason,
    }),
  };
};

/** Emails the buyer the parcel's tracking and records how it went (on the row and its history). */
async function sendTracking(order: OrderRecord): Promise<void> {
  let outcome: 'sent' | 'failed' = 'sent';
  try {
    await sendEmail([order.email], trackingEmail(order));
  } catch (error) {
    outcome = 'failed';
    logger.error('shop.tracking_email_failed', {
      orderId: order.paymentId,
      code: errorName(error),
    });
  }
  const at = new Date().toISOString();
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: paymentKey(order.paymentId),
        UpdateExpression: 'SET trackingEmail = :outcome',
        // Only while the tracking it sent is the row's (a correction meanwhile sends its own).
        ConditionExpression: 'trackingNumber = :tracking AND orderState = :shipped',
        ExpressionAttributeValues: {
          ':outcome': outcome,
          ':tracking': order.trackingNumber,
          ':shipped': 'shipped',
        },
      }),
    );
  } catch (error) {
    logger.warn('shop.tracking_email_unrecorded', {
      orderId: order.paymentId,
      code: errorName(error),
    });
  }
  await appendHistory(
    order.paymentId,
    'email',
    { email: 'tracking', status: outcome, trackingNumber: order.trackingNumber ?? '' },
    at,
  );
}

/** Emails the buyer that the order was cancelled or taken back; recorded in its history. */
async function sendRefundNotice(order: OrderRecord, kind: 'cancelled' | 'returned') {
  let status: 'sent' | 'failed' = 'sent';
  try {
    await sendEmail([order.email], refundEmail(order, kind));
  } catch (error) {
    status = 'failed';
    logger.error('shop.refund_email_failed', { orderId: order.paymentId, code: errorName(error) });
  }
  await appendHistory(order.paymentId, 'email', { email: kind, status });
}

/**
 * Does a staff action to an order (`by`: the staff member's name, for its history). 404
 * `order_not_found`; 409 `order_state` (with `actions`) when the state does not allow it or
 * changed meanwhile; 409 `return_window_closed` after the window. Answers the order before and
 * after.
 */
export async function actOnOrder(
  orderId: string,
  values: OrderActionValues,
  by: string,
  now = new Date(),
): Promise<ActionDone> {
  const before = await orderOf(orderId);
  if (!actionsOf(before, now).includes(values.action as keyof typeof stateAfter)) {
    if (
      values.action === 'return' &&
      before.orderState === 'delivered' &&
      before.deliveredAt &&
      !withinReturnWindow(before.deliveredAt, now)
    ) {
      throw conflict('return_window_closed');
    }
    throw stateConflict(before, now);
  }
  const at = now.toISOString();
  const refund = values.action === 'cancel' || values.action === 'return';
  const items: TransactItems = [
    rowUpdate(before, values, at),
    historyPut(
      orderId,
      'fulfilment',
      {
        by,
        action: values.action,
        ...(values.action === 'ship' && { courier: values.courier, tracking: values.tracking }),
        ...(refund && { reason: values.reason }),
        ...(values.action === 'ship' && before.orderState === 'shipped' && { again: true }),
      },
      at,
    ),
    ...(refund ? refundItems(before, values, by, at) : []),
  ];
  try {
    await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    // Another staff member (or the gateway's reversal) moved the order first.
    if (cancelledAt(error, 0)) throw stateConflict(await orderOf(orderId), now);
    throw error;
  }
  const order = orderAfter(before, values, at);
  if (values.action === 'ship') await sendTracking(order);
  if (refund) await sendRefundNotice(order, values.action === 'cancel' ? 'cancelled' : 'returned');
  return { before, order };
}
