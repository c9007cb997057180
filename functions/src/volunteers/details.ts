import { TransactWriteCommand, DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ChannelConsent, ConsentRecord, VolunteerDetails } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { consentWordingOf, currentConsentVersion } from '@gsk/core/privacy/consent';
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
import { isConditionFailure } from '../lib/dynamo-conditions';
import { AppError } from '../lib/errors';
import { memberOf, profileKey } from '../members/members';
import type { MemberRecord } from '../members/members';
import { consentOf, consentWrites, recordOf } from '../privacy/consents';
import { areaAttributes } from './area-index';
import { volunteerKey } from './keys';

/*
 * A member's volunteer details (`MEMBER#{id}`/`VOLUNTEER`, docs/volunteers.md): what they can do,
 * when and how far. Their consent per channel is the member's `activity` consent record
 * (functions/src/privacy/consents.ts, docs/privacy.md: given or not, when, the very words shown,
 * in the language shown), written by the volunteer form with source `volunteer-form` in the same
 * transaction as the details, and changeable from the privacy page too: one record, read by the
 * form, the coordinators' lists and the check-in alike. The item copies the member's name and
 * seats from the profile and sits in the `area` index as `areaKind = volunteer`; the profile's
 * change of them updates it in the same transaction (functions/src/members/members.ts
 * `updateDetails`), and the put here is conditional on the profile still holding what was copied.
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
  /**
   * Items written before issue 32 held the consents here; the records replace them (read as a
   * last resort by `toDetails` only, never written).
   */
  consent?: Record<ContactChannel, ConsentRecord>;
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

/** A volunteer's consent per channel: the `activity` records, where recorded. */
export type VolunteerConsents = Partial<Record<ContactChannel, ChannelConsent>>;

/** The member's `activity` consents, SMS and email. */
export async function volunteerConsentsOf(memberId: string): Promise<VolunteerConsents> {
  const [sms, email] = await Promise.all([
    consentOf(memberId, 'sms', 'activity'),
    consentOf(memberId, 'email', 'activity'),
  ]);
  return { ...(sms && { sms }), ...(email && { email }) };
}

/** A record as the volunteer's answer shows it (no channel, purpose or source: its old shape). */
const shownRecord = ({ given, at, version, language, wording }: ConsentRecord): ConsentRecord => ({
  given,
  at,
  version,
  language,
  wording,
});

/**
 * A channel's consent as the volunteer's answer shows it: its record; else what an item of
 * before issue 32 held; else not given since the details were first saved, in the current words.
 */
const shownConsent = (
  volunteer: StoredVolunteer,
  consents: VolunteerConsents,
  channel: ContactChannel,
): ConsentRecord => {
  const record = consents[channel] ?? volunteer.consent?.[channel];
  if (record) return shownRecord(record);
  const language: Language = consents.sms?.language ?? consents.email?.language ?? 'bm';
  return {
    given: false,
    at: volunteer.since,
    version: currentConsentVersion,
    language,
    wording: consentWordingOf(channel, 'activity', language),
  };
};

/** What the member sees of their own details, with their `activity` consents. */
export const toDetails = (
  volunteer: StoredVolunteer | undefined,
  consents: VolunteerConsents = {},
): VolunteerDetails => ({
  volunteer: volunteer
    ? {
        skills: volunteer.skills,
        languages: volunteer.languages,
        availability: volunteer.availability,
        reach: volunteer.reach,
        consent: {
          sms: shownConsent(volunteer, consents, 'sms'),
          email: shownConsent(volunteer, consents, 'email'),
        },
        state: volunteer.state,
        parliament: volunteer.parliament,
        dun: volunteer.dun,
        since: volunteer.since,
        updatedAt: volunteer.updatedAt,
      }
    : null,
  activityConsent: {
    sms: consents.sms?.given === true,
    email: consents.email?.given === true,
  },
});

/**
 * A channel's new record from the form's answer, or none when its record already says the same
 * (its time and words stay those of when it was given or withdrawn).
 */
const changedConsent = (
  channel: ContactChannel,
  given: boolean,
  language: Language,
  kept: ChannelConsent | undefined,
  now: Date,
): ChannelConsent | undefined =>
  kept && kept.given === given
    ? undefined
    : recordOf({ channel, purpose: 'activity', given, language, source: 'volunteer-form' }, now);

/** Attempts of a save that keeps losing to the member's own change of their profile. */
const maxAttempts = 4;

/** The details to store for `member` from the form's values, over what was stored. */
const storedOf = (
  member: MemberRecord,
  values: VolunteerValues,
  before: StoredVolunteer | undefined,
  now: Date,
): StoredVolunteer => {
  const seats = { state: member.state, parliament: member.parliament, dun: member.dun };
  return {
    memberId: member.id,
    name: member.name,
    ...seats,
    skills: values.skills as VolunteerSkill[],
    languages: values.languages as VolunteerLanguage[],
    availability: values.availability as AvailabilitySlot[],
    reach: values.reach as VolunteerReach,
    ...areaAttributes('volunteer', seats, member.id),
    since: before?.since ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
};

/** A saved volunteer and their consents as now recorded. */
export interface SavedVolunteer {
  volunteer: StoredVolunteer;
  consents: VolunteerConsents;
}

/**
 * Stores a member's volunteer details (core's volunteerSchema, validated), copying the profile's
 * name and seats, in one transaction with a check that the profile still holds them and with the
 * SMS and email `activity` consents the form answered, where they changed (a record and its log
 * entry each, conditional on the record read). A change of the profile or of a consent meanwhile:
 * read all again. 401 when the member is gone.
 */
export async function saveVolunteer(
  memberId: string,
  values: VolunteerValues,
  now = new Date(),
): Promise<SavedVolunteer> {
  const language: Language = values.language === 'eng' ? 'eng' : 'bm';
  for (let attempt = 1; ; attempt += 1) {
    const [member, before, consents] = await Promise.all([
      memberOf(memberId),
      volunteerOf(memberId),
      volunteerConsentsOf(memberId),
    ]);
    if (!member) throw new AppError('unauthenticated', 401);
    // The item itself holds no consents any more (an item of before issue 32's is replaced).
    const item = storedOf(member, values, before, now);
    const answers = { sms: values.consentSms, email: values.consentEmail };
    const changes = (['sms', 'email'] as const).flatMap((channel) => {
      const record = changedConsent(channel, answers[channel], language, consents[channel], now);
      return record ? [{ record, before: consents[channel] }] : [];
    });
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
                Item: { ...volunteerKey(memberId), ...item },
              },
            },
            ...changes.flatMap(({ record, before: kept }) => consentWrites(memberId, record, kept)),
          ],
        }),
      );
      const saved = { ...consents };
      for (const { record } of changes) saved[record.channel] = record;
      return { volunteer: item, consents: saved };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= maxAttempts) throw error;
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
