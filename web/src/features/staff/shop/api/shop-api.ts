import {
  apiPath,
  staffApiPaths,
  type ShopSettingsAnswer,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderSummary,
  type StaffProduct,
  type StaffProductList,
  type StockMovements,
} from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import type {
  OrderActionValues,
  OrderStatus,
  ProductValues,
  ShopSettingsValues,
  StockChangeValues,
} from '@gsk/core/shop';
import { apiJson } from '../../../../lib/api-client';
import { withQuery } from '../../api/staff-api';
import type { ListPage } from '../../hooks/use-paged-list';

/*
 * The console's shop routes (core/src/api/staff-paths.ts; answers in core/src/api/shop.ts,
 * docs/shop.md): orders and their actions, products and their stock, the shipping fees.
 */

const get = <T>(path: string) => apiJson<T>(path, { method: 'GET', cache: 'no-store' });
const send = <T>(method: 'POST' | 'PUT', path: string, json: unknown) =>
  apiJson<T>(path, { method, json });

/** Which orders a list shows: one state, and a part of an order number or an email. */
export interface OrderFilter {
  status: OrderStatus;
  q?: string;
}

/** A page of orders of a state (or matching the search), newest first. */
export const fetchOrders = async (
  filter: OrderFilter,
  cursor?: string,
): Promise<ListPage<StaffOrderSummary>> => {
  const page = await get<StaffOrderList>(
    withQuery(staffApiPaths.staffShopOrders, { status: filter.status, q: filter.q, cursor }),
  );
  return { rows: page.orders, nextCursor: page.cursor };
};

/**
 * The CSV export of the orders a list shows, in the console's language: a plain same-origin link
 * (the session cookie goes along), as the other exports.
 */
export const ordersExportHref = (filter: OrderFilter, language: Language) =>
  withQuery(staffApiPaths.staffShopOrdersExport, {
    status: filter.status,
    q: filter.q,
    language,
  });

export const fetchOrder = (id: string) =>
  get<StaffOrder>(apiPath(staffApiPaths.staffShopOrder, { id }));

/**
 * Packs, ships (courier and tracking number, emailed to the buyer), delivers, cancels or takes
 * back an order; answers the order as it now is (409 `order_state` when it moved on meanwhile,
 * `return_window_closed` after the 30 days).
 */
export const actOnOrder = (id: string, values: OrderActionValues) =>
  send<StaffOrder>('POST', apiPath(staffApiPaths.staffShopOrderAction, { id }), values);

/** Every product, every status, with its variants' stock and how many variants are low. */
export const fetchProducts = () => get<StaffProductList>(staffApiPaths.staffShopProducts);

export const fetchProduct = (slug: string) =>
  get<StaffProduct>(apiPath(staffApiPaths.staffShopProduct, { slug }));

/** Creates a product (409 `product_exists` when its slug is taken). */
export const createProduct = (values: ProductValues) =>
  send<StaffProduct>('POST', staffApiPaths.staffShopProducts, values);

/** Changes a product but its slug; existing variants' stock is not read (stock moves by changes). */
export const updateProduct = (slug: string, values: ProductValues) =>
  send<StaffProduct>('PUT', apiPath(staffApiPaths.staffShopProduct, { slug }), values);

/** A product's stock movements, newest first. */
export const fetchMovements = (slug: string) =>
  get<StockMovements>(apiPath(staffApiPaths.staffShopStock, { slug }));

/** Changes a variant's stock with a reason (409 `stock_insufficient` below zero). */
export const changeStock = (slug: string, values: StockChangeValues) =>
  send<unknown>('POST', apiPath(staffApiPaths.staffShopStock, { slug }), values);

export const fetchShopSettings = () => get<ShopSettingsAnswer>(staffApiPaths.staffShopSettings);

/** Saves the shipping fees and the free-shipping threshold (ringgit as typed). */
export const saveShopSettings = (values: ShopSettingsValues) =>
  send<ShopSettingsAnswer>('PUT', staffApiPaths.staffShopSettings, values);
