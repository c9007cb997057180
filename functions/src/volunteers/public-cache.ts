import { EVENTS_MAX_AGE_SECONDS } from '@gsk/core/constants';
import { okCached } from '../lib/responses';

/**
 * A public answer about activities or volunteers, cached briefly like the events' (places left
 * show within half a minute; a sign-up is checked by its own write, never this).
 */
export const publicAnswer = (body: unknown) =>
  okCached(body, {
    maxAge: EVENTS_MAX_AGE_SECONDS,
    staleWhileRevalidate: EVENTS_MAX_AGE_SECONDS * 4,
  });
