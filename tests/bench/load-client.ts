/*
 * The load generator, in a process of its own so the requests it makes and times do not share an
 * event loop with the API it measures (the local stack runs in the benchmark's process). Forked by
 * api-load.ts: receives one `LoadPlan` over IPC, answers one `LoadResult`, and exits.
 */

import { send } from '../integration/application-client';
import { isLoopback } from './loopback';

/** One HTTP request of a plan; loopback only. */
export interface PlannedRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body: string;
  /**
   * The loopback address (127.0.0.0/8) to send from, as a visitor of its own, for routes under
   * per-address abuse limits; the default address otherwise.
   */
  from?: string;
}

export interface LoadPlan {
  requests: PlannedRequest[];
  concurrency: number;
  /** No new request starts after this many milliseconds. */
  maxMs: number;
  /** The body every answer should carry, when there is one to expect. */
  expectBody?: string;
}

export interface LoadResult {
  latenciesMs: number[];
  statuses: Record<string, number>;
  /** Answers whose body differed from `expectBody`. */
  unexpectedBodies: number;
  elapsedMs: number;
}

const run = async ({ requests, concurrency, maxMs, expectBody }: LoadPlan): Promise<LoadResult> => {
  for (const { url } of requests) {
    if (!isLoopback(url)) {
      throw new Error(`Refusing a non-loopback URL: ${url}`);
    }
  }
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let unexpectedBodies = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests.length && performance.now() - started < maxMs) {
      const request = requests[next]!;
      next += 1;
      const sent = performance.now();
      let status = 'error';
      try {
        const body = request.method === 'GET' ? undefined : request.body;
        const { method, headers } = request;
        const answer = request.from
          ? await send(request.url, request.from, { method, headers, body })
          : await fetch(request.url, { method, headers, body }).then(async (response) => ({
              status: response.status,
              text: await response.text(),
            }));
        const { text } = answer;
        status = String(answer.status);
        if (expectBody !== undefined && text !== expectBody) unexpectedBodies += 1;
      } catch {
        // Counted as an "error" status: the connection failed or was cut.
      }
      latenciesMs.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latenciesMs, statuses, unexpectedBodies, elapsedMs: performance.now() - started };
};

if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    run(plan).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
