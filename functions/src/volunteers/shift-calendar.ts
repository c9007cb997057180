import { config } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { shiftCalendar } from './calendar';

/**
 * `GET /api/activities/{id}/shifts/{shiftId}/calendar.ics` (public): the shift's calendar file,
 * in English with `?language=eng`, Malay otherwise; 404 `shift_not_found` unless its activity is
 * published.
 */
export const handler = httpHandler({}, async ({ event }) =>
  shiftCalendar(
    event.pathParameters?.id ?? '',
    event.pathParameters?.shiftId ?? '',
    event.queryStringParameters?.language === 'eng' ? 'eng' : 'bm',
    config.siteOrigins[0] ?? '',
  ),
);
