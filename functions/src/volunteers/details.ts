import { TransactWriteCommand, DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsentRecord, VolunteerDetails } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { consentWording } from '@gsk/core/volunteers';
import type {
  AvailabilitySlot,
  ContactChannel,
  VolunteerLanguage,
  VolunteerReach,
  VolunteerSkill,
  VolunteerValues,
} from '@gsk/core/volunteers';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { AppError } from '../lib/errors';
import { memberOf, profileKey } from '../members/members';
import type { MemberRecord } from '../members/members';
import { areaAttributes } from './area-index';
import { volunteerKey } from './keys';

/*
 * A member's volunteer details (`MEMBER#{id}`/`VOLUNTEER`, docs/volunteers.md): what they can do,
 * when and how far, and their consent per channel as recorded (given or not, when, and the very
 * words shown, in the language shown). The item copies the member's name and seats from the
 * profile and sits in the `area` index as `areaKind = volunteer`; the profile's change of them
 * updates it in the same transaction (functions/src/members/members.ts `updateDetails`), and the
 * put here is conditional on the profile still holding what was copied.
 */

/** Volunteer details as stored. */
export interface StoredVolunteer {
  memberId: string;
  name: string;
  state: string;
  parliament: string;
  dun: string;
  skills: VolunteerSkill[];
  languages: VolunteerLanguage[];
  availability: AvailabilitySlot[];
  reach: VolunteerReach;
  consent: Record<ContactChannel, ConsentRecord>;
  areaKind: 'volunteer';
  areaKey: string;
  since: string;
  updatedAt: string;
}

/** A member's volunteer details, if they are a volunteer. */
export async function volunteerOf(memberId: string): Promise<StoredVolunteer | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: volunteerKey(memberId),
      ConsistentRead: true,
    }),
  );
  return Item as StoredVolunteer | undefined;
}

/** What the member sees of their own details. */
export const toDetails = (volunteer: StoredVolunteer | undefined): VolunteerDetails => ({
  volunteer: volunteer
    ? {
        skills: volunteer.skills,
        languages: volunteer.languages,
        availability: volunteer.availability,
        reach: volunteer.reach,
        consent: { sms: volunteer.consent.sms, email: volunteer.consent.email },
        state: volunteer.state,
        parliament: volunteer.parliament,
        dun: volunteer.dun,
        since: volunteer.since,
        updatedAt: volunteer.updatedAt,
      }
    : null,
});

/**
 * A channel's consent record: the one kept when the answer did not change (its time and words
 * stay those of when it was given or withdrawn), else a new one with the current wording in the
 * language of the page the member saw.
 */
export function consentRecord(
  channel: ContactChannel,
  given: boolean,
  language: Language,
  kept: ConsentRecord | undefined,
  now: Date,
): ConsentRecord {
  if (kept && kept.given === given) return kept;
  return {
    given,
    at: now.toISOString(),
    version: consentWording.version,
    language,
    wording: consentWording[channel][language],
  };
}

/** Attempts of a save that keeps losing to the member's own change of their profile. */
const maxAttempts = 4;

/** The details to store for `member` from the form's values, over what was stored. */
const storedOf = (
  member: MemberRecord,
  values: VolunteerValues,
  before: StoredVolunteer | undefined,
  now: Date,
): StoredVolunteer => {
  const language: Language = values.language === 'eng' ? 'eng' : 'bm';
  const seats = { state: member.state, parliament: member.parliament, dun: member.dun };
  return {
    memberId: member.id,
    name: member.name,
    ...seats,
    skills: values.skills as VolunteerSkill[],
    languages: values.languages as VolunteerLanguage[],
    availability: values.availability as AvailabilitySlot[],
    reach: values.reach as VolunteerReach,
    consent: {
      sms: consentRecord('sms', values.consentSms, language, before?.consent.sms, now),
      email: consentRecord('email', values.consentEmail, language, before?.consent.email, now),
    },
    ...areaAttributes('volunteer', seats, member.id),
    since: before?.since ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
};

/**
 * Stores a member's volunteer details (core's volunteerSchema, validated), copying the profile's
 * name and seats, in one transaction with a check that the profile still holds them (a change of
 * the profile meanwhile: read both again). 401 when the member is gone.
 */
export async function saveVolunteer(
  memberId: string,
  values: VolunteerValues,
  now = new Date(),
): Promise<StoredVolunteer> {
  for (let attempt = 1; ; attempt += 1) {
    const [member, before] = await Promise.all([memberOf(memberId), volunteerOf(memberId)]);
    if (!member) throw new AppError('unauthenticated', 401);
    const volunteer = storedOf(member, values, before, now);
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: config.membersTable,
                Key: profileKey(memberId),
                ConditionExpression:
                  '#name = :name AND #state = :state AND parliament = :parliament AND dun = :dun',
                ExpressionAttributeNames: { '#name': 'name', '#state': 'state' },
                ExpressionAttributeValues: {
                  ':name': member.name,
                  ':state': member.state,
                  ':parliament': member.parliament,
                  ':dun': member.dun,
                },
              },
            },
            {
              Put: {
                TableName: config.membersTable,
                Item: { ...volunteerKey(memberId), ...volunteer },
              },
            },
          ],
        }),
      );
      return volunteer;
    } catch (error) {
      if (!cancelledAt(error, 0) || attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * Withdraws: the details go (and the member with them from every coordinator's list). Their
 * places on upcoming shifts stay theirs, to keep or cancel from their profile. Answers whether
 * there was anything to withdraw.
 */
export async function withdrawVolunteer(memberId: string): Promise<boolean> {
  const { Attributes } = await dynamoDb().send(
    new DeleteCommand({
      TableName: config.membersTable,
      Key: volunteerKey(memberId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
