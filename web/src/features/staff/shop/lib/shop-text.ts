import type { StaffOrderSummary } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import type { OrderStatus } from '@gsk/core/shop';
import type { TFunction } from 'i18next';
import { enterpriseName } from '../../people/lib/application-text';

type ShopT = TFunction<['staffShop']>;

/** The state tabs of the orders list: the ones to act on first ("To pack" is `paid`), then the rest. */
export const orderTabs: readonly OrderStatus[] = [
  'paid',
  'packed',
  'shipped',
  'delivered',
  'awaiting_payment',
  'unpaid',
  'cancelled',
  'returned',
  'refunded',
];

/** Whom a product's proceeds go to: its enterprise's name, or the movement as a whole. */
export const proceedsTo = (enterprise: string | undefined, t: ShopT, language: Language) =>
  enterprise ? enterpriseName(enterprise, language) : t('staffShop:common.movement');

/** An integer change as written with its sign ('+20', '-3'). */
export const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** How an order goes to its buyer, in a few words ('Post: Sabah', 'Pickup'). */
export const deliveryText = (order: Pick<StaffOrderSummary, 'delivery' | 'region'>, t: ShopT) =>
  order.delivery === 'pickup' || !order.region
    ? t('staffShop:orders.pickup')
    : t('staffShop:orders.post', { region: t(`staffShop:regions.${order.region}`) });
