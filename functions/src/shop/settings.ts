import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { senOf } from '@gsk/core/crowdfunding';
import {
  shippingMethods,
  shippingRegions,
  type ShippingSettings,
  type ShopSettingsValues,
} from '@gsk/core/shop';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { shopSettingsKey } from './records';

/*
 * The shipping fees and free-shipping threshold staff set (docs/shop.md, "Data model"): typed as
 * ringgit, stored in sen on `SHOP`/`SETTINGS`, read by every quote and checkout
 * (catalogue.ts `shippingSettings`). A save replaces the whole item: the form always sends every
 * fee, so there is nothing to merge.
 */

/** The settings a form's ringgit make, in sen. */
export const settingsOf = (values: ShopSettingsValues): ShippingSettings => ({
  freeShippingFromSen: senOf(values.freeShippingFrom),
  rates: Object.fromEntries(
    shippingRegions.map((region) => [
      region,
      Object.fromEntries(
        shippingMethods.map((method) => [method, senOf(values.rates[region][method])]),
      ),
    ]),
  ) as ShippingSettings['rates'],
});

/** Saves the settings (`memberId`: who saved them); answers them. */
export async function saveShippingSettings(
  values: ShopSettingsValues,
  memberId: string,
): Promise<ShippingSettings> {
  const settings = settingsOf(values);
  await dynamoDb().send(
    new PutCommand({
      TableName: config.paymentsTable,
      Item: {
        ...shopSettingsKey,
        ...settings,
        updatedAt: new Date().toISOString(),
        updatedBy: memberId,
      },
    }),
  );
  return settings;
}
