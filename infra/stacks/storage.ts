import { Duration } from 'aws-cdk-lib';
import { BillingMode } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { names } from '../names';
import { applicationsPrefix, uploadsPrefix } from './grants';
import { stageSettings } from './settings';

/** Days an upload may wait for its form: presigned POSTs expire in minutes, so older ones are orphans. */
export const uploadRetentionDays = 1;

/** Attribute holding the expiry (epoch seconds) of the per-client request counters. */
export const expiryAttribute = 'expiresAt';

/**
 * The payments ledger and totals (DynamoDB) and the private bucket for applications and their CVs.
 * On production stages the ledger cannot be deleted by accident and both are retained when the
 * stack goes; applications and CVs expire after the stage's retention.
 */
export function Storage({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);

  const table = new Table(stack, names.paymentsTable, {
    fields: { pk: 'string', sk: 'string' },
    primaryIndex: { partitionKey: 'pk', sortKey: 'sk' },
    timeToLiveAttribute: expiryAttribute,
    cdk: {
      table: {
        // SST's defaults too, stated because the ledger depends on them.
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecovery: true,
        deletionProtection: settings.production,
      },
    },
  });

  const bucket = new Bucket(stack, names.applicationsBucket, {
    cors: [
      {
        // The browser posts a CV straight to the bucket with a presigned POST from the site.
        allowedOrigins: settings.siteOrigins,
        allowedMethods: ['POST'],
        allowedHeaders: ['*'],
        maxAge: '10 minutes',
      },
    ],
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        lifecycleRules: [
          {
            id: 'expire-orphan-uploads',
            prefix: uploadsPrefix,
            expiration: Duration.days(uploadRetentionDays),
          },
          {
            id: 'expire-applications',
            prefix: applicationsPrefix,
            expiration: Duration.days(settings.applicationRetentionDays),
          },
          {
            id: 'abort-incomplete-uploads',
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
        ],
      },
    },
  });

  return { table, bucket };
}
