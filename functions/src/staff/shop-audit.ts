import type { ShopStaffAction, StaffAuditEntry } from '@gsk/core/api';
import type { OrderAction } from '@gsk/core/shop';
import type { Session } from '../members/sessions';
import type { ProductWithVariants } from '../shop/catalogue';
import type { OrderRecord } from '../shop/order-view';
import type { StockChanged } from '../shop/stock';
import { recordStaffAction } from './audit';

/*
 * The audit trail of staff's shop actions (core's `shopStaffActions`): a product created or
 * changed (the fields changed), a stock change (variant, change, stock after, reason), each
 * action on an order (the state it left, the courier and tracking, the reason and refund), the
 * orders' CSV (its filter and rows) and the shipping settings. The audit trail lives in the
 * members table, so each entry is written right after its action's transaction (as the
 * crowdfunding audit is) and before the answer leaves: no action succeeds unrecorded.
 */

type Details = NonNullable<StaffAuditEntry['details']>;
type Actor = Pick<Session, 'memberId'>;

const record = (
  session: Actor,
  action: ShopStaffAction,
  subject: Parameters<typeof recordStaffAction>[2],
  details?: Details,
) => recordStaffAction(session, action, subject, details);

const productSubject = ({ product }: Pick<ProductWithVariants, 'product'>) => ({
  type: 'product',
  id: product.slug,
  title: product.name,
});

/** A product created (no `changed`) or changed. */
export const recordProductWrite = (
  session: Actor,
  written: ProductWithVariants,
  changed?: string[],
) =>
  record(
    session,
    changed ? 'shop.product_updated' : 'shop.product_created',
    productSubject(written),
    {
      status: written.product.status,
      variants: written.variants.length,
      ...(written.product.enterprise && { enterprise: written.product.enterprise }),
      ...(changed && { changed: changed.join(',') }),
    },
  );

/** A staff change of a variant's stock. */
export const recordStockChange = (session: Actor, changed: StockChanged) =>
  record(session, 'shop.stock_changed', productSubject(changed), {
    sku: changed.after.sku,
    change: changed.movement.change,
    stockAfter: changed.after.stock,
    reason: changed.movement.reason,
  });

const orderActionCodes = {
  pack: 'shop.order_packed',
  ship: 'shop.order_shipped',
  deliver: 'shop.order_delivered',
  cancel: 'shop.order_cancelled',
  return: 'shop.order_returned',
} as const satisfies Record<OrderAction, ShopStaffAction>;

/** An action on an order: the state it left and what the action carried. */
export const recordOrderAction = (
  session: Actor,
  action: OrderAction,
  before: OrderRecord,
  after: OrderRecord,
) =>
  record(
    session,
    orderActionCodes[action],
    { type: 'order', id: after.paymentId, name: after.name },
    {
      from: before.orderState,
      ...(action === 'ship' && {
        courier: after.courier ?? '',
        tracking: after.trackingNumber ?? '',
        again: before.orderState === 'shipped',
      }),
      ...((action === 'cancel' || action === 'return') && {
        reason: after.reason ?? '',
        refundSen: after.totalSen,
      }),
    },
  );

/** The orders' CSV downloaded: its filter and row count. */
export const recordOrdersExport = (session: Actor, filter: Details, rows: number) =>
  recordStaffAction(
    session,
    'shop.orders_exported',
    { type: 'orders', id: 'export' },
    {
      ...filter,
      rows,
    },
  );

/** The shipping settings saved (in sen). */
export const recordSettingsWrite = (session: Actor, freeShippingFromSen: number) =>
  record(
    session,
    'shop.settings_updated',
    { type: 'shop', id: 'settings' },
    {
      freeShippingFromSen,
    },
  );
