import type { PublicEvent } from '@gsk/core/api';

/**
 * The event the home page invites to: the soonest featured one that has not started and still
 * takes (or took, until it filled) registrations.
 */
export function nextFeaturedEvent(events: readonly PublicEvent[], now = Date.now()) {
  return events
    .filter(
      (event) =>
        event.featured && event.registration !== 'closed' && Date.parse(event.startsAt) > now,
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
}
