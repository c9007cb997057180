import { RETURN_WINDOW_DAYS, TRACKED_SHIPPING_ABOVE_RM } from '../constants';

/*
 * The shop's limits (issue 31, docs/shop.md): products and their variants, the cart, checkout,
 * shipping, stock and returns. A module apart from core/src/constants.ts, which most pages' first
 * load carries: only the shop's pages and handlers need these. Amounts are in sen (integers).
 */

/** A product's slug (its URL `/shop/{slug}`): 3 to 40 lower-case letters, digits and single hyphens. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** A variant's stock-keeping code, unique within its product: 1 to 30 letters, digits and hyphens. */
export const VARIANT_SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,29}$/;

/** Longest product name and description staff write, per language, in characters. */
export const PRODUCT_NAME_MAX_LENGTH = 80;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 1500;

/** Longest size label of a variant (`M`, `500 g`, `A5`). */
export const VARIANT_SIZE_MAX_LENGTH = 20;

/** Variants one product may have (sizes × colours). */
export const PRODUCT_MAX_VARIANTS = 24;

/** A variant's price: at least RM1, at most RM2,000. */
export const PRICE_MIN_SEN = 100;
export const PRICE_MAX_SEN = 200_000;

/** Stock one variant may hold, and the largest single change staff record. */
export const STOCK_MAX = 100_000;

/** Default stock at or below which the console shows a low-stock notice. */
export const LOW_STOCK_DEFAULT = 5;

/** Lines a cart may hold, and the most of one variant in one order. */
export const CART_MAX_LINES = 10;
export const LINE_MAX_QUANTITY = 10;

/** Largest order total (goods and shipping) the shop takes in one payment: RM10,000. */
export const ORDER_MAX_TOTAL_SEN = 1_000_000;

/**
 * Above this subtotal a parcel must go by tracked shipping (the Terms of Use: tracked shipping
 * above RM300). At or below it, the buyer chooses standard or tracked.
 */
export const TRACKED_REQUIRED_ABOVE_SEN = TRACKED_SHIPPING_ABOVE_RM * 100;

/** The Terms of Use's window for returns and exchanges: 30 days from delivery. */
export { RETURN_WINDOW_DAYS };

/** Longest address line, city, courier name, tracking number and staff reason. */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const COURIER_MAX_LENGTH = 40;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{2,38})[A-Za-z0-9]$/;
export const SHOP_REASON_MAX_LENGTH = 200;

/** A Malaysian postcode: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;

/** Shipping fees staff may set per region and method (sen), and the free-shipping threshold. */
export const SHIPPING_FEE_MAX_SEN = 10_000;
export const FREE_SHIPPING_MAX_SEN = 100_000;

/** How long the public catalogue may be reused (Cache-Control max-age), in seconds. */
export const SHOP_MAX_AGE_SECONDS = 30;

/** Where the browser keeps the cart (localStorage). */
export const CART_STORAGE_KEY = 'gsk.cart.v1';
