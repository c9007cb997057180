import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';

/** Liveness probe: answers 200 with the service name and the server's time. */
export const handler = httpHandler({}, async () =>
  ok({ status: 'ok', service: 'api', time: new Date().toISOString() }),
);
