import type { VolunteerCounts } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { volunteerCounts } from './counts';
import { publicAnswer } from './public-cache';

/**
 * `GET /api/volunteers/counts` (public): volunteers per state and in all; a figure below
 * PUBLIC_COUNT_MINIMUM is `null`. No personal data. Cached briefly.
 */
export const handler = httpHandler({}, async () =>
  publicAnswer((await volunteerCounts()) satisfies VolunteerCounts),
);
