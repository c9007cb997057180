import { lazy } from 'react';
import type { StaffSection } from '../sections';

/*
 * The shop's sections load when one of them opens, as one chunk (with the shop's validation
 * messages): the console's other pages carry none of it.
 */
const pages = () => import('./components/pages');
const OrdersPage = lazy(() => pages().then((module) => ({ default: module.OrdersPage })));
const OrderPage = lazy(() => pages().then((module) => ({ default: module.OrderPage })));
const ProductsPage = lazy(() => pages().then((module) => ({ default: module.ProductsPage })));
const ProductCreatePage = lazy(() =>
  pages().then((module) => ({ default: module.ProductCreatePage })),
);
const ProductEditPage = lazy(() => pages().then((module) => ({ default: module.ProductEditPage })));
const StockPage = lazy(() => pages().then((module) => ({ default: module.StockPage })));
const ShopSettingsPage = lazy(() =>
  pages().then((module) => ({ default: module.ShopSettingsPage })),
);

/**
 * The console's shop (namespace `staffShop`; docs/shop.md): orders and their actions, products
 * and their stock, the shipping fees.
 */
export const shopSections: StaffSection[] = [
  { path: 'shop/orders', navKey: 'shopOrders', Page: OrdersPage },
  { path: 'shop/orders/:id', Page: OrderPage },
  { path: 'shop/products', navKey: 'shopProducts', Page: ProductsPage },
  { path: 'shop/products/new', Page: ProductCreatePage },
  { path: 'shop/products/:slug', Page: ProductEditPage },
  { path: 'shop/products/:slug/stock', Page: StockPage },
  { path: 'shop/settings', navKey: 'shopSettings', Page: ShopSettingsPage },
];
