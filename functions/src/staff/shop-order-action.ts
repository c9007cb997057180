import { orderActionSchema, type OrderAction } from '@gsk/core/shop';
import { ok } from '../lib/responses';
import { actOnOrder } from '../shop/fulfilment';
import { staffOrder } from '../shop/staff-orders';
import { recordOrderAction } from './shop-audit';
import { staffNameOf } from './shop-staff-name';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/shop/orders/{id}/action` (staff only) with core's orderActionSchema: pack,
 * ship (courier and tracking number, emailed to the buyer; again to correct them), deliver,
 * cancel (paid or packed) or take a return (delivered, within the return window), each a
 * conditional write on the state read, recorded in the audit trail; a cancellation or return
 * refunds the payment row, the shop totals and the stock in the same transaction and emails the
 * buyer. Answers the StaffOrder. 404 `order_not_found`; 409 `order_state` (with `actions`) or
 * `return_window_closed`; nothing is written on a refusal.
 */
export const handler = staffHandler(
  { body: orderActionSchema },
  async ({ body, event, session }) => {
    const id = event.pathParameters?.id ?? '';
    const { before, order } = await actOnOrder(id, body, await staffNameOf(session));
    await recordOrderAction(session, body.action as OrderAction, before, order);
    return ok(await staffOrder(id));
  },
);
