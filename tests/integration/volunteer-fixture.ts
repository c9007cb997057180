import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityStatus, Bilingual } from '@gsk/core/api';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';

/*
 * Volunteer activities and their shifts for the places' tests, written straight into the test
 * stack's DynamoDB the way docs/volunteers.md's model keeps them (staff and coordinators create
 * them through their own routes): the activity (`ACTIVITIES`/`ACTIVITY#{id}`) and each shift
 * (`ACTIVITY#{id}`/`SHIFT#{shiftId}`) with its counts at zero. The signature is the staff API's
 * in small, so the fixture can move onto it: `newActivity(urls, { places, startsAt })`.
 */

const hourMs = 3_600_000;

/** What an activity's fixture may set; the rest is a published Selangor gotong-royong. */
export interface ActivityOptions {
  /** Places of each shift. */
  places?: number;
  /** The first shift's start; later shifts a day apart. */
  startsAt?: Date;
  /** Hours each shift lasts. */
  hours?: number;
  /** How many shifts. */
  shifts?: number;
  status?: ActivityStatus;
  online?: boolean;
  title?: Bilingual;
  description?: Bilingual;
  venue?: Bilingual | null;
}

/** A new activity and its shifts, in the order they start. */
export async function newActivity(
  urls: Pick<LocalStack['urls'], 'dynamodb'>,
  options: ActivityOptions = {},
): Promise<{ activityId: string; shiftIds: string[] }> {
  const client = new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  });
  const documents = DynamoDBDocumentClient.from(client);
  const activityId = randomUUID();
  const now = new Date().toISOString();
  const first = options.startsAt ?? new Date(Date.now() + 10 * 24 * hourMs);
  const online = options.online ?? false;
  const shiftIds = Array.from({ length: options.shifts ?? 1 }, () => randomUUID());
  try {
    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: names.membersTable,
              Item: {
                pk: 'ACTIVITIES',
                sk: `ACTIVITY#${activityId}`,
                id: activityId,
                title: options.title ?? {
                  bm: 'Gotong-royong Taman Rakyat',
                  eng: "People's Park Clean-up",
                },
                description: options.description ?? {
                  bm: 'Membersihkan taman bersama jiran, membawa sarung tangan sendiri.',
                  eng: 'Cleaning the park with neighbours; bring your own gloves.',
                },
                enterprise: null,
                area: { state: '10', parliament: 'P.106' },
                online,
                venue: online
                  ? null
                  : options.venue === undefined
                    ? { bm: 'Taman Rakyat, Petaling Jaya', eng: "People's Park, Petaling Jaya" }
                    : options.venue,
                skills: [],
                status: options.status ?? 'published',
                proposedBy: null,
                createdAt: now,
                updatedAt: now,
              },
            },
          },
          ...shiftIds.map((shiftId, index) => {
            const startsAt = new Date(first.getTime() + index * 24 * hourMs);
            return {
              Put: {
                TableName: names.membersTable,
                Item: {
                  pk: `ACTIVITY#${activityId}`,
                  sk: `SHIFT#${shiftId}`,
                  id: shiftId,
                  activityId,
                  startsAt: startsAt.toISOString(),
                  endsAt: new Date(
                    startsAt.getTime() + (options.hours ?? 3) * hourMs,
                  ).toISOString(),
                  places: options.places ?? 5,
                  taken: 0,
                  waiting: 0,
                  nextPosition: 0,
                  createdAt: now,
                },
              },
            };
          }),
        ],
      }),
    );
  } finally {
    client.destroy();
  }
  return { activityId, shiftIds };
}
