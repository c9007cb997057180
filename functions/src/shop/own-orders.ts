import type { OwnOrders } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { memberOrders } from './orders';

/**
 * `GET /api/account/orders` (signed in): the member's orders placed while signed in, newest
 * first, without those left unpaid (OwnOrders); 401 `unauthenticated` without a session.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  return ok({ orders: await memberOrders(session.memberId) } satisfies OwnOrders);
});
