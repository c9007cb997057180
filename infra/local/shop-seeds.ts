import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { productSchema, type ProductValues } from '@gsk/core/shop';
import { names } from '../names';

/*
 * The products a fresh local stack's shop starts with (docs/shop.md, "Seeds"): six, with warm
 * copy in both languages, realistic stock (one variant low, so the console's notice shows), two
 * of them an enterprise's goods. They are written once per data folder through the shop's own
 * domain module (functions/src/shop/products.ts, loaded by path: infra never imports handler
 * code), with core's schema checked first, as the events' seeds are.
 */

/** The products' domain module, by path from the repository root. */
export const productsModulePath = 'functions/src/shop/products.ts';

/** What this folder uses of the products' domain module. */
export interface ProductsModule {
  createProduct(values: ProductValues, memberId: string, by?: string): Promise<unknown>;
}

/** Loads the products' domain module (its table and endpoint come from process.env). */
export async function loadProductsModule(root: string): Promise<ProductsModule> {
  const module = (await import(
    pathToFileURL(resolve(root, productsModulePath)).href
  )) as Partial<ProductsModule>;
  if (typeof module.createProduct !== 'function') {
    throw new Error(`${productsModulePath} exports no createProduct`);
  }
  return module as ProductsModule;
}

const shirtStock: Record<string, number> = {
  'S-GREEN': 12,
  'M-GREEN': 25,
  'L-GREEN': 18,
  'XL-GREEN': 9,
  'S-BLACK': 10,
  'M-BLACK': 22,
  'L-BLACK': 3,
  'XL-BLACK': 7,
};

/** The seeded products: written in this order, so the newest (the shirt) lists first. */
export const seedProducts: ProductValues[] = [
  {
    slug: 'sambal-kesum',
    name: { bm: 'Sambal Kesum', eng: 'Kesum Sambal' },
    description: {
      bm: 'Sambal pedas-manis yang dimasak perlahan oleh ibu-ibu tunggal dalam rangkaian Kesum, dengan cili, bawang merah dan daun kesum segar dari kebun komuniti. Tanpa pengawet. Setiap balang membantu seorang ibu menjana pendapatan dari dapur rumahnya.',
      eng: 'A sweet-and-spicy sambal slow-cooked by single mothers in the Kesum network, with chillies, shallots and fresh kesum leaves from community gardens. No preservatives. Every jar helps a mother earn an income from her own kitchen.',
    },
    category: 'food',
    artwork: 'sauce-jar',
    enterprise: 'kesum',
    status: 'on_sale',
    lowStockAt: 5,
    variants: [
      { sku: '250G', size: '250 g', colour: '', price: '12.90', stock: 40 },
      { sku: '500G', size: '500 g', colour: '', price: '22.90', stock: 16 },
    ],
  },
  {
    slug: 'kotak-tanamduit',
    name: { bm: 'Kotak Hasil Tani TanamDuit', eng: 'TanamDuit Produce Box' },
    description: {
      bm: 'Sayur-sayuran dan buah-buahan bermusim terus dari petani kecil TanamDuit di Cameron Highlands dan Kundasang, dipetik minggu ini. Petani menerima harga yang adil; anda menerima hasil yang segar tanpa orang tengah.',
      eng: 'Seasonal vegetables and fruit straight from TanamDuit’s smallholders in Cameron Highlands and Kundasang, picked this week. The farmers get a fair price; you get fresh produce without the middlemen.',
    },
    category: 'food',
    artwork: 'produce-box',
    enterprise: 'tanamduit',
    status: 'on_sale',
    lowStockAt: 4,
    variants: [
      { sku: '5KG', size: '5 kg', colour: '', price: '35.00', stock: 20 },
      { sku: '10KG', size: '10 kg', colour: '', price: '60.00', stock: 12 },
    ],
  },
  {
    slug: 'mug-enamel',
    name: { bm: 'Mug Enamel Gerakan', eng: 'Movement Enamel Mug' },
    description: {
      bm: 'Mug enamel putih klasik untuk teh tarik pagi atau kopi di tapak gotong-royong. Ringan, tahan lasak dan dicetak dengan logo gerakan.',
      eng: 'A classic white enamel mug for your morning teh tarik or coffee at a gotong-royong. Light, tough and printed with the movement’s logo.',
    },
    category: 'home',
    artwork: 'mug',
    enterprise: '',
    status: 'on_sale',
    lowStockAt: 5,
    variants: [{ sku: 'WHITE', size: '', colour: 'white', price: '22.00', stock: 30 }],
  },
  {
    slug: 'topi-gerakan',
    name: { bm: 'Topi Gerakan', eng: 'Movement Cap' },
    description: {
      bm: 'Topi kapas biru laut dengan tali boleh laras, untuk hari panas di lapangan. Logo gerakan disulam di hadapan.',
      eng: 'A navy cotton cap with an adjustable strap, for hot days in the field. The movement’s logo is embroidered on the front.',
    },
    category: 'apparel',
    artwork: 'cap',
    enterprise: '',
    status: 'on_sale',
    lowStockAt: 5,
    variants: [{ sku: 'NAVY', size: '', colour: 'navy', price: '29.00', stock: 24 }],
  },
  {
    slug: 'beg-kanvas',
    name: { bm: 'Beg Kanvas Gerakan', eng: 'Movement Canvas Tote' },
    description: {
      bm: 'Beg kanvas tebal berwarna asli untuk ke pasar tani, ke perpustakaan atau ke mesyuarat koperasi. Kurangkan plastik, bawa mesej gerakan ke mana-mana.',
      eng: 'A sturdy natural canvas tote for the farmers’ market, the library or the co-operative meeting. Less plastic, and the movement’s message wherever you go.',
    },
    category: 'accessories',
    artwork: 'tote',
    enterprise: '',
    status: 'on_sale',
    lowStockAt: 5,
    variants: [{ sku: 'NATURAL', size: '', colour: 'natural', price: '25.00', stock: 45 }],
  },
  {
    slug: 'baju-gerakan',
    name: { bm: 'Baju-T Gerakan', eng: 'Movement T-shirt' },
    description: {
      bm: 'Baju-T kapas lembut dengan logo Gerakan Sektor Ketiga, dipotong untuk dipakai sepanjang hari di bengkel, program dan hari keluarga. Setiap jualan membiayai kerja gerakan membina perusahaan sosial milik rakyat.',
      eng: 'A soft cotton T-shirt with the Gerakan Sektor Ketiga logo, cut to be worn all day at workshops, programmes and family days. Every sale funds the movement’s work building social enterprises owned by the people.',
    },
    category: 'apparel',
    artwork: 'tshirt',
    enterprise: '',
    status: 'on_sale',
    lowStockAt: 5,
    variants: ['GREEN', 'BLACK'].flatMap((colour) =>
      ['S', 'M', 'L', 'XL'].map((size) => ({
        sku: `${size}-${colour}`,
        size,
        colour: colour.toLowerCase(),
        price: '39.90',
        stock: shirtStock[`${size}-${colour}`] ?? 0,
      })),
    ),
  },
];

/** The marker of a data folder whose products were seeded (never listed: no `listKind`). */
export const shopSeededMarker = { pk: { S: 'SHOP' }, sk: { S: 'SEEDED' } };

/**
 * Seeds the products once per data folder: the marker's conditional put decides, so a restart
 * (or a folder whose products staff changed) is never seeded again.
 */
export async function seedShopOnce(root: string, dynamodb: DynamoDBClientConfig): Promise<void> {
  const client = new DynamoDBClient(dynamodb);
  try {
    await client.send(
      new PutItemCommand({
        TableName: names.paymentsTable,
        Item: { ...shopSeededMarker, seededAt: { S: new Date().toISOString() } },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  } finally {
    client.destroy();
  }
  const { createProduct } = await loadProductsModule(root);
  for (const values of seedProducts) {
    await createProduct(await productSchema.validate(values, { strict: false }), 'seed');
  }
}
