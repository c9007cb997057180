import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { renderEmail } from '../lib/email-layout';
import { errorName, logger } from '../lib/logger';
import type { StockChanged } from './stock';

/*
 * The low-stock notice (docs/shop.md, "Stock"): the console marks every variant at or below its
 * product's level and the dashboard counts them; on top of that, a staff change that takes a
 * variant from above its level to or below it emails the staff (ADMIN_EMAILS) once, in both
 * languages as staff notices are. A change that stays low sends nothing more. Checkouts that
 * cross the level do not email (the money path sends nothing but receipts and order notices).
 */

/** Emails the staff when `changed` took a variant down to its low-stock level; never throws. */
export async function lowStockNotice({ product, before, after }: StockChanged): Promise<void> {
  const level = product.lowStockAt;
  if (!(before.stock > level && after.stock <= level)) return;
  const variant = [after.size, after.colour].filter(Boolean).join(' · ') || after.sku;
  try {
    await sendEmail(
      config.adminEmails,
      renderEmail({
        language: 'bm',
        subject: `Stok rendah / Low stock: ${product.name.bm} (${variant})`,
        heading: 'Stok hampir habis / Stock running low',
        body: [
          {
            kind: 'table',
            rows: [
              ['Produk / Product', `${product.name.bm} / ${product.name.eng}`],
              ['Varian / Variant', `${variant} (${after.sku})`],
              ['Stok kini / Stock now', String(after.stock)],
              ['Paras stok rendah / Low-stock level', String(level)],
            ],
          },
          {
            kind: 'paragraph',
            text:
              'Tambah stok di konsol kakitangan, atau biarkan jika produk ini tidak akan dijual lagi. / ' +
              'Add stock in the staff console, or leave it if this product will not be sold again.',
          },
        ],
      }),
    );
  } catch (error) {
    logger.error('shop.low_stock_notice_failed', { product: product.slug, code: errorName(error) });
  }
}
