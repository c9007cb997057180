import { config } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { eventCalendar } from '../volunteers/calendar';

/**
 * `GET /api/events/{id}/calendar.ics` (public): the event's calendar file, in English with
 * `?language=eng`, Malay otherwise; 404 `event_not_found` for an unknown event or a draft.
 */
export const handler = httpHandler({}, async ({ event }) =>
  eventCalendar(
    event.pathParameters?.id ?? '',
    event.queryStringParameters?.language === 'eng' ? 'eng' : 'bm',
    config.siteOrigins[0] ?? '',
  ),
);
