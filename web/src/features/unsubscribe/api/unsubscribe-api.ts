import { broadcastApiPaths, type UnsubscribeState } from '@gsk/core/api';
import { apiJson, type ApiCall } from '../../../lib/api-client';

/*
 * The one-click way to stop broadcasts (core/src/api/broadcast-paths.ts `unsubscribe`), without a
 * session: the email's token says whose consent and which one.
 */

const withToken = (token: string) =>
  `${broadcastApiPaths.unsubscribe}?${new URLSearchParams({ t: token }).toString()}`;

const call = (method: ApiCall['method']): ApiCall => ({
  method,
  cache: 'no-store',
  credentials: 'omit',
  timeoutMs: 20_000,
});

/** What the token stops, and whether it still runs. */
export const fetchUnsubscribeState = (token: string) =>
  apiJson<UnsubscribeState>(withToken(token), call('GET'));

/** Stops it; answers the state after. */
export const unsubscribe = (token: string) =>
  apiJson<UnsubscribeState>(withToken(token), call('POST'));
