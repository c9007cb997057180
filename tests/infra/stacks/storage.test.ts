import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Storage } from '../../../infra/stacks/storage';
import { synthesizeProd } from './synthesized';

let template: Template;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const synthesized = await synthesizeProd();
  cleanup = synthesized.cleanup;
  template = Template.fromStack(synthesized.stack(Storage));
}, 120_000);

afterAll(() => cleanup?.());

describe('Storage stack (prod)', () => {
  it('keeps the payments ledger in an on-demand table keyed pk/sk with point-in-time recovery', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
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
      },
    });
  });

  it('keeps applications in a private, encrypted bucket', () => {
    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
      },
    });
  });

  it('refuses requests to the bucket that do not use TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});
