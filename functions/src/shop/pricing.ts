import type { OrderLine, QuoteLine, ShopQuote } from '@gsk/core/api';
import {
  productArtworks,
  shippingQuote,
  type CartLine,
  type ShippingMethod,
  type ShippingRegion,
  type ShopColour,
} from '@gsk/core/shop';
import { ORDER_MAX_TOTAL_SEN } from '@gsk/core/shop/limits';
import { productWithVariants, shippingSettings, type ProductWithVariants } from './catalogue';
import type { StoredProduct, StoredVariant } from './records';

/*
 * Pricing a cart (docs/shop.md, "Checkout"): from the variants' items only, never from the
 * request. The quote (`POST /api/shop/quote`) and the checkout share it; the checkout reads
 * consistently, so the stock and prices it reserves on are what it priced.
 */

/** Colours as a variant's label writes them, in both languages. */
const colourNames: Record<ShopColour, { bm: string; eng: string }> = {
  black: { bm: 'Hitam', eng: 'Black' },
  white: { bm: 'Putih', eng: 'White' },
  green: { bm: 'Hijau', eng: 'Green' },
  maroon: { bm: 'Merah marun', eng: 'Maroon' },
  navy: { bm: 'Biru tua', eng: 'Navy' },
  yellow: { bm: 'Kuning', eng: 'Yellow' },
  natural: { bm: 'Asli', eng: 'Natural' },
};

/**
 * A variant's label (`M · Hijau` / `M · Green`): its size and colour; empty for a product sold in
 * one variant, whose name says it all.
 */
export function variantLabel(
  variant: Pick<StoredVariant, 'size' | 'colour'>,
  only: boolean,
): { bm: string; eng: string } {
  if (only) return { bm: '', eng: '' };
  const label = (language: 'bm' | 'eng') =>
    [variant.size, variant.colour && colourNames[variant.colour][language]]
      .filter(Boolean)
      .join(' · ');
  return { bm: label('bm'), eng: label('eng') };
}

/** Where the parcel goes, when known: its region and the method the buyer asked for. */
export interface Destination {
  region: ShippingRegion;
  method: ShippingMethod;
}

/** A priced cart: the quote, the lines an order stores, and each variant's price as read. */
export interface PricedCart {
  quote: ShopQuote;
  /** The order's lines (name, variant and price as they are now). */
  lines: OrderLine[];
  /** `{product}|{sku}` → the unit price read (the reservation's condition: still this price). */
  priced: Map<string, number>;
}

/** A line of a product that does not exist: nothing to show but what the cart said. */
const unknownLine = (line: CartLine): QuoteLine => ({
  product: line.product,
  sku: line.sku,
  name: { bm: line.product, eng: line.product },
  variant: { bm: '', eng: '' },
  // Any drawing will do: the line is refused, and the cart page offers to remove it.
  artwork: productArtworks[0],
  quantity: line.quantity,
  unitSen: 0,
  lineSen: 0,
  problem: 'unavailable',
});

/** One line as priced from its product and variant (either may be missing or off sale). */
function priceLine(line: CartLine, found: ProductWithVariants | undefined): QuoteLine {
  if (!found) return unknownLine(line);
  const { product, variants } = found;
  const variant = variants.find((each) => each.sku === line.sku);
  const base = {
    product: line.product,
    sku: line.sku,
    name: product.name,
    artwork: product.artwork,
    quantity: line.quantity,
    ...(product.enterprise && { enterprise: product.enterprise }),
  };
  if (!variant) {
    return {
      ...base,
      variant: { bm: '', eng: '' },
      unitSen: 0,
      lineSen: 0,
      problem: 'unavailable',
    };
  }
  const priced: QuoteLine = {
    ...base,
    variant: variantLabel(variant, variants.length === 1),
    ...(variant.colour && { colour: variant.colour }),
    unitSen: variant.priceSen,
    lineSen: variant.priceSen * line.quantity,
  };
  return { ...priced, ...problemOf(product, variant, line.quantity) };
}

/** Why a priced line cannot be ordered as it is, if it cannot. */
const problemOf = (
  product: StoredProduct,
  variant: StoredVariant,
  quantity: number,
): Pick<QuoteLine, 'problem' | 'left'> => {
  if (product.status !== 'on_sale') return { problem: 'unavailable' };
  if (variant.stock <= 0) return { problem: 'sold_out', left: 0 };
  if (variant.stock < quantity) return { problem: 'short', left: variant.stock };
  return {};
};

/**
 * Prices a cart from the table: each line's name, variant label, artwork, colour, unit and line
 * price, enterprise and problem (`unavailable`, `sold_out`, `short` with `left`), the subtotal,
 * the shipping to `destination` when known (`shippingQuote` with the staff's settings), the
 * total, and whether it can be ordered as it is (every line fine, within ORDER_MAX_TOTAL_SEN).
 * `consistent` for the checkout, which reserves on what it read.
 */
export async function priceCart(
  cart: readonly CartLine[],
  destination: Destination | undefined,
  consistent = false,
): Promise<PricedCart> {
  const slugs = [...new Set(cart.map((line) => line.product))];
  const [found, settings] = await Promise.all([
    Promise.all(slugs.map((slug) => productWithVariants(slug, consistent))),
    shippingSettings(),
  ]);
  const bySlug = new Map(slugs.map((slug, index) => [slug, found[index]]));
  const lines = cart.map((line) => priceLine(line, bySlug.get(line.product)));
  const subtotalSen = lines.reduce((sum, line) => sum + line.lineSen, 0);
  const shipping = destination
    ? shippingQuote(subtotalSen, destination.region, destination.method, settings)
    : undefined;
  const totalSen = subtotalSen + (shipping?.feeSen ?? 0);
  const quote: ShopQuote = {
    lines,
    subtotalSen,
    ...(shipping && { shipping }),
    totalSen,
    freeShippingFromSen: settings.freeShippingFromSen,
    orderable:
      lines.length > 0 && lines.every((line) => !line.problem) && totalSen <= ORDER_MAX_TOTAL_SEN,
  };
  return {
    quote,
    lines: lines.map(({ problem: _problem, left: _left, ...line }) => line),
    priced: new Map(lines.map((line) => [`${line.product}|${line.sku}`, line.unitSen])),
  };
}
