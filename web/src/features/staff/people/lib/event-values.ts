import type { StaffEvent } from '@gsk/core/api';
import type { EventValues } from '@gsk/core/events';

/** An event's fields as core's eventSchema takes them back (a quick action sends them all). */
export const eventValuesOf = (event: StaffEvent): EventValues => ({
  title: event.title,
  description: event.description,
  online: event.online,
  venue: event.venue ?? { bm: '', eng: '' },
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  capacity: event.capacity,
  featured: event.featured,
  status: event.status,
  fundraisingGoal: event.fundraisingGoal,
});
