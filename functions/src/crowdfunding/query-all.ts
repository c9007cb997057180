import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';

/**
 * Every item a Query of the payments table finds, page after page: crowdfunding's partitions
 * (a campaign with its updates, the totals, the month items, the campaigns' listing) are small
 * and read whole. Another table when `TableName` names it (a member's own items: the privacy
 * export).
 */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'> & { TableName?: string },
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        ...input,
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
