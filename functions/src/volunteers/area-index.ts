import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Area } from '@gsk/core/api';
import type { Seats } from '@gsk/core/volunteers/areas';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';

/*
 * The members table's `area` index (infra/resources.ts `areaIndex`; docs/volunteers.md, "Areas
 * and the index"): profiles carry `areaKind = member`, volunteer details `areaKind = volunteer`,
 * both `areaKey = {state}#{parliament}#{dun}#{memberId}`, so the people of a state or of one
 * parliamentary seat are a Query on a key prefix, never a Scan.
 */

/** The index's name (infra/resources.ts `areaIndex.IndexName`). */
export const areaIndexName = 'area';

/** What an item of the index is: a member's profile or a volunteer's details. */
export type AreaKind = 'member' | 'volunteer';

/** An item's place in the index, from the member's seats. */
export const areaKeyOf = (seats: Seats, memberId: string): string =>
  `${seats.state}#${seats.parliament}#${seats.dun}#${memberId}`;

/** The attributes that put a profile or volunteer item in the index. */
export const areaAttributes = <K extends AreaKind>(kind: K, seats: Seats, memberId: string) => ({
  areaKind: kind,
  areaKey: areaKeyOf(seats, memberId),
});

/** The key prefix of an area: `{state}#`, or `{state}#{parliament}#` for one seat. */
export const areaPrefix = (area: Area): string =>
  area.parliament ? `${area.state}#${area.parliament}#` : `${area.state}#`;

/** The seats and member an `areaKey` names. */
export const seatsOfKey = (areaKey: string): Seats & { memberId: string } => {
  const [state = '', parliament = '', dun = '', memberId = ''] = areaKey.split('#');
  return { state, parliament, dun, memberId };
};

/**
 * Every item of `kind` whose key starts with `prefix` (all of them with an empty prefix), in key
 * order, all pages; `projection` names the attributes to read (the index holds them all).
 */
export async function areaItems(
  kind: AreaKind,
  prefix = '',
  projection?: string[],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  const names = projection
    ? Object.fromEntries(projection.map((name, index) => [`#p${index}`, name]))
    : undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        IndexName: areaIndexName,
        KeyConditionExpression: prefix
          ? 'areaKind = :kind AND begins_with(areaKey, :prefix)'
          : 'areaKind = :kind',
        ExpressionAttributeValues: { ':kind': kind, ...(prefix && { ':prefix': prefix }) },
        ...(names && {
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
        }),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
