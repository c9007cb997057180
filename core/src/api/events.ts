/**
 * Programmes and events (`GET /api/events`, `GET /api/events/{id}`, `POST
 * /api/events/{id}/registrations`). Staff write each text in both languages; the site shows the
 * page's own.
 */

/** A text in both of the site's languages. */
export interface Bilingual {
  bm: string;
  eng: string;
}

/** Whether an event takes registrations: `full` when no place is left, `closed` by staff or time. */
export type EventRegistrationState = 'open' | 'full' | 'closed';

/** An event as the public sees it (no registrant is ever listed). */
export interface PublicEvent {
  id: string;
  title: Bilingual;
  description: Bilingual;
  /** ISO 8601 instants; the site shows them in Malaysia time. */
  startsAt: string;
  endsAt: string;
  /** A venue, or `null` for an online event. */
  venue: Bilingual | null;
  online: boolean;
  capacity: number;
  placesLeft: number;
  /** How many are on its waiting list. */
  waiting: number;
  registration: EventRegistrationState;
  /** The event the home page's once-per-visitor invitation points to. */
  featured: boolean;
  /**
   * A fundraising event's goal, whole ringgit (docs/crowdfunding.md; its raised figure:
   * `GET /api/events/{id}/fundraising`); absent when it raises nothing.
   */
  fundraisingGoal?: number;
}

/** `GET /api/events`: upcoming published events, soonest first. */
export interface EventList {
  events: PublicEvent[];
}

/**
 * `POST /api/events/{id}/registrations` (signed in): `registered` the first time (201), then
 * `already_registered` (200) however many times it is sent, even at once. A full event with
 * `{"waitingList": true}`: `waiting` at a position (201), then `already_waiting` (200).
 */
export interface RegistrationResult {
  status: 'registered' | 'already_registered' | 'waiting' | 'already_waiting';
  /** The place in the waiting line now, 1 first, when waiting. */
  position?: number;
  event: PublicEvent;
}
