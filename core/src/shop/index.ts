import { array, boolean, number, object, type InferType } from 'yup';
import {
  DONOR_EMAIL_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
} from '../constants';
import { daysBetween, senOf } from '../crowdfunding';
import { donationPhonePattern } from '../donation/schema';
import { enterpriseSlugs } from '../enterprise/types';
import { malaysianDate } from '../i18n/date-time';
import { defaultLanguage, languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import type { ShopValidationKey as ValidationKey } from '../i18n/validation-shop-eng';
import '../i18n/yup-locale';
import { bilingual, maxMessage } from '../schema/bilingual';
import { text } from '../schema/text';
import { productArtworks, productCategories, shopColours } from './catalogue';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CART_MAX_LINES,
  CITY_MAX_LENGTH,
  COURIER_MAX_LENGTH,
  FREE_SHIPPING_MAX_SEN,
  LINE_MAX_QUANTITY,
  POSTCODE_PATTERN,
  PRICE_MAX_SEN,
  PRICE_MIN_SEN,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MAX_VARIANTS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SLUG_PATTERN,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_MAX_SEN,
  SHOP_REASON_MAX_LENGTH,
  STOCK_MAX,
  TRACKED_REQUIRED_ABOVE_SEN,
  TRACKING_NUMBER_PATTERN,
  VARIANT_SIZE_MAX_LENGTH,
  VARIANT_SKU_PATTERN,
} from './limits';

/*
 * The shop's contracts (issue 31, docs/shop.md): the catalogue staff keep, the cart a buyer sends
 * to be priced, checkout, and the staff's actions on stock and orders. Every request is checked by
 * these schemas in the browser and again on the server; messages are translation keys. Amounts are
 * sen (integers); a price the browser sends is never read: the server prices every line itself.
 */

// The catalogue's names (categories, drawings, colours) live apart, so the shop's pages that
// show products import them without the schemas (and yup).
export {
  productArtworks,
  productCategories,
  shopColourHex,
  shopColours,
  type ProductArtwork,
  type ProductCategory,
  type ShopColour,
} from './catalogue';
/** A product's status: staff prepare it as a draft, put it on sale, and archive it (never deleted). */
export const productStatuses = ['draft', 'on_sale', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Malaysia's states and federal territories, as addresses name them. */
export const malaysianStates = [
  'johor',
  'kedah',
  'kelantan',
  'melaka',
  'negeri-sembilan',
  'pahang',
  'pulau-pinang',
  'perak',
  'perlis',
  'sabah',
  'sarawak',
  'selangor',
  'terengganu',
  'kuala-lumpur',
  'labuan',
  'putrajaya',
] as const;
export type MalaysianState = (typeof malaysianStates)[number];

/** The shipping regions, each with its own fees: couriers charge the three across the sea more. */
export const shippingRegions = ['peninsular', 'sabah', 'sarawak', 'labuan'] as const;
export type ShippingRegion = (typeof shippingRegions)[number];

/** The region a state's parcels go to. */
export const shippingRegionOf = (state: MalaysianState): ShippingRegion =>
  state === 'sabah' || state === 'sarawak' || state === 'labuan' ? state : 'peninsular';

/** How a parcel travels: standard post, or tracked (a tracking number the buyer receives). */
export const shippingMethods = ['standard', 'tracked'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** The fees staff set (sen): per region and method, and the subtotal from which shipping is free. */
export interface ShippingSettings {
  /** From this subtotal (sen, inclusive) shipping is free; 0: never free. */
  freeShippingFromSen: number;
  rates: Record<ShippingRegion, Record<ShippingMethod, number>>;
}

/** The fees until staff set their own. */
export const defaultShippingSettings: ShippingSettings = {
  freeShippingFromSen: 15_000,
  rates: {
    peninsular: { standard: 800, tracked: 1_200 },
    sabah: { standard: 1_500, tracked: 2_000 },
    sarawak: { standard: 1_500, tracked: 2_000 },
    labuan: { standard: 1_500, tracked: 2_000 },
  },
};

/** Whether a subtotal must go tracked (the Terms of Use: above RM300). */
export const trackedRequired = (subtotalSen: number): boolean =>
  subtotalSen > TRACKED_REQUIRED_ABOVE_SEN;

/** What shipping a parcel costs: its method (tracked when required) and fee (0 when free). */
export interface ShippingQuote {
  region: ShippingRegion;
  method: ShippingMethod;
  feeSen: number;
  free: boolean;
  trackedRequired: boolean;
}

/**
 * The shipping of a subtotal to a region, by the method the buyer asked for: tracked whenever the
 * subtotal requires it, free (either method) from the settings' threshold.
 */
export function shippingQuote(
  subtotalSen: number,
  region: ShippingRegion,
  asked: ShippingMethod,
  settings: ShippingSettings,
): ShippingQuote {
  const required = trackedRequired(subtotalSen);
  const method: ShippingMethod = required ? 'tracked' : asked;
  const free = settings.freeShippingFromSen > 0 && subtotalSen >= settings.freeShippingFromSen;
  return {
    region,
    method,
    feeSen: free ? 0 : settings.rates[region][method],
    free,
    trackedRequired: required,
  };
}

/**
 * An order's state as buyer and staff see it: `awaiting_payment` while the payment is open,
 * `unpaid` once it failed, was cancelled or expired (its stock released), then `paid` →
 * `packed` → `shipped` → `delivered` (a pickup goes from `paid` or `packed` to `delivered` when
 * collected), `cancelled` (refunded before shipping) or `returned` (refunded after delivery,
 * within the return window). `refunded` is a paid order whose payment the gateway took back.
 */
export const orderStatuses = [
  'awaiting_payment',
  'unpaid',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What staff do to a paid order. */
export const orderActions = ['pack', 'ship', 'deliver', 'cancel', 'return'] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * The fulfilment states each action may start from, by delivery method: a parcel is packed,
 * shipped (again, to correct its tracking) and delivered; a pickup is packed and delivered
 * (collected); either is cancelled before it leaves, and returned once delivered.
 */
export function actionAllowed(
  action: OrderAction,
  status: OrderStatus,
  delivery: 'post' | 'pickup',
): boolean {
  switch (action) {
    case 'pack':
      return status === 'paid';
    // Shipping a shipped order corrects its courier or tracking number and emails them again.
    case 'ship':
      return (
        delivery === 'post' && (status === 'paid' || status === 'packed' || status === 'shipped')
      );
    case 'deliver':
      return delivery === 'post' ? status === 'shipped' : status === 'paid' || status === 'packed';
    case 'cancel':
      return status === 'paid' || status === 'packed';
    case 'return':
      return status === 'delivered';
    default:
      return false;
  }
}

/**
 * The last Malaysian day a delivered order may be returned: `RETURN_WINDOW_DAYS` after the day
 * of delivery.
 */
export const returnByDay = (deliveredAt: string): string => {
  const day = malaysianDate(deliveredAt);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + RETURN_WINDOW_DAYS);
  return date.toISOString().slice(0, 10);
};

/** Whether a delivered order may still be returned on the Malaysian day of `now`. */
export const withinReturnWindow = (deliveredAt: string, now: Date | string = new Date()): boolean =>
  daysBetween(malaysianDate(deliveredAt), malaysianDate(now)) <= RETURN_WINDOW_DAYS;

/** An amount of ringgit as typed: digits, optionally a point and one or two decimals. */
const ringgitPattern = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A price in ringgit as staff type it (`39.90`), stored in sen. */
const ringgit = (
  required: ValidationKey,
  invalid: ValidationKey,
  range: { min: number; max: number; minKey: ValidationKey; maxKey: ValidationKey },
) =>
  text()
    .required(required)
    .matches(ringgitPattern, invalid)
    .test(
      'min',
      () => validationMessage(range.minKey, { min: (range.min / 100).toFixed(2) }),
      (value) => !value || !ringgitPattern.test(value) || senOf(value) >= range.min,
    )
    .test(
      'max',
      () => validationMessage(range.maxKey, { max: (range.max / 100).toFixed(2) }),
      (value) => !value || !ringgitPattern.test(value) || senOf(value) <= range.max,
    );

/**
 * A whole number in a range (strict: a string is not a number). Strict schemas take no default:
 * an optional one left out stays undefined, and the server reads its default.
 */
const whole = (
  invalid: ValidationKey,
  min: number,
  max: number,
  keys: { min: ValidationKey; max: ValidationKey } = { min: invalid, max: invalid },
) =>
  number()
    .strict()
    .typeError(invalid)
    .integer(invalid)
    .min(min, () => validationMessage(keys.min, { min }))
    .max(max, () => validationMessage(keys.max, { max }));

/** One variant of a product as staff write it; `stock` is its opening stock (later changes are adjustments). */
export const variantSchema = object({
  sku: text().required('variant.sku.required').matches(VARIANT_SKU_PATTERN, 'variant.sku.invalid'),
  size: text()
    .default('')
    .max(VARIANT_SIZE_MAX_LENGTH, maxMessage('variant.size.max', VARIANT_SIZE_MAX_LENGTH)),
  colour: text()
    .default('')
    .test(
      'colour',
      'variant.colour.invalid',
      (value) => !value || (shopColours as readonly string[]).includes(value),
    ),
  price: ringgit('variant.price.required', 'variant.price.invalid', {
    min: PRICE_MIN_SEN,
    max: PRICE_MAX_SEN,
    minKey: 'variant.price.min',
    maxKey: 'variant.price.max',
  }),
  /** Opening stock; left out: 0. */
  stock: whole('variant.stock.invalid', 0, STOCK_MAX, {
    min: 'variant.stock.min',
    max: 'variant.stock.max',
  }),
});
export type VariantValues = InferType<typeof variantSchema>;

/**
 * A product as staff write it (`POST /api/staff/shop/products`, `PUT …/{slug}`): its slug (its
 * URL; fixed once made), name and description in both languages, category, artwork, the
 * enterprise its proceeds go to (none: the movement), status, low-stock level and variants (1 to
 * PRODUCT_MAX_VARIANTS, each sku once, each size-and-colour once). On `PUT` a variant's `stock`
 * is ignored for variants that exist (stock moves only by adjustments with a reason).
 */
export const productSchema = object({
  slug: text()
    .required('product.slug.required')
    .matches(PRODUCT_SLUG_PATTERN, 'product.slug.invalid'),
  name: bilingual('product.name.required', 'product.name.max', PRODUCT_NAME_MAX_LENGTH, false),
  description: bilingual(
    'product.description.required',
    'product.description.max',
    PRODUCT_DESCRIPTION_MAX_LENGTH,
    true,
  ),
  category: text()
    .required('product.category.invalid')
    .oneOf(productCategories, 'product.category.invalid'),
  artwork: text()
    .required('product.artwork.invalid')
    .oneOf(productArtworks, 'product.artwork.invalid'),
  enterprise: text()
    .default('')
    .test(
      'enterprise',
      'product.enterprise.invalid',
      (value) => !value || (enterpriseSlugs as readonly string[]).includes(value),
    ),
  status: text().oneOf(productStatuses, 'product.status.invalid').default('draft'),
  /** The stock at or below which the console warns; left out: LOW_STOCK_DEFAULT. */
  lowStockAt: whole('product.lowStockAt.invalid', 0, 1000),
  variants: array(variantSchema)
    .required('product.variants.required')
    .min(1, 'product.variants.required')
    .max(PRODUCT_MAX_VARIANTS, maxMessage('product.variants.max', PRODUCT_MAX_VARIANTS))
    .test('sku-once', 'product.variants.duplicateSku', (variants) => {
      const skus = (variants ?? []).map((variant) => variant.sku?.toLowerCase());
      return new Set(skus).size === skus.length;
    })
    .test('option-once', 'product.variants.duplicateOption', (variants) => {
      const options = (variants ?? []).map(
        (variant) => `${variant.size ?? ''}|${variant.colour ?? ''}`,
      );
      return new Set(options).size === options.length;
    }),
});
export type ProductValues = InferType<typeof productSchema>;

/** One line of a cart: a product's variant and how many. Its price is never sent. */
export const cartLineSchema = object({
  product: text()
    .required('cart.product.invalid')
    .matches(PRODUCT_SLUG_PATTERN, 'cart.product.invalid'),
  sku: text().required('cart.sku.invalid').matches(VARIANT_SKU_PATTERN, 'cart.sku.invalid'),
  quantity: whole('cart.quantity.invalid', 1, LINE_MAX_QUANTITY, {
    min: 'cart.quantity.min',
    max: 'cart.quantity.max',
  }).required('cart.quantity.invalid'),
});
export type CartLine = InferType<typeof cartLineSchema>;

/** A cart's lines: 1 to CART_MAX_LINES, each variant once. */
const cartLines = () =>
  array(cartLineSchema)
    .required('cart.lines.required')
    .min(1, 'cart.lines.required')
    .max(CART_MAX_LINES, maxMessage('cart.lines.max', CART_MAX_LINES))
    .test('line-once', 'cart.lines.duplicate', (lines) => {
      const keys = (lines ?? []).map((line) => `${line.product}|${line.sku}`);
      return new Set(keys).size === keys.length;
    });

/** Where a parcel goes, as the buyer types it; the state comes from the postcode (server-side). */
export const addressSchema = object({
  line1: text()
    .required('address.line1.required')
    .max(ADDRESS_LINE_MAX_LENGTH, maxMessage('address.line1.max', ADDRESS_LINE_MAX_LENGTH)),
  line2: text()
    .default('')
    .max(ADDRESS_LINE_MAX_LENGTH, maxMessage('address.line2.max', ADDRESS_LINE_MAX_LENGTH)),
  postcode: text()
    .required('address.postcode.required')
    .matches(POSTCODE_PATTERN, 'address.postcode.invalid'),
  city: text()
    .required('address.city.required')
    .max(CITY_MAX_LENGTH, maxMessage('address.city.max', CITY_MAX_LENGTH)),
});
export type AddressValues = InferType<typeof addressSchema>;

/**
 * `POST /api/shop/quote`: a cart to price, and optionally where it goes (a postcode and the
 * method asked for), for the shipping line.
 */
export const quoteSchema = object({
  lines: cartLines(),
  postcode: text()
    .default('')
    .test(
      'postcode',
      'address.postcode.invalid',
      (value) => !value || POSTCODE_PATTERN.test(value),
    ),
  shipping: text().oneOf(shippingMethods, 'order.shipping.invalid').default('standard'),
});
export type QuoteValues = InferType<typeof quoteSchema>;

/** An event's id as the API makes it (a UUID), or any short id of letters, digits and hyphens. */
const eventIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Checkout (`POST /api/shop/orders`): the cart, the buyer (as a donor is asked: name, email,
 * mobile), the language, delivery by post (an address, a shipping method) or pickup at an
 * upcoming event, and the total the buyer was shown (sen). The server prices the order itself;
 * when its total differs from `expectedTotalSen` (a price or fee changed meanwhile) it refuses
 * with `price_changed` and the new quote, and nothing is written.
 */
export const orderSchema = object({
  lines: cartLines(),
  name: text()
    .required('order.name.required')
    .max(DONOR_NAME_MAX_LENGTH, maxMessage('order.name.max', DONOR_NAME_MAX_LENGTH)),
  email: text()
    .required('order.email.required')
    .email('order.email.invalid')
    .max(DONOR_EMAIL_MAX_LENGTH, maxMessage('order.email.max', DONOR_EMAIL_MAX_LENGTH)),
  phone_number: text()
    .required('order.phone_number.required')
    .matches(donationPhonePattern, 'order.phone_number.invalid')
    .max(DONOR_PHONE_MAX_LENGTH, maxMessage('order.phone_number.max', DONOR_PHONE_MAX_LENGTH)),
  language: text().oneOf(languages, 'order.language.invalid').default(defaultLanguage),
  delivery: text()
    .required('order.delivery.invalid')
    .oneOf(['post', 'pickup'], 'order.delivery.invalid'),
  address: object().when('delivery', {
    is: 'post',
    then: () => addressSchema.required('address.line1.required'),
    otherwise: () => object().strip(),
  }),
  shipping: text().oneOf(shippingMethods, 'order.shipping.invalid').default('standard'),
  event: text()
    .default('')
    .test(
      'event',
      'order.event.required',
      (value, context) => context.parent.delivery !== 'pickup' || Boolean(value),
    )
    .test('event-id', 'order.event.invalid', (value) => !value || eventIdPattern.test(value)),
  expectedTotalSen: whole('order.expectedTotal.invalid', 0, 100_000_000).required(
    'order.expectedTotal.invalid',
  ),
});
export type OrderValues = InferType<typeof orderSchema>;

/** `POST /api/shop/orders/lookup`: an order number (its PaymentID) and the email it was placed with. */
export const orderLookupSchema = object({
  order: text()
    .required('orderLookup.order.required')
    .matches(/^\d{1,15}[A-Z]\d{2}01$/, 'orderLookup.order.invalid'),
  email: text()
    .required('orderLookup.email.required')
    .email('orderLookup.email.invalid')
    .max(DONOR_EMAIL_MAX_LENGTH, maxMessage('orderLookup.email.invalid', DONOR_EMAIL_MAX_LENGTH)),
});
export type OrderLookupValues = InferType<typeof orderLookupSchema>;

/** Staff change a variant's stock (`POST /api/staff/shop/products/{slug}/stock`): by how much, and why. */
export const stockChangeSchema = object({
  sku: text()
    .required('stockChange.sku.invalid')
    .matches(VARIANT_SKU_PATTERN, 'stockChange.sku.invalid'),
  change: whole('stockChange.change.invalid', -STOCK_MAX, STOCK_MAX)
    .required('stockChange.change.invalid')
    .test('non-zero', 'stockChange.change.invalid', (value) => value !== 0),
  reason: text()
    .required('stockChange.reason.required')
    .max(SHOP_REASON_MAX_LENGTH, maxMessage('stockChange.reason.max', SHOP_REASON_MAX_LENGTH)),
});
export type StockChangeValues = InferType<typeof stockChangeSchema>;

/**
 * Staff act on an order (`POST /api/staff/shop/orders/{id}/action`): pack; ship (a courier and a
 * tracking number, which the buyer receives by email); deliver; cancel before shipping (a reason:
 * the payment is refunded and the stock released); take a return within the window (a reason;
 * `restock` false for goods that cannot be sold again).
 */
export const orderActionSchema = object({
  action: text()
    .required('orderAction.action.invalid')
    .oneOf(orderActions, 'orderAction.action.invalid'),
  courier: text()
    .default('')
    .max(COURIER_MAX_LENGTH, maxMessage('orderAction.courier.max', COURIER_MAX_LENGTH))
    .test(
      'courier',
      'orderAction.courier.required',
      (value, context) => context.parent.action !== 'ship' || Boolean(value),
    ),
  tracking: text()
    .default('')
    .test(
      'tracking',
      'orderAction.tracking.required',
      (value, context) => context.parent.action !== 'ship' || Boolean(value),
    )
    .test(
      'tracking-shape',
      'orderAction.tracking.invalid',
      (value) => !value || TRACKING_NUMBER_PATTERN.test(value),
    ),
  reason: text({ multiline: true })
    .default('')
    .max(SHOP_REASON_MAX_LENGTH, maxMessage('orderAction.reason.max', SHOP_REASON_MAX_LENGTH))
    .test(
      'reason',
      'orderAction.reason.required',
      (value, context) =>
        !['cancel', 'return'].includes(String(context.parent.action)) || Boolean(value),
    ),
  restock: boolean().strict().typeError('orderAction.restock.invalid').default(true),
});
export type OrderActionValues = InferType<typeof orderActionSchema>;

const fee = () =>
  ringgit('shopSettings.fee.required', 'shopSettings.fee.invalid', {
    min: 0,
    max: SHIPPING_FEE_MAX_SEN,
    minKey: 'shopSettings.fee.invalid',
    maxKey: 'shopSettings.fee.max',
  });

const regionRates = () => object({ standard: fee(), tracked: fee() });

/** Staff set the shipping fees (ringgit, per region and method) and the free-shipping threshold (0: never). */
export const shopSettingsSchema = object({
  freeShippingFrom: ringgit(
    'shopSettings.freeShippingFrom.required',
    'shopSettings.freeShippingFrom.invalid',
    {
      min: 0,
      max: FREE_SHIPPING_MAX_SEN,
      minKey: 'shopSettings.freeShippingFrom.invalid',
      maxKey: 'shopSettings.freeShippingFrom.max',
    },
  ),
  rates: object({
    peninsular: regionRates(),
    sabah: regionRates(),
    sarawak: regionRates(),
    labuan: regionRates(),
  }),
});
export type ShopSettingsValues = InferType<typeof shopSettingsSchema>;
