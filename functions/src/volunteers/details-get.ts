import type { VolunteerDetails } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { toDetails, volunteerConsentsOf, volunteerOf } from './details';

/**
 * `GET /api/volunteer` (signed in; 401 otherwise): the member's volunteer details with their
 * consent records (their `activity` consents, docs/privacy.md), or `volunteer: null` when they
 * are not a volunteer (VolunteerDetails).
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const [volunteer, consents] = await Promise.all([
    volunteerOf(session.memberId),
    volunteerConsentsOf(session.memberId),
  ]);
  return ok(toDetails(volunteer, consents) satisfies VolunteerDetails);
});
