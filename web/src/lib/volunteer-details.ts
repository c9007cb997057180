import { siteApiPaths, type VolunteerDetails } from '@gsk/core/api';
import { apiJson } from './api-client';

/**
 * The signed-in member's volunteer details (`GET /api/volunteer`; null when they are not a
 * volunteer): the volunteer page and the profile both show them.
 */
export const fetchVolunteer = () =>
  fetchVolunteerDetails().then((answer) => answer?.volunteer ?? null);

/** The same answer whole: the details, and the member's `activity` consents beside them. */
export const fetchVolunteerDetails = () =>
  apiJson<VolunteerDetails | undefined>(siteApiPaths.volunteer, {
    method: 'GET',
    cache: 'no-store',
    credentials: 'same-origin',
  });
