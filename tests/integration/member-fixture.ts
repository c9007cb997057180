import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBER_SESSION_TTL_SECONDS, SESSION_COOKIE_NAME } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { someSeat } from './member-client';

/*
 * Members for the races and outcome tests of events.test.ts (its confirmation tests sign members
 * up through the API with tests/integration/member-client.ts `signUpMember`): a signed-in member
 * written straight into the test stack's DynamoDB the way the sign-up and
 * functions/src/members/sessions.ts write them: the profile (`MEMBER#{id}`/`PROFILE`) and a
 * session whose token only the cookie carries (the table keeps its SHA-256: `SESSION#{hash}`,
 * listed as `MEMBER#{id}`/`SESSION#{hash}`). Twenty members for a race cost no scrypt hash.
 */

/** A signed-in member: its id, canonical mobile, language and the `Cookie` header to send. */
export interface TestMember {
  memberId: string;
  mobile: string;
  language: Language;
  cookie: string;
}

let members = 0;

/** A Malaysian mobile number no other test member has (`+6011…`, 12 digits). */
const uniqueMobile = () => {
  members += 1;
  const digits = `${process.pid % 10_000}`.padStart(4, '0') + `${members}`.padStart(4, '0');
  return `+6011${digits}`;
};

/**
 * A member written straight into the table; `name` may be one the sign-up's schema refuses (a
 * profile from elsewhere), to show what the server does with it.
 */
export async function newMember(
  urls: Pick<LocalStack['urls'], 'dynamodb'>,
  language: Language = 'bm',
  name = 'Nur Aisyah binti Rahman',
  {
    seats = someSeat(),
    role = 'member',
  }: {
    /** The member's state, parliamentary and DUN seats (the first valid ones when not given). */
    seats?: { state: string; parliament: string; dun: string };
    /** `staff` for a staff member with a staff session (as after the second factor). */
    role?: 'member' | 'staff';
  } = {},
): Promise<TestMember> {
  const client = new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  });
  const documents = DynamoDBDocumentClient.from(client);
  const memberId = randomUUID();
  const mobile = uniqueMobile();
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const createdAt = new Date().toISOString();
  const expiresAt = Math.floor(Date.now() / 1000) + MEMBER_SESSION_TTL_SECONDS;
  const TableName = names.membersTable;
  try {
    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: {
                pk: `MEMBER#${memberId}`,
                sk: 'PROFILE',
                id: memberId,
                role,
                name,
                mobile,
                ...seats,
                language,
                createdAt,
                // Its place in the `area` index, as the sign-up writes it (docs/volunteers.md).
                areaKind: 'member',
                areaKey: `${seats.state}#${seats.parliament}#${seats.dun}#${memberId}`,
              },
            },
          },
          {
            Put: {
              TableName,
              Item: {
                pk: `SESSION#${hash}`,
                sk: 'SESSION',
                memberId,
                role,
                createdAt,
                expiresAt,
              },
            },
          },
          {
            Put: {
              TableName,
              Item: { pk: `MEMBER#${memberId}`, sk: `SESSION#${hash}`, createdAt, expiresAt },
            },
          },
          // The claim on the number, so lookups by mobile (a coordinator's appointment) find them.
          { Put: { TableName, Item: { pk: `MOBILE#${mobile}`, sk: 'MOBILE', memberId } } },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
  return { memberId, mobile, language, cookie: `${SESSION_COOKIE_NAME}=${token}` };
}
