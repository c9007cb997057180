import { DynamoDB, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let dynamo: DynamoDBDocumentClient | undefined;
let dynamoStore: DynamoDB | undefined;

/** DynamoDB document client (plain JS values in and out). */
export const dynamoDb = () =>
  (dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  }));

/**
 * DynamoDB's aggregated client (a method per operation, plain attribute values), which
 * rate-limiter-flexible's DynamoDB store calls (functions/src/lib/limits.ts).
 */
export const dynamoDbStore = () => (dynamoStore ??= new DynamoDB({}));
