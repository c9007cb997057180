import { EVENTS_MAX_AGE_SECONDS } from '@gsk/core/constants';
import type { PublicEvent } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { okCached } from '../lib/responses';
import { getPublicEvent } from './events';

/**
 * `GET /api/events/{id}`: one published (or closed) event; a 404 `event_not_found` for an unknown
 * id or a draft. Public and cached briefly, as the list.
 */
export const handler = httpHandler({}, async ({ event }) =>
  okCached((await getPublicEvent(event.pathParameters?.id ?? '')) satisfies PublicEvent, {
    maxAge: EVENTS_MAX_AGE_SECONDS,
    staleWhileRevalidate: EVENTS_MAX_AGE_SECONDS * 4,
  }),
);
