import type { VolunteerDetails } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { toDetails, volunteerConsentsOf, withdrawVolunteer } from './details';

/**
 * `DELETE /api/volunteer` (signed in): withdraws as a volunteer; the details go, and no
 * coordinator lists the member any more. The member's consents stay theirs (they are about their
 * registrations too), to change on their privacy page. Places already taken on upcoming shifts stay
 * the member's, to cancel from their profile. 200 `{ volunteer: null, activityConsent }`, the same
 * when they were no volunteer.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  if (await withdrawVolunteer(session.memberId)) {
    logger.info('volunteer.withdrawn', { memberId: session.memberId });
  }
  return ok(
    toDetails(undefined, await volunteerConsentsOf(session.memberId)) satisfies VolunteerDetails,
  );
});
