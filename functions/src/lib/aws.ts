import { DynamoDB, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { SNSClient } from '@aws-sdk/client-sns';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

// One client each per Lambda container, created on first use. Endpoints come from the SDK's own
// AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack sets to its emulators.
let dynamo: DynamoDBDocumentClient | undefined;
let dynamoStore: DynamoDB | undefined;
let s3: S3Client | undefined;
let ses: SESClient | undefined;
let sns: SNSClient | undefined;

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

/** S3 client (path-style against the local emulator). */
export const s3Client = () => (s3 ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle }));

/** SES client. */
export const sesClient = () => (ses ??= new SESClient({}));

/** SNS client, for text messages (functions/src/lib/sms.ts). */
export const snsClient = () => (sns ??= new SNSClient({}));
