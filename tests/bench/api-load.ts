import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { apiPaths } from '@gsk/core/api';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import type { LocalStack } from '../../infra/local/stack';
import { donation, nextVisitor, paymentClient } from '../integration/payment-client';
import type { CampaignTotals } from '../integration/payment-client';
import type { LoadPlan, LoadResult, PlannedRequest } from './load-client';
import { progress } from './report';
import type { Section } from './report';
import { ms, percentile } from './targets';

/** Requests per scenario, how many are in flight at once, and the time cap of a scenario. */
const load = { requests: 1_000, concurrency: 16, maxMs: 30_000 } as const;
/** Payments settled at the simulator for the callback scenario, and deliveries of each result. */
const settled = { payments: 250, deliveriesEach: 4, failedEvery: 5 } as const;

/** Fires a plan from a child process (load-client.ts) and waits for its figures. */
const fire = async (plan: LoadPlan): Promise<LoadResult> => {
  const child = fork(join(import.meta.dirname, 'load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const result = new Promise<LoadResult>((done, fail) => {
    child.once('message', (message) => done(message as LoadResult));
    child.once('exit', (code) => fail(new Error(`The load client exited (${String(code)})`)));
  });
  child.send(plan);
  const answer = await result;
  await exited;
  return answer;
};

/** Runs `task` over `items`, `concurrency` at a time, keeping the order of the results. */
const inPool = async <T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) => {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
};

/** A varied, valid donation: amounts RM5-RM300, general or for one enterprise. */
const benchDonation = (index: number) =>
  donation({
    amount: 5 + ((index * 37) % 296),
    enterprise: index % 8 === 0 ? '' : (enterpriseSlugs[index % enterpriseSlugs.length] ?? ''),
    email: `bench-${index}@example.com`,
  });

const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

interface Scenario {
  name: string;
  planned: number;
  expectedStatus: number;
  result: LoadResult;
}

/** The handlers log each payment as Lambda would to CloudWatch; kept off the report's stdout. */
const silenceHandlerLogs = () => {
  const original = console.info;
  let lines = 0;
  console.info = () => {
    lines += 1;
  };
  return () => {
    console.info = original;
    return lines;
  };
};

const delta = (after: CampaignTotals, before: CampaignTotals, slug: string) => ({
  amount: (after.enterprises[slug]?.amount ?? 0) - (before.enterprises[slug]?.amount ?? 0),
  contributors:
    (after.enterprises[slug]?.contributors ?? 0) - (before.enterprises[slug]?.contributors ?? 0),
});

/**
 * Bounded loopback load on the local API: valid donations on `POST /api/payments`, then authentic
 * gateway results on `POST /api/eghl/callback` (first deliveries and duplicates, shuffled), and the
 * campaign totals checked against the successful amounts.
 */
export async function runApiLoad(urls: LocalStack['urls']): Promise<Section> {
  const client = paymentClient(urls);
  const restoreLogs = silenceHandlerLogs();
  const scenarios: Scenario[] = [];
  let totalsLine: string;
  let totalsExact: boolean;
  try {
    progress('api load: POST /api/payments');
    for (let index = 0; index < load.concurrency; index += 1) {
      const warmUp = await client.start(benchDonation(index));
      if (warmUp.status !== 201) throw new Error(`POST /api/payments answered ${warmUp.status}`);
    }
    const donations: PlannedRequest[] = Array.from({ length: load.requests }, (_, index) => ({
      url: `${urls.api}/api/payments`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: urls.site },
      body: JSON.stringify(benchDonation(index)),
      // Each donation from a visitor of its own: the abuse limits would refuse one address's load.
      from: nextVisitor(),
    }));
    scenarios.push({
      name: 'POST /api/payments',
      planned: donations.length,
      expectedStatus: 201,
      result: await fire({ requests: donations, concurrency: load.concurrency, maxMs: load.maxMs }),
    });

    progress(`api load: settling ${settled.payments} payments at the gateway simulator`);
    const before = await client.totals();
    const results = await inPool(
      Array.from({ length: settled.payments }, (_, index) => index),
      8,
      async (index) => {
        const input = benchDonation(index + 1);
        const { paymentId } = await client.startAtGateway(input);
        const outcome = index % settled.failedEvery === 0 ? 'failure' : 'success';
        const leg = await client.decide(paymentId, outcome, false);
        return { input, outcome, fields: leg.fields };
      },
    );
    const [first] = results;
    if (!first) throw new Error('No payment to deliver');
    const warmUp = await client.callback(first.fields);
    if (warmUp.status !== 200) throw new Error(`POST /api/eghl/callback answered ${warmUp.status}`);

    progress('api load: POST /api/eghl/callback');
    const deliveries = results.flatMap(({ fields }, index) =>
      Array.from({ length: settled.deliveriesEach - (index === 0 ? 1 : 0) }, () => fields),
    );
    const callbacks: PlannedRequest[] = shuffled(deliveries).map((fields) => ({
      url: `${urls.api}/api/eghl/callback`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }));
    scenarios.push({
      name: 'POST /api/eghl/callback',
      planned: callbacks.length,
      expectedStatus: 200,
      result: await fire({
        requests: callbacks,
        concurrency: load.concurrency,
        maxMs: load.maxMs,
        expectBody: 'OK',
      }),
    });

    // The timed run may stop at its cap before every delivery is made: each result is delivered
    // once more, untimed, so every payment's result arrives at least once (and again as a duplicate).
    const callbacksMade = scenarios.at(-1)?.result.latenciesMs.length ?? 0;
    await inPool(results, 8, async ({ fields }) => {
      const again = await client.callback(fields);
      if (again.status !== 200) throw new Error(`POST /api/eghl/callback answered ${again.status}`);
    });

    progress('api load: GET /api/events');
    const eventsUrl = `${urls.api}${apiPaths.events}`;
    const warmEvents = await fetch(eventsUrl, { headers: { origin: urls.site } });
    if (warmEvents.status !== 200) throw new Error(`GET /api/events answered ${warmEvents.status}`);
    const reads: PlannedRequest[] = Array.from({ length: load.requests }, () => ({
      url: eventsUrl,
      method: 'GET',
      headers: { origin: urls.site },
      body: '',
      from: nextVisitor(),
    }));
    scenarios.push({
      name: 'GET /api/events',
      planned: reads.length,
      expectedStatus: 200,
      result: await fire({ requests: reads, concurrency: load.concurrency, maxMs: load.maxMs }),
    });

    const after = await client.totals();
    const succeeded = results.filter(({ outcome }) => outcome === 'success');
    const expected = succeeded.reduce((sum, { input }) => sum + Number(input.amount), 0);
    const gained = after.overall.amount - before.overall.amount;
    const contributors = after.overall.contributors - before.overall.contributors;
    const perEnterprise = [...enterpriseSlugs].every((slug) => {
      const mine = succeeded.filter(({ input }) => input.enterprise === slug);
      const change = delta(after, before, slug);
      return (
        change.amount === mine.reduce((sum, { input }) => sum + Number(input.amount), 0) &&
        change.contributors === mine.length
      );
    });
    totalsExact = gained === expected && contributors === succeeded.length && perEnterprise;
    totalsLine =
      `Totals ${totalsExact ? 'exact' : 'NOT exact'}: GET /api/campaign/totals grew by RM${gained} ` +
      `from ${contributors} contributor(s); the ${succeeded.length} successful payments sum to ` +
      `RM${expected} (${results.length - succeeded.length} failed ones add nothing); per enterprise ` +
      `${perEnterprise ? 'exact' : 'NOT exact'}. ${callbacksMade + 1} of the ${deliveries.length + 1} ` +
      `planned deliveries of ${results.length} results (${settled.deliveriesEach} each) made within ` +
      `the cap, then each result once more.`;
  } finally {
    const lines = restoreLogs();
    progress(`api load: the handlers logged ${lines} info line(s) (not shown)`);
    client.close();
  }

  const misses: string[] = [];
  if (!totalsExact)
    misses.push('Callbacks: campaign totals are not exact after duplicate deliveries');
  const rows = scenarios.map(({ name, planned, expectedStatus, result }) => {
    const done = result.latenciesMs.length;
    const serverErrors = Object.entries(result.statuses)
      .filter(([status]) => status === 'error' || status.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);
    const unexpected =
      done - (result.statuses[String(expectedStatus)] ?? 0) + result.unexpectedBodies;
    if (serverErrors > 0) misses.push(`${name}: ${serverErrors} answer(s) 5xx or failed`);
    else if (unexpected > 0)
      misses.push(`${name}: ${unexpected} answer(s) other than ${expectedStatus}`);
    return [
      name,
      `${done}/${planned}`,
      String(load.concurrency),
      `${(result.elapsedMs / 1000).toFixed(1)} s`,
      `${Math.round(done / (result.elapsedMs / 1000))} req/s`,
      ms(percentile(result.latenciesMs, 50)),
      ms(percentile(result.latenciesMs, 99)),
      Object.entries(result.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      serverErrors > 0
        ? `${serverErrors} 5xx/failed`
        : unexpected > 0
          ? `${unexpected} unexpected`
          : 'no 5xx',
    ];
  });
  return {
    misses,
    tables: [
      {
        title: 'Local API under loopback load',
        columns: [
          'Scenario',
          'Requests',
          'Concurrency',
          'Duration',
          'Throughput',
          'p50',
          'p99',
          'Statuses',
          'Check',
        ],
        rows,
        notes: [
          `Each scenario: up to ${load.requests} requests, ${load.concurrency} in flight, capped at ` +
            `${load.maxMs / 1000} s, from a separate Node process; handlers warmed first. The API ` +
            'adapter, the AWS emulators and the gateway simulator share one Node process.',
          `Callbacks: ${settled.payments} payments decided at the simulator (every ` +
            `${settled.failedEvery}th a failure), each signed result delivered ${settled.deliveriesEach} ` +
            'times in shuffled order; every answer must be 200 `OK`. Successes send the receipt and ' +
            'staff notice through the local SES.',
          totalsLine,
          "Events: the programmes list (`GET /api/events`, the members' programmes page reads it) " +
            'over the programmes `npm start` seeds, each request from a visitor address of its own.',
        ],
      },
    ],
  };
}
