// The shop sections' pages, one chunk (../index.ts loads it when a section opens).
export { OrderPage } from './order-page';
export { OrdersPage } from './orders-page';
export { ProductCreatePage, ProductEditPage, ProductsPage } from './product-pages';
export { ShopSettingsPage } from './settings-page';
export { StockPage } from './stock-page';
