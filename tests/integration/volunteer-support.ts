import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ManagedActivity, PlaceResult } from '@gsk/core/api';
import { apiPath, apiPaths } from '@gsk/core/api';
import { dunsOf, parliamentsOf, votingStates } from '@gsk/core/electoral';
import type { Language } from '@gsk/core/i18n';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { isValidationKey, validationEng } from '@gsk/core/i18n/validation-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { send } from './application-client';
import { newMember } from './member-fixture';
import type { TestMember } from './member-fixture';

/*
 * What the volunteers' and coordinators' integration tests share (docs/volunteers.md): calls of
 * any method with a session, members placed in chosen seats (as the sign-up writes them, with
 * their place in the `area` index), staff with a staff session, and volunteers, emails and places
 * on shifts made through the API's routes.
 * Each file gives its own loopback block (127.41.{block}.x).
 */

/** The stack's URLs these helpers need. */
export type VolunteerStackUrls = Pick<LocalStack['urls'], 'api' | 'site' | 'dynamodb'>;

/** Loopback addresses of one file, from `127.41.{block * 10}.1` on. */
export const visitorsOf = (block: number) => {
  let visitors = 0;
  return () => {
    visitors += 1;
    return `127.41.${block * 10 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
  };
};

/** A call as the site's pages make it: JSON, the site's Origin, the session cookie when given. */
export const apiCall = (
  urls: VolunteerStackUrls,
  from: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
) =>
  send(`${urls.api}${path}`, from, {
    method,
    headers: {
      origin: urls.site,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

/** A full set of seats: a state, one of its parliamentary seats and one of that seat's DUNs. */
export interface Seats {
  state: string;
  parliament: string;
  dun: string;
}

/** The seats of the `index`th parliamentary seat with DUNs of the `stateIndex`th such state. */
export const seatsOf = (stateIndex: number, index = 0): Seats => {
  const states = votingStates().filter(
    ({ code }) =>
      parliamentsOf(code).filter((seat) => dunsOf(code, seat.code).length > 0).length > 1,
  );
  const state = states[stateIndex % states.length]?.code ?? '';
  const seats = parliamentsOf(state).filter((seat) => dunsOf(state, seat.code).length > 0);
  const parliament = seats[index % seats.length]?.code ?? '';
  return { state, parliament, dun: dunsOf(state, parliament)[0]?.code ?? '' };
};

/** A signed-in member with the name and seats their profile has. */
export type SeatedMember = TestMember & { name: string; seats: Seats };

/** A signed-in member living in `seats`. */
export const memberIn = async (
  urls: VolunteerStackUrls,
  seats: Seats,
  name = 'Nur Aisyah binti Rahman',
  language: Language = 'bm',
): Promise<SeatedMember> => ({
  ...(await newMember(urls, language, name, { seats })),
  name,
  seats,
});

/** A staff member with a staff session. */
export const staffMember = (urls: VolunteerStackUrls) =>
  newMember(urls, 'eng', 'Farid bin Osman', { role: 'staff' });

/** A complete volunteer form. */
export const volunteerForm = (overrides: Record<string, unknown> = {}) => ({
  skills: ['cooking', 'driving'],
  languages: ['malay', 'english'],
  availability: ['weekend-morning'],
  reach: 'parliament',
  consentSms: true,
  consentEmail: false,
  language: 'bm',
  ...overrides,
});

/** Makes `member` a volunteer through the API; throws unless it answers 200. */
export async function becomeVolunteer(
  urls: VolunteerStackUrls,
  from: string,
  member: TestMember,
  overrides: Record<string, unknown> = {},
) {
  const answer = await apiCall(urls, from, 'PUT', apiPaths.volunteer, {
    body: volunteerForm(overrides),
    cookie: member.cookie,
  });
  if (answer.status !== 200) throw new Error(`PUT volunteer: ${answer.status} ${answer.text}`);
  return answer;
}

/** A complete activity form in an area. */
export const activityForm = (
  area: { state: string; parliament: string },
  title = 'Gotong-royong',
) => ({
  title: { bm: `${title} pantai`, eng: `${title} at the beach` },
  description: { bm: 'Kita bersihkan pantai bersama.', eng: 'We clean the beach together.' },
  enterpriseId: '',
  area,
  online: false,
  venue: { bm: 'Pantai Remis', eng: 'Remis Beach' },
  skills: ['event-crew'],
});

/** A published activity created by staff with one shift a day ahead; answers it. */
export async function publishedActivity(
  urls: VolunteerStackUrls,
  from: () => string,
  staffCookie: string,
  area: { state: string; parliament: string },
  places = 5,
): Promise<ManagedActivity> {
  const made = await apiCall(urls, from(), 'POST', apiPaths.staffActivities, {
    body: activityForm(area),
    cookie: staffCookie,
  });
  if (made.status !== 201) throw new Error(`create activity: ${made.status} ${made.text}`);
  const { id } = made.json as ManagedActivity;
  const start = Date.now() + 24 * 3600_000;
  const shifted = await apiCall(
    urls,
    from(),
    'POST',
    apiPath(apiPaths.staffActivityShifts, { id }),
    {
      body: {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3 * 3600_000).toISOString(),
        places,
      },
      cookie: staffCookie,
    },
  );
  if (shifted.status !== 201) throw new Error(`add shift: ${shifted.status} ${shifted.text}`);
  return shifted.json as ManagedActivity;
}

const documentsOf = (urls: VolunteerStackUrls) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: localRegion,
      credentials: localCredentials,
    }),
  );

/**
 * Signs `member` up for a shift through its route (`POST …/shifts/{shiftId}/signups`), as the
 * activity's page does: `waitingList` takes a place in the line when the shift is full. Answers the
 * result; throws unless it answers 201.
 */
export async function signUpForShift(
  urls: VolunteerStackUrls,
  from: string,
  activityId: string,
  shiftId: string,
  member: { cookie: string },
  waitingList?: boolean,
): Promise<PlaceResult> {
  const answer = await apiCall(
    urls,
    from,
    'POST',
    apiPath(apiPaths.shiftSignups, { id: activityId, shiftId }),
    { cookie: member.cookie, ...(waitingList !== undefined && { body: { waitingList } }) },
  );
  if (answer.status !== 201) throw new Error(`shift sign-up: ${answer.status} ${answer.text}`);
  return answer.json as PlaceResult;
}

/** An item of the members table, read consistently. */
export const itemOf = async (urls: VolunteerStackUrls, pk: string, sk: string) =>
  (
    await documentsOf(urls).send(
      new GetCommand({ TableName: names.membersTable, Key: { pk, sk }, ConsistentRead: true }),
    )
  ).Item;

/** Sets a member's email through their profile's details (`POST /api/account/profile`). */
export async function setEmail(
  urls: VolunteerStackUrls,
  from: string,
  member: SeatedMember,
  email: string,
) {
  const answer = await apiCall(urls, from, 'POST', apiPaths.profile, {
    body: { name: member.name, ...member.seats, language: member.language, email },
    cookie: member.cookie,
  });
  if (answer.status !== 200) throw new Error(`profile: ${answer.status} ${answer.text}`);
}

/** Every field message of a 400 is a validation key the web translates in Malay and English. */
export const translatedKeys = (fields: Record<string, string>): string[] =>
  Object.values(fields).map((message) => {
    const { key } = parseValidationMessage(message);
    if (!isValidationKey(key) || !validationBm[key] || !validationEng[key]) {
      throw new Error(`${message} is no translated validation message`);
    }
    return key;
  });
