import type { ShopSettingsAnswer } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { shippingSettings } from '../shop/catalogue';
import { staffHandler } from './staff-handler';

/** `GET /api/staff/shop/settings` (staff only): the shipping fees and threshold, in sen. */
export const handler = staffHandler({}, async () =>
  ok((await shippingSettings()) satisfies ShopSettingsAnswer),
);
