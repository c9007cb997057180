import type { ShopSettingsAnswer } from '@gsk/core/api';
import { shopSettingsSchema } from '@gsk/core/shop';
import { ok } from '../lib/responses';
import { saveShippingSettings } from '../shop/settings';
import { recordSettingsWrite } from './shop-audit';
import { staffHandler } from './staff-handler';

/**
 * `PUT /api/staff/shop/settings` (staff only) with core's shopSettingsSchema: the fees per region
 * and method and the free-shipping threshold, typed in ringgit, stored in sen; recorded in the
 * audit trail; answers them (in sen). A bad body is 400 `validation`, and nothing is saved.
 */
export const handler = staffHandler({ body: shopSettingsSchema }, async ({ body, session }) => {
  const settings = await saveShippingSettings(body, session.memberId);
  await recordSettingsWrite(session, settings.freeShippingFromSen);
  return ok(settings satisfies ShopSettingsAnswer);
});
