import { productSchema } from '@gsk/core/shop';
import { created } from '../lib/responses';
import { createProduct, staffProductOf } from '../shop/products';
import { recordProductWrite } from './shop-audit';
import { staffNameOf } from './shop-staff-name';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/shop/products` (staff only) with core's productSchema: stores the product and
 * its variants (each with its opening stock, recorded as a movement) in one transaction, records
 * it in the audit trail, answers 201 with the StaffProduct. 409 `product_exists` for a slug taken;
 * a bad body is 400 `validation` with each field's key. Nothing is stored on a refusal.
 */
export const handler = staffHandler({ body: productSchema }, async ({ body, session }) => {
  const written = await createProduct(body, session.memberId, await staffNameOf(session));
  await recordProductWrite(session, written);
  return created(staffProductOf(written));
});
