import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@gsk/core/i18n';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { isValidationKey, validationEng } from '@gsk/core/i18n/validation-eng';
import { validationPrivacyBm } from '@gsk/core/i18n/validation-privacy-bm';
import {
  isPrivacyValidationKey,
  validationPrivacyEng,
} from '@gsk/core/i18n/validation-privacy-eng';
import { consentWordingOf, currentConsentVersion } from '@gsk/core/privacy/consent-wording';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent-wording';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { localUnsubscribeSecret } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { signUnsubscribeToken } from '../../functions/src/broadcasts/tokens';
import type { StackUrls } from '../support/stack-setup';

/*
 * Broadcasts' integration tests (issue 32, part F): an audience written as the sign-up and the
 * consents' writer write it, in an area of its own (a state code no other test uses, which the
 * `area` index keys on), so a count is of this test's people only.
 */

/** A person of an audience: language, email, mobile, and the consents they gave. */
export interface Person {
  language?: Language;
  email?: string | false;
  consents?: `${ConsentChannel}#${ConsentPurpose}`[];
  /** Volunteer details with these skills. */
  skills?: string[];
}

/** A person as written: their member id. */
export interface WrittenPerson extends Person {
  memberId: string;
  mobile: string;
}

let people = 0;

/** The documents client of the stack's DynamoDB. */
export const documentsOf = (urls: Pick<StackUrls, 'dynamodb'>) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: localRegion,
      credentials: localCredentials,
    }),
  );

/** A state code of its own (the index keys on it): no other test's members are in it. */
export const ownArea = () => ({
  state: `T${randomUUID().slice(0, 8)}`,
  parliament: 'P.901',
});

/** Writes one person's profile (in the `area` index), consents and volunteer details. */
export async function writePerson(
  urls: Pick<StackUrls, 'dynamodb'>,
  area: { state: string; parliament: string },
  person: Person,
): Promise<WrittenPerson> {
  const documents = documentsOf(urls);
  people += 1;
  const memberId = randomUUID();
  const mobile = `+6017${`${process.pid % 1000}`.padStart(3, '0')}${`${people}`.padStart(5, '0')}`;
  const language = person.language ?? 'bm';
  const email =
    person.email === false
      ? undefined
      : (person.email ?? `p${people}.${memberId.slice(0, 6)}@example.com`);
  const seats = { state: area.state, parliament: area.parliament, dun: 'N.01' };
  const areaKey = `${seats.state}#${seats.parliament}#${seats.dun}#${memberId}`;
  const at = new Date().toISOString();
  await documents.send(
    new PutCommand({
      TableName: names.membersTable,
      Item: {
        pk: `MEMBER#${memberId}`,
        sk: 'PROFILE',
        id: memberId,
        role: 'member',
        name: 'Siti Broadcast',
        mobile,
        ...seats,
        language,
        ...(email && { email }),
        passwordHash: 'x',
        createdAt: at,
        areaKind: 'member',
        areaKey,
      },
    }),
  );
  for (const choice of person.consents ?? []) {
    const [channel, purpose] = choice.split('#') as [ConsentChannel, ConsentPurpose];
    const record = {
      channel,
      purpose,
      given: true,
      at,
      version: currentConsentVersion,
      language,
      wording: consentWordingOf(channel, purpose, language),
      source: 'profile',
    };
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { pk: `MEMBER#${memberId}`, sk: `CONSENT#${channel}#${purpose}`, ...record },
      }),
    );
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { pk: `MEMBER#${memberId}`, sk: `CONSENTLOG#${at}#${channel}#${purpose}`, ...record },
      }),
    );
  }
  if (person.skills) {
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: {
          pk: `MEMBER#${memberId}`,
          sk: 'VOLUNTEER',
          memberId,
          name: 'Siti Broadcast',
          ...seats,
          skills: person.skills,
          languages: ['malay'],
          availability: ['weekend-morning'],
          reach: 'parliament',
          areaKind: 'volunteer',
          areaKey,
          since: at,
          updatedAt: at,
        },
      }),
    );
  }
  return { ...person, memberId, mobile, ...(email ? { email } : { email: false }) };
}

/** Writes several people, in order. */
export async function writeAudience(
  urls: Pick<StackUrls, 'dynamodb'>,
  area: { state: string; parliament: string },
  audience: Person[],
): Promise<WrittenPerson[]> {
  const written: WrittenPerson[] = [];
  for (const person of audience) written.push(await writePerson(urls, area, person));
  return written;
}

/** Makes a member a coordinator of `areas` (as staff's appointment writes it). */
export async function appoint(
  urls: Pick<StackUrls, 'dynamodb'>,
  memberId: string,
  areas: { state: string; parliament: string }[],
) {
  const at = new Date().toISOString();
  await documentsOf(urls).send(
    new PutCommand({
      TableName: names.membersTable,
      Item: {
        pk: `MEMBER#${memberId}`,
        sk: 'COORDINATOR',
        memberId,
        areas,
        trusted: false,
        appointedAt: at,
        appointedBy: 'test',
        updatedAt: at,
      },
    }),
  );
}

/** Every item of a partition. */
export const partition = async (urls: Pick<StackUrls, 'dynamodb'>, pk: string, prefix = '') =>
  (
    await documentsOf(urls).send(
      new QueryCommand({
        TableName: names.membersTable,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix && { ':prefix': prefix }) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** A token as the sender signs it, with the local stack's key. */
export const tokenFor = (memberId: string, channel: ConsentChannel, purpose: ConsentPurpose) =>
  signUnsubscribeToken(
    { memberId, channel, purpose },
    process.env.UNSUBSCRIBE_SECRET || localUnsubscribeSecret,
  );

/**
 * The keys of a 400's fields, each translated in Malay and English (the general catalogue or the
 * privacy one, where the broadcasts' keys are).
 */
export const translatedInBoth = (fields: Record<string, string>): string[] =>
  Object.values(fields).map((message) => {
    const { key } = parseValidationMessage(message);
    const general = isValidationKey(key) && validationBm[key] && validationEng[key];
    const privacy =
      isPrivacyValidationKey(key) && validationPrivacyBm[key] && validationPrivacyEng[key];
    if (!general && !privacy) throw new Error(`${message} is no translated validation message`);
    return key;
  });
