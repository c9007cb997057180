import type { ContactChannel } from '@gsk/core/volunteers';
import { consentKey } from '../privacy/consents';
import { batchItems } from './batch';
import type { StoredVolunteer } from './details';

/*
 * Whether each of many members agreed to be contacted about their activities, per channel: their
 * `activity` consent records (docs/privacy.md), which alone let a coordinator see a mobile number
 * or an email, read in batches. No record: not given.
 */

/** Per channel, whether the member's `activity` consent is given. */
export type ContactConsents = Record<ContactChannel, boolean>;

const none: ContactConsents = { sms: false, email: false };

/** The `activity` consents of `memberIds`, by member id (every id answered; unrecorded: no). */
export async function activityConsentsOf(
  memberIds: readonly string[],
): Promise<Map<string, ContactConsents>> {
  const ids = [...new Set(memberIds)];
  const items = await batchItems(
    ids.flatMap((id) => [consentKey(id, 'sms', 'activity'), consentKey(id, 'email', 'activity')]),
    ['given'],
  );
  const found = new Map(ids.map((id) => [id, { ...none }]));
  for (const item of items) {
    const memberId = String(item.pk).slice('MEMBER#'.length);
    const channel = String(item.sk).split('#')[1];
    const consents = found.get(memberId);
    if (consents && (channel === 'sms' || channel === 'email')) {
      consents[channel] = item.given === true;
    }
  }
  return found;
}

/** The consents of volunteers: their records (an item of before issue 32 has none: not given). */
export const volunteersConsents = (volunteers: readonly StoredVolunteer[]) =>
  activityConsentsOf(volunteers.map((volunteer) => volunteer.memberId));
