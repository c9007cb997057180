import { BillingMode } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { names } from '../names';

/** The payments ledger and totals (DynamoDB) and the private bucket for applications and their CVs. */
export function Storage({ stack }: StackContext) {
  const table = new Table(stack, names.paymentsTable, {
    fields: { pk: 'string', sk: 'string' },
    primaryIndex: { partitionKey: 'pk', sortKey: 'sk' },
    cdk: {
      // SST's defaults too, stated because the ledger depends on them.
      table: { billingMode: BillingMode.PAY_PER_REQUEST, pointInTimeRecovery: true },
    },
  });

  const bucket = new Bucket(stack, names.applicationsBucket, {
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
      },
    },
  });

  return { table, bucket };
}
