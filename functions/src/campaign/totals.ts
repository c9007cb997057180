import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { Payments } from '../payments/payments';

/** `GET /campaign/totals`: amount raised and contributors, overall and for every enterprise. */
export const handler = httpHandler({}, async () => ok(await Payments.totals()));
