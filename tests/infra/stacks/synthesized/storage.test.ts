import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  applicationsBucketCors,
  applicationsBucketLifecycle,
  membersTable,
  paymentsTable,
  throttleTable,
} from '../../../../infra/resources';
import { prodSettings, siteOrigins } from '../stage-settings';
import { loadStack, onlyResource, resourcesOf } from './templates';

const { json, template } = loadStack('Storage');

/** The table of a name (`{stage}-{app}-{name}`). */
const tableNamed = (name: string) => {
  const found = resourcesOf(json, 'AWS::DynamoDB::Table').filter(
    ([, table]) => table.Properties.TableName === `prod-gerakan-sektor-ketiga-${name}`,
  );
  expect(found).toHaveLength(1);
  return found[0]?.[1] ?? { Type: '', Properties: {} };
};

describe('Storage stack (prod)', () => {
  it('keeps the payments ledger in an on-demand table keyed pk/sk with point-in-time recovery', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 3);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'prod-gerakan-sektor-ketiga-payments',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is the table infra/resources.ts defines, which the local stack creates too', () => {
    const table = tableNamed('payments');
    expect(table.Properties).toMatchObject({
      KeySchema: paymentsTable.KeySchema,
      BillingMode: paymentsTable.BillingMode,
      TimeToLiveSpecification: { AttributeName: paymentsTable.TimeToLiveAttribute, Enabled: true },
    });
    expect(table.Properties.AttributeDefinitions).toEqual(paymentsTable.AttributeDefinitions);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(paymentsTable.GlobalSecondaryIndexes);
    expect(table.Properties.LocalSecondaryIndexes).toBeUndefined();
  });

  it('indexes the payments needing attention, and the staff lists, sparsely and newest first', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'attention',
          KeySchema: [
            { AttributeName: 'attention', KeyType: 'HASH' },
            { AttributeName: 'attentionSince', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'listing',
          KeySchema: [
            { AttributeName: 'listKind', KeyType: 'HASH' },
            { AttributeName: 'listedAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('protects the prod table from deletion, by API and by stack', () => {
    const table = tableNamed('payments');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('lets DynamoDB expire the staff-notice cap by its expiresAt attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it("keeps the abuse limits' counters in a table of rate-limiter-flexible's shape, expired by TTL", () => {
    const table = tableNamed('throttle');
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'key', AttributeType: 'S' }],
      BillingMode: throttleTable.BillingMode,
      TimeToLiveSpecification: { AttributeName: 'expire', Enabled: true },
    });
    expect(table.Properties.GlobalSecondaryIndexes).toBeUndefined();
  });

  it("keeps the members' side in an on-demand pk/sk table, recoverable, protected, codes and sessions expired by TTL", () => {
    const table = tableNamed('members');
    expect(table.Properties).toMatchObject({
      KeySchema: membersTable.KeySchema,
      AttributeDefinitions: membersTable.AttributeDefinitions,
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      DeletionProtectionEnabled: true,
    });
    // One index, of the members' side by area (volunteers, the staff's map).
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'area',
        KeySchema: [
          { AttributeName: 'areaKind', KeyType: 'HASH' },
          { AttributeName: 'areaKey', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('keeps applications in a private, encrypted bucket without ACLs that outlives the stack', () => {
    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
      }),
    });
  });

  it('refuses requests to the bucket that do not use TLS, and allows nobody else in', () => {
    const [, policy] = onlyResource(json, 'AWS::S3::BucketPolicy');
    const { Statement } = policy.Properties.PolicyDocument as {
      Statement: { Effect: string; Action: string; Condition?: unknown }[];
    };
    expect(Statement).toEqual([
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    ]);
  });

  it("accepts the browser's presigned POST from the site's origins only", () => {
    const [, bucket] = onlyResource(json, 'AWS::S3::Bucket');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: siteOrigins,
          AllowedMethods: ['POST'],
          AllowedHeaders: ['*'],
          MaxAge: 600,
        },
      ],
    });
  });

  it('has the bucket CORS infra/resources.ts defines, which the local bucket gets too', () => {
    const [, bucket] = onlyResource(json, 'AWS::S3::Bucket');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: applicationsBucketCors(siteOrigins).map(({ MaxAgeSeconds, ...rule }) => ({
        ...rule,
        MaxAge: MaxAgeSeconds,
      })),
    });
  });

  it('expires applications and CVs after the configured retention, orphan uploads after a day', () => {
    const [, bucket] = onlyResource(json, 'AWS::S3::Bucket');
    const { Rules } = bucket.Properties.LifecycleConfiguration as {
      Rules: Record<string, unknown>[];
    };
    expect(Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: 'applications/',
          ExpirationInDays: Number(prodSettings.APPLICATION_RETENTION_DAYS),
          Status: 'Enabled',
        }),
        expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
      ]),
    );
    expect(Rules).toHaveLength(3);
  });

  it('has the lifecycle rules infra/resources.ts defines, which the local bucket applies too', () => {
    const [, bucket] = onlyResource(json, 'AWS::S3::Bucket');
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: applicationsBucketLifecycle(Number(prodSettings.APPLICATION_RETENTION_DAYS)).map(
        (rule) => ({
          Id: rule.ID,
          Status: rule.Status,
          ...(rule.Filter.Prefix && { Prefix: rule.Filter.Prefix }),
          ...(rule.Expiration && { ExpirationInDays: rule.Expiration.Days }),
          ...(rule.AbortIncompleteMultipartUpload && {
            AbortIncompleteMultipartUpload: rule.AbortIncompleteMultipartUpload,
          }),
        }),
      ),
    });
  });
});
