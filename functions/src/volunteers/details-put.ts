import type { VolunteerDetails } from '@gsk/core/api';
import { volunteerSchema } from '@gsk/core/volunteers';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { saveVolunteer, toDetails } from './details';

/**
 * `PUT /api/volunteer` (signed in; core's volunteerSchema): becomes a volunteer or changes the
 * details. Each channel's consent is the member's `activity` consent record (docs/privacy.md),
 * recorded with its time, the wording's version, the language, the words shown and
 * `volunteer-form` as where; an answer unchanged keeps its record. The name and seats are the
 * profile's. 200 VolunteerDetails; a bad body is 400 `validation` and nothing is stored.
 */
export const handler = httpHandler({ body: volunteerSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  const { volunteer, consents } = await saveVolunteer(session.memberId, body);
  logger.info('volunteer.saved', { memberId: session.memberId });
  return ok(toDetails(volunteer, consents) satisfies VolunteerDetails);
});
