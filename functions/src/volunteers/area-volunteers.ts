import type { Area, AreaVolunteer, StaffVolunteerList } from '@gsk/core/api';
import { areaItems, areaPrefix } from './area-index';
import { volunteersConsents } from './contact-consents';
import type { StoredVolunteer } from './details';
import { profilesOf } from './shift-people';

/*
 * The volunteers of areas, read from the `area` index by key prefix (docs/volunteers.md, "Areas
 * and the index"), joined with their profiles for the ways to reach them. A coordinator sees a
 * mobile number or an email only where that volunteer consented to that channel (their `activity`
 * consent records, docs/privacy.md); staff see both, with the consents beside them.
 */

/** A staff row of a volunteer. */
export type StaffVolunteer = StaffVolunteerList['volunteers'][number];

/** Every volunteer of `areas` (each once, a seat's inside its state's), in key order. */
export async function volunteersIn(areas: readonly Area[]): Promise<StoredVolunteer[]> {
  const prefixes = [...new Set(areas.map(areaPrefix))];
  const found = new Map<string, StoredVolunteer>();
  for (const prefix of prefixes) {
    for (const item of await areaItems('volunteer', prefix)) {
      const volunteer = item as unknown as StoredVolunteer;
      found.set(volunteer.memberId, volunteer);
    }
  }
  return [...found.values()].sort((a, b) => a.areaKey.localeCompare(b.areaKey));
}

/** Every volunteer in the country, in key order. */
export async function everyVolunteer(): Promise<StoredVolunteer[]> {
  return (await areaItems('volunteer')) as unknown as StoredVolunteer[];
}

/** What anyone who manages volunteers sees of one, contacts aside. */
const basics = (volunteer: StoredVolunteer) => ({
  memberId: volunteer.memberId,
  name: volunteer.name,
  state: volunteer.state,
  parliament: volunteer.parliament,
  dun: volunteer.dun,
  skills: volunteer.skills,
  languages: volunteer.languages,
  availability: volunteer.availability,
  reach: volunteer.reach,
});

/** The volunteers as their coordinator sees them, by name: contacts only where consented. */
export async function forCoordinator(volunteers: StoredVolunteer[]): Promise<AreaVolunteer[]> {
  const consents = await volunteersConsents(volunteers);
  const consenting = volunteers.filter(({ memberId }) => {
    const given = consents.get(memberId);
    return given?.sms || given?.email;
  });
  const profiles = await profilesOf(consenting.map((volunteer) => volunteer.memberId));
  return volunteers
    .map((volunteer): AreaVolunteer => {
      const profile = profiles.get(volunteer.memberId);
      const given = consents.get(volunteer.memberId);
      return {
        ...basics(volunteer),
        mobile: given?.sms ? (profile?.mobile ?? null) : null,
        email: given?.email ? (profile?.email ?? null) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId));
}

/** The volunteers as staff see them: both contacts, the consents and since when. */
export async function forStaff(volunteers: StoredVolunteer[]): Promise<StaffVolunteer[]> {
  const [profiles, consents] = await Promise.all([
    profilesOf(volunteers.map((volunteer) => volunteer.memberId)),
    volunteersConsents(volunteers),
  ]);
  return volunteers.map((volunteer) => {
    const profile = profiles.get(volunteer.memberId);
    const given = consents.get(volunteer.memberId);
    return {
      ...basics(volunteer),
      mobile: profile?.mobile ?? null,
      email: profile?.email ?? null,
      since: volunteer.since,
      consentSms: given?.sms ?? false,
      consentEmail: given?.email ?? false,
    };
  });
}
