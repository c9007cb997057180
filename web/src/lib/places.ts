import {
  apiPath,
  siteApiPaths,
  type CancelResult,
  type Commitment,
  type Commitments,
  type MyPlace,
} from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { ApiError, apiJson } from './api-client';

/*
 * A member's places on shifts and events (issue 29, docs/volunteers.md): the event's page, an
 * activity's page and the profile's list of commitments take, show and give back places through
 * these, each the same way.
 */

/** What a place is on: an event, or one shift of an activity. */
export type PlaceTarget =
  { kind: 'event'; id: string } | { kind: 'shift'; id: string; shiftId: string };

/** The path of a target's sign-ups (`POST` takes a place or a waiting place, `DELETE` gives it back). */
export const placePath = (target: PlaceTarget): string =>
  target.kind === 'event'
    ? apiPath(siteApiPaths.eventRegistrations, { id: target.id })
    : apiPath(siteApiPaths.shiftSignups, { id: target.id, shiftId: target.shiftId });

/**
 * The address of a target's calendar file (`text/calendar`) in the page's language (the API
 * writes it in Malay unless asked otherwise), for a link the browser downloads.
 */
export const calendarPath = (target: PlaceTarget, language: Language): string =>
  `${
    target.kind === 'event'
      ? apiPath(siteApiPaths.eventCalendar, { id: target.id })
      : apiPath(siteApiPaths.shiftCalendar, { id: target.id, shiftId: target.shiftId })
  }?language=${language}`;

/** Gives back the signed-in member's place (or waiting place) on a target. */
export const releasePlace = (target: PlaceTarget) =>
  apiJson<CancelResult>(placePath(target), { method: 'DELETE', credentials: 'same-origin' });

/** The signed-in member's upcoming shifts, waiting places and events (none when the answer holds no list). */
export const fetchCommitments = (): Promise<Commitment[]> =>
  apiJson<Commitments | undefined>(siteApiPaths.commitments, {
    method: 'GET',
    cache: 'no-store',
    credentials: 'same-origin',
  }).then((answer) => (Array.isArray(answer?.commitments) ? answer.commitments : []));

/** The target a commitment is about. */
export const targetOf = (commitment: Commitment): PlaceTarget =>
  commitment.kind === 'shift' && commitment.shiftId
    ? { kind: 'shift', id: commitment.id, shiftId: commitment.shiftId }
    : { kind: 'event', id: commitment.id };

const sameTarget = (a: PlaceTarget, b: PlaceTarget) =>
  a.kind === b.kind &&
  a.id === b.id &&
  (a.kind === 'event' || (b.kind === 'shift' && a.shiftId === b.shiftId));

/** The member's commitment on a target among their commitments, if any. */
export const commitmentOn = (commitments: readonly Commitment[], target: PlaceTarget) =>
  commitments.find((commitment) => sameTarget(targetOf(commitment), target));

/** The member's place on a target among their commitments: none when they hold none there. */
export const placeOn = (commitments: readonly Commitment[], target: PlaceTarget): MyPlace =>
  commitmentOn(commitments, target)?.place ?? { status: 'none' };

/** Why a sign-up or a cancellation was refused, as the pages tell it (the `places` texts). */
export type PlaceFailure = 'full' | 'closed' | 'sessionEnded' | 'tooMany' | 'failed';

/** The reason of a failed call of the places' routes. */
export const placeFailure = (error: unknown): PlaceFailure => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'unauthenticated' || error.status === 401) return 'sessionEnded';
  if (error.code === 'too_many_requests' || error.status === 429) return 'tooMany';
  if (error.code === 'event_full' || error.code === 'shift_full') return 'full';
  if (error.code === 'event_closed' || error.code === 'shift_closed') return 'closed';
  return 'failed';
};
