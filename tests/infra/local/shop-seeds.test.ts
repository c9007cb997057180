import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { productSchema } from '@gsk/core/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import { seedProducts, seedShopOnce } from '../../../infra/local/shop-seeds';
import { names } from '../../../infra/names';
import { removeDir, startTestEmulators, tempDataDir } from './support';

/*
 * The products a fresh local stack's shop is seeded with (infra/local/shop-seeds.ts): valid by
 * core's schema, written once per data folder through the shop's own domain module, each with
 * its variants and opening stock.
 */

let emulators: Emulators;
let dataDir: string;
let documents: DynamoDBDocumentClient;
const root = new URL('../../../', import.meta.url).pathname;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  // The domain module reads its table and endpoint from the environment, as in the local stack.
  Object.assign(process.env, {
    AWS_REGION: emulators.region,
    AWS_ACCESS_KEY_ID: emulators.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: emulators.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: emulators.endpoints.dynamodb,
    PAYMENTS_TABLE: names.paymentsTable,
  });
  documents = DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig(emulators, 'dynamodb')));
});

afterAll(async () => {
  documents.destroy();
  await emulators.stop();
  await removeDir(dataDir);
});

const partition = async (slug: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.paymentsTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `PRODUCT#${slug}` },
      }),
    )
  ).Items ?? [];

describe('the seeded products', () => {
  it('are six valid products, two an enterprise’s, with one variant low', () => {
    expect(seedProducts).toHaveLength(6);
    for (const product of seedProducts) {
      expect(() => productSchema.validateSync(product, { abortEarly: false })).not.toThrow();
    }
    expect(seedProducts.filter((product) => product.enterprise).map((p) => p.enterprise)).toEqual([
      'kesum',
      'tanamduit',
    ]);
    const low = seedProducts.flatMap((product) =>
      product.variants.filter((variant) => (variant.stock ?? 0) <= (product.lowStockAt ?? 5)),
    );
    expect(low.map((variant) => variant.sku)).toEqual(['L-BLACK']);
  });

  it('are written once per data folder, with their variants and opening stock', async () => {
    const config = clientConfig(emulators, 'dynamodb');
    await seedShopOnce(root, config);
    await seedShopOnce(root, config);
    const shirt = await partition('baju-gerakan');
    const variants = shirt.filter((item) => String(item.sk).startsWith('VARIANT#'));
    expect(variants).toHaveLength(8);
    expect(variants.find((item) => item.sku === 'M-GREEN')).toMatchObject({
      priceSen: 3990,
      stock: 25,
      sold: 0,
      size: 'M',
      colour: 'green',
    });
    // One opening movement per variant with stock, however often the seeding ran.
    expect(shirt.filter((item) => String(item.sk).startsWith('STOCK#'))).toHaveLength(8);
    const sambal = await partition('sambal-kesum');
    expect(sambal.find((item) => item.sk === 'PRODUCT')).toMatchObject({
      enterprise: 'kesum',
      listKind: 'product',
      status: 'on_sale',
    });
  });
});
