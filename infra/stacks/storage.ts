import { Duration } from 'aws-cdk-lib';
import { BillingMode } from 'aws-cdk-lib/aws-dynamodb';
import type { TableProps } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { names } from '../names';
import {
  applicationsBucketCors,
  applicationsBucketLifecycle,
  membersTable,
  paymentsTable,
  throttleTable,
} from '../resources';
import type { BucketLifecycleRule, TableDefinition } from '../resources';
import { stageSettings } from './settings';

/** SST's names of DynamoDB's attribute types. */
const fieldTypes = { S: 'string', N: 'number', B: 'binary' } as const;

/** The key a table's KeySchema gives this role, if any. */
const keyOf = (definition: TableDefinition, role: 'HASH' | 'RANGE'): string | undefined =>
  definition.KeySchema.find((key) => key.KeyType === role)?.AttributeName;

/** An SST table as `definition` (infra/resources.ts) describes it, with CDK's table `options`. */
const tableOf = (
  stack: StackContext['stack'],
  definition: TableDefinition,
  options: Pick<TableProps, 'pointInTimeRecovery' | 'deletionProtection'>,
) =>
  new Table(stack, definition.TableName, {
    fields: Object.fromEntries(
      definition.AttributeDefinitions.map((field) => [
        field.AttributeName,
        fieldTypes[field.AttributeType],
      ]),
    ),
    primaryIndex: {
      partitionKey: keyOf(definition, 'HASH') ?? '',
      sortKey: keyOf(definition, 'RANGE'),
    },
    globalIndexes: Object.fromEntries(
      definition.GlobalSecondaryIndexes.map((index) => [
        index.IndexName,
        {
          partitionKey: index.KeySchema.find((key) => key.KeyType === 'HASH')?.AttributeName ?? '',
          sortKey: index.KeySchema.find((key) => key.KeyType === 'RANGE')?.AttributeName,
          projection: index.Projection.ProjectionType === 'ALL' ? 'all' : 'keys_only',
        },
      ]),
    ),
    timeToLiveAttribute: definition.TimeToLiveAttribute,
    // SST's default too, stated because the tables depend on it.
    cdk: { table: { billingMode: BillingMode[definition.BillingMode], ...options } },
  });

/** CDK's lifecycle rule for `rule` (infra/resources.ts), which the local S3 applies as is. */
const lifecycleRuleOf = (rule: BucketLifecycleRule): LifecycleRule => ({
  id: rule.ID,
  enabled: rule.Status === 'Enabled',
  prefix: rule.Filter.Prefix || undefined,
  expiration: rule.Expiration && Duration.days(rule.Expiration.Days),
  abortIncompleteMultipartUploadAfter:
    rule.AbortIncompleteMultipartUpload &&
    Duration.days(rule.AbortIncompleteMultipartUpload.DaysAfterInitiation),
});

/**
 * The payments ledger and totals (DynamoDB), the counters of the abuse limits, and the private
 * bucket for applications and their CVs. On production stages the ledger cannot be deleted by
 * accident and both are retained when the stack goes; applications and CVs expire after the
 * stage's retention. The counters live for minutes: nothing there to protect or recover.
 */
export function Storage({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);

  const table = tableOf(stack, paymentsTable, {
    pointInTimeRecovery: true,
    deletionProtection: settings.production,
  });
  const throttle = tableOf(stack, throttleTable, {});
  const members = tableOf(stack, membersTable, {
    pointInTimeRecovery: true,
    deletionProtection: settings.production,
  });

  const bucket = new Bucket(stack, names.applicationsBucket, {
    cors: applicationsBucketCors(settings.siteOrigins).map((rule) => ({
      allowedOrigins: rule.AllowedOrigins,
      allowedMethods: rule.AllowedMethods,
      allowedHeaders: rule.AllowedHeaders,
      maxAge: `${rule.MaxAgeSeconds} seconds` as const,
    })),
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        lifecycleRules: applicationsBucketLifecycle(settings.applicationRetentionDays).map(
          lifecycleRuleOf,
        ),
      },
    },
  });

  return { table, throttle, members, bucket };
}
