import type { PublicActivity } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { publicActivity } from './activities';
import { publicAnswer } from './public-cache';

/**
 * `GET /api/activities/{id}` (public): a published (or cancelled) activity with its upcoming
 * shifts; 404 `activity_not_found` for an unknown, proposed or refused one. Cached briefly.
 */
export const handler = httpHandler({}, async ({ event }) =>
  publicAnswer((await publicActivity(event.pathParameters?.id ?? '')) satisfies PublicActivity),
);
