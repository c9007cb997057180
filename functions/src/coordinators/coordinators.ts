import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalMobile } from '@gsk/core/account/mobile';
import type { Area, CoordinatorRow } from '@gsk/core/api';
import type { CoordinatorUpdateValues, CoordinatorValues } from '@gsk/core/volunteers';
import { areaWithin } from '@gsk/core/volunteers/areas';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { AppError, notFound } from '../lib/errors';
import { memberIdOf, memberOf } from '../members/members';
import { checkArea } from '../volunteers/activities';
import { coordinatorKey, coordinatorRowKey, coordinatorsPk, isId } from '../volunteers/keys';

/*
 * Coordinators (docs/volunteers.md): a member appointed by staff to one or more areas (a state,
 * or parliamentary seats), trusted or not. Two items written together: `MEMBER#{id}`/
 * `COORDINATOR`, which every coordinator request reads (consistently, so a removal ends access at
 * the next request), and the row `COORDINATORS`/`MEMBER#{id}` with the name and mobile, which
 * staff's list and the map read in one Query.
 */

/** A coordinator's appointment as stored under the member. */
export interface Appointment {
  memberId: string;
  areas: Area[];
  trusted: boolean;
  appointedAt: string;
  appointedBy: string;
  updatedAt: string;
}

/** A coordinator's row as stored in the list. */
export type StoredCoordinatorRow = Appointment & { name: string; mobile: string };

/** The member's appointment, read consistently; `undefined` when they are no coordinator. */
export async function appointmentOf(memberId: string): Promise<Appointment | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: coordinatorKey(memberId),
      ConsistentRead: true,
    }),
  );
  return Item as Appointment | undefined;
}

/** Whether `area` lies within one of `areas`. */
export const inAreas = (area: Area, areas: readonly Area[]): boolean =>
  areas.some((outer) => areaWithin(area, outer));

/** Areas as stored: each once, a seat left out when its whole state is there too. */
const tidyAreas = (areas: CoordinatorUpdateValues['areas']): Area[] => {
  areas.forEach((area, index) => checkArea(area, `areas[${index}]`));
  const unique = [
    ...new Map(
      areas.map((area) => [`${area.state}#${area.parliament}`, { ...area } as Area]),
    ).values(),
  ];
  return unique.filter(
    (area) =>
      !area.parliament || !unique.some((other) => !other.parliament && other.state === area.state),
  );
};

/** A row as staff see it. */
export const toRow = (row: StoredCoordinatorRow): CoordinatorRow => ({
  memberId: row.memberId,
  name: row.name,
  mobile: row.mobile,
  areas: row.areas,
  trusted: row.trusted,
  appointedAt: row.appointedAt,
});

/** Every coordinator's row, by name. */
export async function coordinatorRows(): Promise<StoredCoordinatorRow[]> {
  const rows: StoredCoordinatorRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': coordinatorsPk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    rows.push(...((page.Items ?? []) as StoredCoordinatorRow[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId));
}

/** The 404 of a mobile number no member has, on the `mobile` field (the form shows it there). */
const unknownMobile = () =>
  new AppError('validation', 404, { mobile: 'coordinator.mobile.unknown' });

/** Both items of an appointment, put together. */
const putBoth = (row: StoredCoordinatorRow) => {
  const { name: _name, mobile: _mobile, ...appointment } = row;
  return new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: config.membersTable,
          Item: { ...coordinatorKey(row.memberId), ...appointment },
        },
      },
      {
        Put: {
          TableName: config.membersTable,
          Item: { ...coordinatorRowKey(row.memberId), ...row },
        },
      },
    ],
  });
};

/**
 * Appoints the member with the mobile number (core's coordinatorSchema, validated; areas checked
 * against the electoral table): a 404 `validation` on `mobile` when no member has it. Appointing a
 * coordinator again replaces their areas and trust and keeps when they were first appointed.
 */
export async function appoint(
  values: CoordinatorValues,
  staffMemberId: string,
  now = new Date(),
): Promise<StoredCoordinatorRow> {
  const areas = tidyAreas(values.areas);
  const memberId = await memberIdOf(canonicalMobile(values.mobile));
  const member = memberId ? await memberOf(memberId) : undefined;
  if (!member) throw unknownMobile();
  const before = await appointmentOf(member.id);
  const row: StoredCoordinatorRow = {
    memberId: member.id,
    name: member.name,
    mobile: member.mobile,
    areas,
    trusted: values.trusted,
    appointedAt: before?.appointedAt ?? now.toISOString(),
    appointedBy: before?.appointedBy ?? staffMemberId,
    updatedAt: now.toISOString(),
  };
  await dynamoDb().send(putBoth(row));
  return row;
}

/** A coordinator before and after staff's change. */
export interface CoordinatorChange {
  before: StoredCoordinatorRow;
  row: StoredCoordinatorRow;
}

/** The row of a coordinator, or 404 `coordinator_not_found`. */
async function requireRow(memberId: string): Promise<StoredCoordinatorRow> {
  if (!isId(memberId)) throw notFound('coordinator_not_found');
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: coordinatorRowKey(memberId),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw notFound('coordinator_not_found');
  return Item as StoredCoordinatorRow;
}

/** Changes a coordinator's areas and trust (404 `coordinator_not_found`). */
export async function changeAppointment(
  memberId: string,
  values: CoordinatorUpdateValues,
  now = new Date(),
): Promise<CoordinatorChange> {
  const areas = tidyAreas(values.areas);
  const before = await requireRow(memberId);
  const row = { ...before, areas, trusted: values.trusted, updatedAt: now.toISOString() };
  const condition = { ConditionExpression: 'attribute_exists(pk)' };
  const set = {
    UpdateExpression: 'SET areas = :areas, trusted = :trusted, updatedAt = :now',
    ExpressionAttributeValues: {
      ':areas': areas,
      ':trusted': values.trusted,
      ':now': row.updatedAt,
    },
    ...condition,
  };
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: config.membersTable, Key: coordinatorKey(memberId), ...set } },
          { Update: { TableName: config.membersTable, Key: coordinatorRowKey(memberId), ...set } },
        ],
      }),
    );
  } catch (error) {
    // Removed meanwhile.
    if (cancelledAt(error, 0) || cancelledAt(error, 1)) throw notFound('coordinator_not_found');
    throw error;
  }
  return { before, row };
}

/**
 * Removes a coordinator: both items go together (404 `coordinator_not_found`). Their next request
 * to a coordinator route reads no appointment and is refused.
 */
export async function removeCoordinator(memberId: string): Promise<StoredCoordinatorRow> {
  const before = await requireRow(memberId);
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: config.membersTable,
              Key: coordinatorKey(memberId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Delete: { TableName: config.membersTable, Key: coordinatorRowKey(memberId) } },
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw notFound('coordinator_not_found');
    throw error;
  }
  return before;
}
