import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorPage, escape, indexPage, page, paymentPage, returnPage } from './pages';
import { decide, expiresAt, queryAnswer, responseFields, saleRequestProblems } from './protocol';
import type { Delivery, Merchant, Outcome, Transaction } from './protocol';
import { TransactionStore } from './store';

/** The gateway endpoint's path, as on eGHL's sandbox; it serves SALE and QUERY. */
export const gatewayPath = '/IPGSG/Payment.aspx';

/** eGHL's public sandbox account, the simulator's default merchant. */
export const defaultMerchant: Merchant = { serviceId: 'sit', password: 'sit12345' };

/** The merchant account from `EGHL_SERVICE_ID` and `EGHL_PASSWORD`, else the sandbox's. */
export const simulatorMerchant = (env: NodeJS.ProcessEnv = process.env): Merchant => ({
  serviceId: env.EGHL_SERVICE_ID || defaultMerchant.serviceId,
  password: env.EGHL_PASSWORD || defaultMerchant.password,
});

export interface EghlSimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where transactions are kept across restarts; memory only when absent. */
  dataDir?: string;
  merchant?: Merchant;
  /** Re-sends of a callback not answered `OK` (docs/eghl-protocol.md, "Payment response"). */
  callbackRetries?: number;
  callbackRetryDelayMs?: number;
  callbackTimeoutMs?: number;
}

export interface EghlSimulator {
  /** The simulator's home page (transactions, pending ones to settle). */
  url: string;
  /** The endpoint the merchant sends SALE and QUERY requests to. */
  gatewayUrl: string;
  merchant: Merchant;
  stop(): Promise<void>;
}

const maxBodyBytes = 64 * 1024;
const outcomes: readonly Outcome[] = ['success', 'failure', 'pending', 'cancel'];
const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'string' && (outcomes as readonly string[]).includes(value);

/** A request the simulator refuses, with the status to answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new Refusal(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** Form fields the way the gateway reads them: '+' is a space, the first of a repeated name wins. */
const formFields = (text: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
};

const securityHeaders = (nonce: string) => ({
  'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

/** Where a browser leg goes: a POST form, or a GET of the return URL for a cancel. */
interface BrowserLeg {
  method: 'POST' | 'GET';
  url: string;
  fields: Record<string, string>;
}

const withQuery = (url: string, fields: Readonly<Record<string, string>>): string =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(fields).toString()}`;

/**
 * Starts the eGHL simulator (docs/eghl-protocol.md, "The local simulator"): it validates SALE
 * requests (fields, lengths, hash), shows a payment page where the tester picks success / failure /
 * pending / cancel, sends the browser leg to MerchantReturnURL and the server leg to
 * MerchantCallBackURL (re-sent until the answer is exactly `OK`), answers QUERY, and lets a tester
 * settle pending payments. Paths under `/_sim/` are test hooks (JSON) for automated tests.
 */
export async function startEghlSimulator(options: EghlSimulatorOptions): Promise<EghlSimulator> {
  const merchant = options.merchant ?? simulatorMerchant();
  const retries = options.callbackRetries ?? 3;
  const retryDelayMs = options.callbackRetryDelayMs ?? 2_000;
  const timeoutMs = options.callbackTimeoutMs ?? 10_000;
  const store = await TransactionStore.open(options.dataDir);
  const sleepers = new Set<() => void>();
  const deliveries = new Set<Promise<void>>();
  const stopping = new AbortController();
  let baseUrl = '';

  /** Waits between re-sends; a stop wakes every sleeper at once. */
  const sleep = (ms: number) =>
    new Promise<void>((done) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        done();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const record = (paymentId: string, delivery: Delivery) => {
    const tx = store.get(paymentId);
    if (tx) store.put({ ...tx, deliveries: [...tx.deliveries, delivery] });
  };

  /** One server-leg POST; records and returns what the merchant answered. */
  const postCallback = async (
    tx: Transaction,
    fields: Record<string, string>,
    attempt: number,
  ): Promise<Delivery> => {
    const url = tx.request.MerchantCallBackURL ?? '';
    let delivery: Delivery;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      });
      const body = await response.text();
      delivery = {
        at: new Date().toISOString(),
        txnStatus: fields.TxnStatus ?? '',
        attempt,
        status: response.status,
        body: body.slice(0, 200),
        ok: body === 'OK',
      };
    } catch (error) {
      delivery = {
        at: new Date().toISOString(),
        txnStatus: fields.TxnStatus ?? '',
        attempt,
        status: null,
        body: error instanceof Error ? error.message : String(error),
        ok: false,
      };
    }
    record(tx.paymentId, delivery);
    return delivery;
  };

  /** The server leg: sent at once, then again until the answer is exactly `OK` (bounded). */
  const notify = (tx: Transaction) => {
    if (!tx.request.MerchantCallBackURL) return;
    const fields = responseFields(tx, merchant);
    const run = (async () => {
      for (let attempt = 1; attempt <= retries + 1 && !stopping.signal.aborted; attempt += 1) {
        if ((await postCallback(tx, fields, attempt)).ok) return;
        if (attempt <= retries) await sleep(retryDelayMs);
      }
    })();
    deliveries.add(run);
    void run.finally(() => deliveries.delete(run));
  };

  /** Ends a payment page that stayed open past its PageTimeout, as the gateway does. */
  const expireIfDue = (tx: Transaction): Transaction => {
    if (tx.state !== 'awaiting' || Date.now() < expiresAt(tx)) return tx;
    const expired = decide(tx, 'expire', new Date());
    store.put(expired);
    notify(expired);
    return expired;
  };

  const browserLeg = (tx: Transaction): BrowserLeg => {
    const fields = responseFields(tx, merchant);
    const url = tx.request.MerchantReturnURL ?? '';
    return tx.state === 'cancelled'
      ? { method: 'GET', url: withQuery(url, fields), fields }
      : { method: 'POST', url, fields };
  };

  /** The buyer's choice on the payment page: record it, notify the merchant, send the buyer back. */
  const complete = (tx: Transaction, outcome: Outcome, sendCallback = true): BrowserLeg => {
    const current = expireIfDue(tx);
    if (current.state !== 'awaiting') {
      throw new Refusal(409, `Payment ${tx.paymentId} is already ${current.state}.`);
    }
    const decided = decide(current, outcome, new Date());
    store.put(decided);
    if (sendCallback) notify(decided);
    return browserLeg(decided);
  };

  /** A pending payment's later resolution, announced by a callback unless told otherwise. */
  const settle = (paymentId: string, outcome: unknown, sendCallback: boolean): Transaction => {
    const tx = store.get(paymentId);
    if (!tx) throw new Refusal(404, `No payment ${paymentId}.`);
    if (tx.state !== 'pending') throw new Refusal(409, `Payment ${paymentId} is not pending.`);
    if (outcome !== 'success' && outcome !== 'failure') {
      throw new Refusal(400, 'outcome must be success or failure.');
    }
    const settled = decide(tx, outcome, new Date());
    store.put(settled);
    if (sendCallback) notify(settled);
    return settled;
  };

  const html = (response: ServerResponse, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      ...securityHeaders(nonce),
    });
    response.end(render(nonce));
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(body));
  };

  const sendBrowserLeg = (response: ServerResponse, leg: BrowserLeg) => {
    if (leg.method === 'GET') {
      response.writeHead(303, { location: leg.url, 'cache-control': 'no-store' });
      response.end();
      return;
    }
    html(response, 200, (nonce) => returnPage(leg.url, leg.fields, nonce));
  };

  const gateway = (response: ServerResponse, fields: Record<string, string>) => {
    if (fields.TransactionType === 'QUERY') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(queryAnswer(fields, (id) => store.get(id), merchant));
      return;
    }
    const problems = saleRequestProblems(fields, merchant);
    const existing = fields.PaymentID ? store.get(fields.PaymentID) : undefined;
    if (existing && problems.length === 0) {
      const same =
        existing.request.HashValue === fields.HashValue &&
        JSON.stringify(existing.request) === JSON.stringify(fields);
      const current = expireIfDue(existing);
      if (same && current.state === 'awaiting') {
        html(response, 200, (nonce) =>
          paymentPage(current, `/IPGSG/pay/${current.session}`, nonce),
        );
        return;
      }
      problems.push(`PaymentID ${fields.PaymentID} has already been used.`);
    }
    if (problems.length > 0) {
      console.warn(`[eghl] rejected a request: ${problems.join(' ')}`);
      html(response, 400, (nonce) => errorPage(problems, nonce));
      return;
    }
    const tx: Transaction = {
      paymentId: fields.PaymentID ?? '',
      session: randomUUID(),
      request: fields,
      createdAt: new Date().toISOString(),
      state: 'awaiting',
      txnId: '',
      authCode: '',
      bankRefNo: '',
      pymtMethod: fields.PymtMethod === 'ANY' ? 'CC' : (fields.PymtMethod ?? 'CC'),
      issuingBank: '',
      txnMessage: '',
      respTime: '',
      deliveries: [],
    };
    store.put(tx);
    html(response, 200, (nonce) => paymentPage(tx, `/IPGSG/pay/${tx.session}`, nonce));
  };

  const hook = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/_sim/transactions') {
      return json(
        response,
        200,
        store.list().map((tx) => ({ ...tx, response: responseFields(tx, merchant) })),
      );
    }
    const match = /^\/_sim\/transactions\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    const tx = match ? store.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !tx) return json(response, 404, { error: 'not_found' });
    const action = match[2];
    if (method === 'GET' && !action) {
      return json(response, 200, { ...tx, response: responseFields(tx, merchant) });
    }
    if (method !== 'POST') return json(response, 405, { error: 'method_not_allowed' });
    const text = await readBody(request);
    const input = (text ? JSON.parse(text) : {}) as { outcome?: unknown; notify?: unknown };
    const sendCallback = input.notify !== false;
    if (action === 'decide') {
      if (!isOutcome(input.outcome)) throw new Refusal(400, 'Unknown outcome.');
      return json(response, 200, complete(tx, input.outcome, sendCallback));
    }
    if (action === 'settle') {
      const settled = settle(tx.paymentId, input.outcome, sendCallback);
      return json(response, 200, { ...settled, response: responseFields(settled, merchant) });
    }
    if (action === 'deliver-callback') {
      const delivery = await postCallback(tx, responseFields(tx, merchant), 0);
      return json(response, 200, delivery);
    }
    return json(response, 404, { error: 'not_found' });
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://simulator.local');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (path.startsWith('/_sim/')) return hook(request, response, path);
    if (path === gatewayPath && (method === 'GET' || method === 'POST')) {
      const fields =
        method === 'GET' ? formFields(url.search.slice(1)) : formFields(await readBody(request));
      return gateway(response, fields);
    }
    const pay = /^\/IPGSG\/pay\/([0-9a-f-]{36})$/.exec(path);
    if (pay) {
      const tx = store.bySession(pay[1] ?? '');
      if (!tx) throw new Refusal(404, 'This payment page does not exist.');
      if (method === 'GET') {
        const current = expireIfDue(tx);
        if (current.state !== 'awaiting') {
          throw new Refusal(409, `Payment ${tx.paymentId} is already ${current.state}.`);
        }
        return html(response, 200, (nonce) => paymentPage(current, path, nonce));
      }
      if (method !== 'POST') throw new Refusal(405, 'Method not allowed.');
      const { outcome } = formFields(await readBody(request));
      if (!isOutcome(outcome)) throw new Refusal(400, 'Choose one of the outcomes.');
      return sendBrowserLeg(response, complete(tx, outcome));
    }
    const settleMatch = /^\/transactions\/([^/]+)\/settle$/.exec(path);
    if (settleMatch && method === 'POST') {
      const form = formFields(await readBody(request));
      settle(decodeURIComponent(settleMatch[1] ?? ''), form.outcome, form.notify === 'on');
      response.writeHead(303, { location: '/', 'cache-control': 'no-store' });
      response.end();
      return;
    }
    if (path === '/' && method === 'GET') {
      return html(response, 200, (nonce) =>
        indexPage(
          store.list(),
          { serviceId: merchant.serviceId, gatewayUrl: `${baseUrl}${gatewayPath}` },
          nonce,
        ),
      );
    }
    throw new Refusal(404, 'Not found.');
  };

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const status =
        error instanceof Refusal ? error.status : error instanceof SyntaxError ? 400 : 500;
      if (status === 500) console.error('[eghl] simulator error', error);
      const message = error instanceof Error ? error.message : String(error);
      if ((request.url ?? '').startsWith('/_sim/')) {
        json(response, status, { error: message });
        return;
      }
      html(response, status, (nonce) =>
        page('Error', `<h1>Error</h1><p role="alert">${escape(message)}</p>`, nonce),
      );
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  let stopped: Promise<void> | undefined;
  return {
    url: `${baseUrl}/`,
    gatewayUrl: `${baseUrl}${gatewayPath}`,
    merchant,
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort();
        for (const wake of [...sleepers]) wake();
        await Promise.allSettled([...deliveries]);
        await new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
        await store.flush();
      })()),
  };
}
