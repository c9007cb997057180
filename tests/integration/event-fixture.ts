import type { EventValues } from '@gsk/core/events';

/*
 * An event as staff write it (core's eventSchema), for the events' tests: events.test.ts stores it
 * with the domain functions, staff-events.test.ts sends it to the staff routes.
 */

const day = 86_400_000;

/** `days` days (and `hours` hours) from now. */
export const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * day + hours * 3_600_000);

/** A published workshop in ten days, for three hours, 30 places; `overrides` change any field. */
export const eventValues = (overrides: Partial<EventValues> = {}): EventValues => ({
  title: { bm: 'Bengkel Koperasi Komuniti', eng: 'Community Co-operative Workshop' },
  description: {
    bm: 'Bengkel sehari tentang cara menubuhkan koperasi kejiranan.',
    eng: 'A one-day workshop on setting up a neighbourhood co-operative.',
  },
  online: false,
  venue: {
    bm: 'Dewan Komuniti Kampung Baru, Kuala Lumpur',
    eng: 'Kampung Baru Community Hall, Kuala Lumpur',
  },
  startsAt: inDays(10).toISOString(),
  endsAt: inDays(10, 3).toISOString(),
  capacity: 30,
  featured: false,
  status: 'published',
  fundraisingGoal: 0,
  ...overrides,
});
