import type { EnterpriseSlug } from '../enterprise/types';
import type { Language } from '../i18n/language';
import type {
  MalaysianState,
  OrderAction,
  OrderStatus,
  ProductArtwork,
  ProductCategory,
  ProductStatus,
  ShippingMethod,
  ShippingQuote,
  ShippingRegion,
  ShippingSettings,
  ShopColour,
} from '../shop';
import type { Bilingual } from './events';
import type { LedgerStatus } from './payments';

/*
 * The shop's answers (issue 31, docs/shop.md). Every amount is sen (an integer).
 */

/** A variant as the public sees it. */
export interface ShopVariant {
  sku: string;
  /** Its size label (`M`, `500 g`); absent for a product in one size. */
  size?: string;
  colour?: ShopColour;
  priceSen: number;
  /** How many are left: exact up to the product's low-stock level, else absent (plenty). */
  left?: number;
  soldOut: boolean;
}

/** A product on the shop's shelves (on sale only). */
export interface ShopProductSummary {
  slug: string;
  name: Bilingual;
  category: ProductCategory;
  artwork: ProductArtwork;
  /** The enterprise its proceeds go to; absent: the movement. */
  enterprise?: EnterpriseSlug;
  /** The lowest price of its variants. */
  fromSen: number;
  /** The colours it comes in, in the order staff listed them (the card's artwork takes the first). */
  colours: ShopColour[];
  /** Every variant is sold out. */
  soldOut: boolean;
}

/** `GET /api/shop/products`. */
export interface ShopCatalogue {
  products: ShopProductSummary[];
}

/** `GET /api/shop/products/{slug}`: a product on sale, with its variants. */
export interface ShopProduct extends ShopProductSummary {
  description: Bilingual;
  variants: ShopVariant[];
}

/** Why a cart line cannot be ordered as it is. */
export type QuoteProblem = 'unavailable' | 'sold_out' | 'short';

/** A cart line as the server priced it. */
export interface QuoteLine {
  product: string;
  sku: string;
  name: Bilingual;
  /** The variant's size and colour, written out (`M · Hijau` / `M · Green`); empty for a single variant. */
  variant: Bilingual;
  artwork: ProductArtwork;
  colour?: ShopColour;
  quantity: number;
  unitSen: number;
  lineSen: number;
  enterprise?: EnterpriseSlug;
  /** `unavailable`: no longer on sale (or never was); `sold_out`; `short`: only `left` remain. */
  problem?: QuoteProblem;
  left?: number;
}

/** `POST /api/shop/quote` (and the `price_changed` refusal's quote). */
export interface ShopQuote {
  lines: QuoteLine[];
  subtotalSen: number;
  /** Present when a postcode was given and found. */
  shipping?: ShippingQuote;
  /** Subtotal and shipping (when known). */
  totalSen: number;
  freeShippingFromSen: number;
  /** Every line can be ordered as it is. */
  orderable: boolean;
}

/** `GET /api/shop/postcodes/{postcode}`: where a postcode is (the maintained dataset on npm). */
export interface PostcodeAnswer {
  postcode: string;
  city: string;
  state: MalaysianState;
  region: ShippingRegion;
}

/** `POST /api/shop/orders`: the order number (its PaymentID) and the hosted payment page. */
export interface OrderStartResponse {
  orderId: string;
  url: string;
}

/** A line of a placed order: name, variant and price as they were when it was placed. */
export interface OrderLine {
  product: string;
  sku: string;
  name: Bilingual;
  variant: Bilingual;
  artwork: ProductArtwork;
  colour?: ShopColour;
  quantity: number;
  unitSen: number;
  lineSen: number;
  enterprise?: EnterpriseSlug;
}

/** Where an order goes: a postal address, or pickup at an event. */
export type OrderDelivery =
  | {
      method: 'post';
      line1: string;
      line2?: string;
      postcode: string;
      city: string;
      state: MalaysianState;
      region: ShippingRegion;
      shipping: ShippingMethod;
    }
  | {
      method: 'pickup';
      event: { id: string; title: Bilingual; startsAt: string; venue?: Bilingual };
    };

/** An order as its buyer sees it (the status page by number and email, and the profile). */
export interface OrderView {
  orderId: string;
  createdAt: string;
  status: OrderStatus;
  lines: OrderLine[];
  subtotalSen: number;
  shippingSen: number;
  totalSen: number;
  delivery: OrderDelivery;
  /** The buyer's name, as given at checkout. */
  name: string;
  language: Language;
  paidAt?: string;
  packedAt?: string;
  shippedAt?: string;
  courier?: string;
  trackingNumber?: string;
  deliveredAt?: string;
  /** The last Malaysian day a return is taken (`YYYY-MM-DD`), once delivered. */
  returnBy?: string;
  cancelledAt?: string;
  returnedAt?: string;
}

/** `GET /api/account/orders`: the signed-in member's orders, newest first. */
export interface OwnOrders {
  orders: OrderView[];
}

/** A product in the console: every status, with stock and its low-stock level. */
export interface StaffVariant {
  sku: string;
  size?: string;
  colour?: ShopColour;
  priceSen: number;
  stock: number;
  /** At or below the product's low-stock level. */
  low: boolean;
}

export interface StaffProduct {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  category: ProductCategory;
  artwork: ProductArtwork;
  enterprise?: EnterpriseSlug;
  status: ProductStatus;
  lowStockAt: number;
  variants: StaffVariant[];
  createdAt: string;
  updatedAt: string;
  /** Units sold (paid orders, less cancellations and returns) and their proceeds. */
  sold: number;
  proceedsSen: number;
}

/** `GET /api/staff/shop/products`: every product, and how many variants are low. */
export interface StaffProductList {
  products: StaffProduct[];
  lowStock: number;
}

/** One change of a variant's stock, by staff (with a reason) or by a return or cancellation. */
export interface StockMovement {
  at: string;
  sku: string;
  change: number;
  /** The stock after it, when the change was read-then-written (staff changes); absent for an order's. */
  stockAfter?: number;
  reason: string;
  /** The staff member's name; absent for the shop's own (an order's cancellation or return). */
  by?: string;
  order?: string;
}

/** `GET /api/staff/shop/products/{slug}/stock`: its movements, newest first. */
export interface StockMovements {
  movements: StockMovement[];
}

/** An order in the console's list. */
export interface StaffOrderSummary {
  orderId: string;
  createdAt: string;
  status: OrderStatus;
  name: string;
  email: string;
  totalSen: number;
  items: number;
  delivery: 'post' | 'pickup';
  region?: ShippingRegion;
}

/** `GET /api/staff/shop/orders?status=&q=&cursor=`. */
export interface StaffOrderList {
  orders: StaffOrderSummary[];
  cursor?: string;
}

/** One step of an order's life, for the console's history. */
export interface OrderEvent {
  at: string;
  kind: 'created' | 'paid' | 'unpaid' | OrderAction | 'refunded' | 'tracking_email';
  by?: string;
  details?: Record<string, string>;
}

/** `GET /api/staff/shop/orders/{id}`. */
export interface StaffOrder extends OrderView {
  email: string;
  phone: string;
  paymentStatus: LedgerStatus;
  /** Whether the buyer's tracking email went out (`failed`: staff may send it again). */
  trackingEmail?: 'sent' | 'failed';
  /**
   * The payment succeeded late, after its stock was released, and the stock was gone by then:
   * staff must restock or cancel and refund (docs/shop.md, "Late success").
   */
  stockShort?: true;
  reason?: string;
  events: OrderEvent[];
  /** What staff may do now. */
  actions: OrderAction[];
}

/** `GET /api/staff/shop/settings` (and what `PUT` saved). */
export type ShopSettingsAnswer = ShippingSettings;

/** A refused order's `sold_out`: each line that cannot be had, and how many are left (0: none). */
export interface SoldOutLine {
  product: string;
  sku: string;
  left: number;
}

/**
 * The audit trail's action codes of the shop (functions/src/staff/shop-audit.ts), with the subject
 * each names: a product (`product`, its name as the title; a stock change's details name the
 * variant, the change, the stock after and the reason), an order (`order`, its number; the
 * details name the state before, the courier and tracking, the reason, the refund in sen), the
 * orders' CSV (`orders`) or the shipping settings (`shop`).
 */
export const shopStaffActions = [
  'shop.product_created',
  'shop.product_updated',
  'shop.stock_changed',
  'shop.order_packed',
  'shop.order_shipped',
  'shop.order_delivered',
  'shop.order_cancelled',
  'shop.order_returned',
  'shop.orders_exported',
  'shop.settings_updated',
] as const;
export type ShopStaffAction = (typeof shopStaffActions)[number];
