import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { OutboxMessage } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import type { LocalStack } from '../../infra/local/stack';
import { send } from './application-client';

type Urls = LocalStack['urls'];

/** What the simulator's test hook answers about one of its transactions. */
export interface SimTransaction {
  paymentId: string;
  state: 'awaiting' | 'success' | 'failed' | 'pending' | 'cancelled';
  deliveries: { attempt: number; status: number | null; body: string; ok: boolean }[];
  response: Record<string, string>;
}

/** A browser leg as the simulator's `decide` hook returns it. */
export interface BrowserLeg {
  method: 'POST' | 'GET';
  url: string;
  fields: Record<string, string>;
}

/** Totals as `GET /api/campaign/totals` answers them. */
export interface CampaignTotals {
  overall: { amount: number; contributors: number };
  enterprises: Record<string, { amount: number; contributors: number }>;
}

let donors = 0;

/**
 * A donation as the site's form sends it, by a donor of its own (email and phone no other
 * donation of the run gives), so no test meets the identity limits another one spent.
 */
export const donation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ahmad Faiz',
  email: `faiz+${(donors += 1)}@example.com`,
  phone_number: `+60 13-${String(100 + Math.floor(donors / 10000))} ${String(donors % 10000).padStart(4, '0')}`,
  amount: 20,
  notes: '',
  enterprise: '',
  language: 'bm',
  ...overrides,
});

let visitors = 0;
/** A loopback address of its own (127.3.0.0/16), as a visitor of their own would have. */
export const nextVisitor = () => {
  visitors += 1;
  return `127.3.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

/** A PaymentID of the right shape that the ledger never had. */
export const unknownPaymentId = '1700000000000Z9901';

/** A gateway result for a payment that does not exist, its hash not the gateway's. */
export const forgedGatewayResult = (overrides: Record<string, string> = {}) => ({
  TransactionType: 'SALE',
  PymtMethod: 'CC',
  ServiceID: 'sit',
  PaymentID: unknownPaymentId,
  OrderNumber: unknownPaymentId,
  Amount: '10.00',
  CurrencyCode: 'MYR',
  TxnID: 'TXN1',
  TxnStatus: '0',
  AuthCode: '123456',
  HashValue2: 'f'.repeat(64),
  ...overrides,
});

/** Talks to the local stack (API, gateway simulator, outbox, DynamoDB) as the tests need. */
export function paymentClient(urls: Urls) {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: localRegion,
      credentials: { ...localCredentials },
    }),
  );
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const sim = (path: string) => `${urls.eghl}_sim/${path}`;

  const client = {
    /**
     * `POST /api/payments` from `origin` (the site's by default) and from loopback address `from`
     * (a fresh one by default: each donation its own visitor to the per-address limits).
     */
    async start(body: unknown, origin: string | null = urls.site, from = nextVisitor()) {
      const answer = await send(`${urls.api}/api/payments`, from, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(body),
      });
      return new Response(answer.text, {
        status: answer.status,
        headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
      });
    },

    /** Starts a donation and opens its payment page at the simulator, as the browser would. */
    async startAtGateway(overrides: Record<string, unknown> = {}) {
      const response = await client.start(donation(overrides));
      expect(response.status).toBe(201);
      const started = await json<{ paymentId: string; url: string }>(response);
      const page = await fetch(started.url);
      expect(page.status).toBe(200);
      return started;
    },

    /** The tester's choice on the payment page; the simulator sends the callback unless told not to. */
    async decide(paymentId: string, outcome: string, notify = true): Promise<BrowserLeg> {
      const response = await fetch(sim(`transactions/${paymentId}/decide`), {
        method: 'POST',
        body: JSON.stringify({ outcome, notify }),
      });
      expect(response.status).toBe(200);
      return json<BrowserLeg>(response);
    },

    /** Settles a pending payment at the simulator. */
    async settle(paymentId: string, outcome: 'success' | 'failure', notify: boolean) {
      const response = await fetch(sim(`transactions/${paymentId}/settle`), {
        method: 'POST',
        body: JSON.stringify({ outcome, notify }),
      });
      expect(response.status).toBe(200);
    },

    /** Re-sends a transaction's current result to the callback URL once. */
    redeliver: async (paymentId: string) =>
      json<{ status: number; body: string }>(
        await fetch(sim(`transactions/${paymentId}/deliver-callback`), { method: 'POST' }),
      ),

    transaction: async (paymentId: string) =>
      json<SimTransaction>(await fetch(sim(`transactions/${paymentId}`))),

    transactions: async () => json<SimTransaction[]>(await fetch(sim('transactions'))),

    /** Waits until the simulator's server leg for a payment was answered `OK`. */
    async callbackAnswered(paymentId: string, txnStatus: string) {
      await expect
        .poll(
          async () =>
            (await client.transaction(paymentId)).deliveries.some(
              (delivery) => delivery.ok && delivery.body === 'OK',
            ) && (await client.transaction(paymentId)).response.TxnStatus === txnStatus,
        )
        .toBe(true);
    },

    /** Follows a browser leg to the API without following the API's redirect. */
    followBrowserLeg: (leg: BrowserLeg) =>
      leg.method === 'GET'
        ? fetch(leg.url, { redirect: 'manual' })
        : fetch(leg.url, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(leg.fields).toString(),
          }),

    /** The server leg, as the gateway sends it. */
    callback: (fields: Record<string, string>) =>
      fetch(`${urls.api}/api/eghl/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),

    verify: async (fields: Record<string, string>) =>
      fetch(`${urls.api}/api/payments/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: urls.site },
        body: JSON.stringify(fields),
      }),

    query: (paymentId: string) =>
      fetch(`${urls.api}/api/payments/${paymentId}/query`, { method: 'POST' }),

    summary: async (paymentId: string) =>
      json<{ status: string; amount: number }>(
        await fetch(`${urls.api}/api/payments/${paymentId}`),
      ),

    totals: async () => json<CampaignTotals>(await fetch(`${urls.api}/api/campaign/totals`)),

    /** Emails the local SES kept for an address. */
    outbox: async (to: string) =>
      json<OutboxMessage[]>(await fetch(`${urls.outbox}api/messages?to=${encodeURIComponent(to)}`)),

    /** The payment's ledger row, read straight from DynamoDB. */
    async ledgerRow(paymentId: string) {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: names.paymentsTable,
          Key: { pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' },
          ConsistentRead: true,
        }),
      );
      return Item;
    },

    close: () => documents.destroy(),
  };
  return client;
}
