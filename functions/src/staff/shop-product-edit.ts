import { productSchema } from '@gsk/core/shop';
import { badRequest } from '../lib/errors';
import { ok } from '../lib/responses';
import { changedProductFields, staffProduct, updateProduct } from '../shop/products';
import { recordProductWrite } from './shop-audit';
import { staffNameOf } from './shop-staff-name';
import { staffHandler } from './staff-handler';

/**
 * `PUT /api/staff/shop/products/{slug}` (staff only) with core's productSchema: replaces every
 * field but the slug (the body's must be the path's: 400 on `slug`), its creation and author,
 * conditional on the product as read. Existing variants keep their stock; new ones are added
 * with their opening stock; leaving one out is 400 on `variants` (`product.variants.removed`).
 * Records the fields changed; answers the StaffProduct. 404 `product_not_found`.
 */
export const handler = staffHandler({ body: productSchema }, async ({ body, event, session }) => {
  const slug = event.pathParameters?.slug ?? '';
  if (body.slug !== slug) throw badRequest('validation', { slug: 'product.slug.invalid' });
  const { before, after } = await updateProduct(slug, body, await staffNameOf(session));
  await recordProductWrite(session, after, changedProductFields(before, after));
  return ok(await staffProduct(slug));
});
