import type { OrderView } from '@gsk/core/api';
import { returnByDay } from '@gsk/core/shop';
import type { PaymentRecord } from '../payments/ledger';
import type { OrderFields } from './records';

/** An order's payment row: the payment's fields and the order's. */
export type OrderRecord = PaymentRecord & OrderFields;

/**
 * An order as its buyer sees it (the status page by number and email, the profile's orders): its
 * lines, amounts, delivery and where it stands (`orderState`), with the dates of each step, the
 * courier and tracking number once shipped, and the last day of the return window once delivered.
 * Nothing of the payment's gateway fields, the buyer's phone or address beyond the delivery.
 */
export function orderViewOf(order: OrderRecord): OrderView {
  return {
    orderId: order.paymentId,
    createdAt: order.createdAt,
    status: order.orderState,
    lines: order.lines,
    subtotalSen: order.subtotalSen,
    shippingSen: order.shippingSen,
    totalSen: order.totalSen,
    delivery: order.delivery,
    name: order.name,
    language: order.language,
    ...(order.paidAt && order.status !== 'failed' && { paidAt: order.paidAt }),
    ...(order.packedAt && { packedAt: order.packedAt }),
    ...(order.shippedAt && { shippedAt: order.shippedAt }),
    ...(order.courier && { courier: order.courier }),
    ...(order.trackingNumber && { trackingNumber: order.trackingNumber }),
    ...(order.deliveredAt && {
      deliveredAt: order.deliveredAt,
      returnBy: returnByDay(order.deliveredAt),
    }),
    ...(order.cancelledAt && { cancelledAt: order.cancelledAt }),
    ...(order.returnedAt && { returnedAt: order.returnedAt }),
  };
}
