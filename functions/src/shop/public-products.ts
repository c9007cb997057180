import type { ShopCatalogue, ShopProduct, ShopProductSummary, ShopVariant } from '@gsk/core/api';
import type { ShopColour } from '@gsk/core/shop';
import { SHOP_MAX_AGE_SECONDS } from '@gsk/core/shop/limits';
import { notFound } from '../lib/errors';
import { okCached } from '../lib/responses';
import { allProducts, isLow, productWithVariants, type ProductWithVariants } from './catalogue';

/*
 * The public's catalogue (docs/shop.md, "Routes"): products on sale only, with what a shelf shows
 * (lowest price, colours, sold out) and a product page's variants. Stock is told exactly only at
 * or below the product's low-stock level ("only 3 left"); above it, only that there is some.
 */

/** A public answer of the shop, cached briefly like the campaigns' (a checkout re-prices anyway). */
export const shopCached = (body: unknown) =>
  okCached(body, {
    maxAge: SHOP_MAX_AGE_SECONDS,
    staleWhileRevalidate: SHOP_MAX_AGE_SECONDS * 4,
  });

const variantOf = (
  variant: ProductWithVariants['variants'][number],
  found: ProductWithVariants,
): ShopVariant => ({
  sku: variant.sku,
  ...(variant.size && { size: variant.size }),
  ...(variant.colour && { colour: variant.colour }),
  priceSen: variant.priceSen,
  ...(isLow(variant, found.product) && { left: Math.max(0, variant.stock) }),
  soldOut: variant.stock <= 0,
});

/** A product's shelf card: lowest price, its colours in staff's order, sold out or not. */
const summaryOf = ({ product, variants }: ProductWithVariants): ShopProductSummary => {
  const colours = [
    ...new Set(variants.flatMap((variant) => (variant.colour ? [variant.colour] : []))),
  ] as ShopColour[];
  return {
    slug: product.slug,
    name: product.name,
    category: product.category,
    artwork: product.artwork,
    ...(product.enterprise && { enterprise: product.enterprise }),
    fromSen: Math.min(...variants.map((variant) => variant.priceSen)),
    colours,
    soldOut: variants.every((variant) => variant.stock <= 0),
  };
};

/** Products on sale, newest first, each with its variants (one Query of each partition). */
export async function shopCatalogue(): Promise<ShopCatalogue> {
  const onSale = (await allProducts()).filter((product) => product.status === 'on_sale');
  const found = await Promise.all(onSale.map((product) => productWithVariants(product.slug)));
  return {
    products: found
      .filter((each): each is ProductWithVariants => Boolean(each && each.variants.length > 0))
      .map(summaryOf),
  };
}

/** A product on sale with its variants; 404 `product_not_found` for a draft, archived or unknown one. */
export async function shopProduct(slug: string): Promise<ShopProduct> {
  const found = await productWithVariants(slug);
  if (!found || found.product.status !== 'on_sale' || found.variants.length === 0) {
    throw notFound('product_not_found');
  }
  return {
    ...summaryOf(found),
    description: found.product.description,
    variants: found.variants.map((variant) => variantOf(variant, found)),
  };
}
