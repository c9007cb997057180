import { stockChangeSchema } from '@gsk/core/shop';
import { created } from '../lib/responses';
import { lowStockNotice } from '../shop/low-stock';
import { changeStock } from '../shop/stock';
import { recordStockChange } from './shop-audit';
import { staffNameOf } from './shop-staff-name';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/shop/products/{slug}/stock` (staff only) with core's stockChangeSchema: changes
 * a variant's stock by `change` with a reason, conditional on the stock read (read again when a
 * checkout moved it), with its movement; recorded in the audit trail; answers 201 with the
 * movement. 404 `product_not_found`; 400 on `sku` (`variant.sku.unknown`); 409
 * `stock_insufficient` below zero. Nothing is written on a refusal. A change that takes the
 * variant to or below its low-stock level emails the staff once.
 */
export const handler = staffHandler(
  { body: stockChangeSchema },
  async ({ body, event, session }) => {
    const changed = await changeStock(
      event.pathParameters?.slug ?? '',
      body,
      await staffNameOf(session),
    );
    await recordStockChange(session, changed);
    await lowStockNotice(changed);
    return created(changed.movement);
  },
);
