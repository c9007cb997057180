import { describe, expect, it } from 'vitest';
import { applicationNotifier } from '../../../../infra/routes';
import { prodSettings } from '../stage-settings';
import { loadStack, onlyResource, render, resourcesOf } from './templates';

const { json } = loadStack('Notifier');
const [notifierId, notifier] =
  resourcesOf(json, 'AWS::Lambda::Function').find(
    ([, fn]) => fn.Properties.Handler === applicationNotifier.handler,
  ) ?? [];
const [queueId, queue] = onlyResource(json, 'AWS::SQS::Queue');

describe('Notifier stack (prod)', () => {
  it("runs the notifier's handler on a bundled nodejs22.x arm64 Lambda", () => {
    expect(notifier?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 30,
      Code: { S3Key: expect.stringMatching(/\.zip$/) },
    });
    const variables = (notifier?.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(variables).toMatchObject({
      EMAIL_SENDER: prodSettings.EMAIL_SENDER,
      ADMIN_EMAILS: prodSettings.ADMIN_EMAILS,
      // The Reply-To of the applicant's acknowledgement, when the notifier is the one to send it.
      CONTACT_EMAIL: prodSettings.CONTACT_EMAIL,
      POWERTOOLS_METRICS_NAMESPACE: 'GerakanSektorKetiga/prod',
    });
    // Where each notice is claimed, so a repeated event sends no second email.
    expect(render(variables.PAYMENTS_TABLE)).toMatch(/paymentsTable/);
  });

  it('is invoked for every application stored in the bucket, and for nothing else', () => {
    const [, notifications] = onlyResource(json, 'Custom::S3BucketNotifications');
    expect(render(notifications.Properties.BucketName)).toMatch(
      /^\{import:prod-gerakan-sektor-ketiga-Storage:.*applicationsBucket/,
    );
    expect(notifications.Properties.NotificationConfiguration).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: {
            Key: {
              FilterRules: expect.arrayContaining([
                { Name: 'prefix', Value: applicationNotifier.prefix },
                { Name: 'suffix', Value: applicationNotifier.suffix },
              ]),
            },
          },
          LambdaFunctionArn: { 'Fn::GetAtt': [notifierId, 'Arn'] },
        },
      ],
    });
    // Added to the storage stack's bucket without replacing notifications set elsewhere.
    expect(notifications.Properties.Managed).toBe(false);
  });

  it('lets S3 invoke it for that bucket only', () => {
    const [, permission] = onlyResource(json, 'AWS::Lambda::Permission');
    expect(permission.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 's3.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [notifierId, 'Arn'] },
    });
    expect(render(permission.Properties.SourceArn)).toMatch(/applicationsBucket.*Arn/);
  });

  it('retries a failed event twice, then sends it to the dead-letter queue', () => {
    const [, invokeConfig] = onlyResource(json, 'AWS::Lambda::EventInvokeConfig');
    expect(invokeConfig.Properties).toEqual({
      FunctionName: { Ref: notifierId },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 6 * 60 * 60,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      },
    });
  });

  it('keeps dead letters encrypted for two weeks and refuses plain HTTP to the queue', () => {
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 60 * 60,
    });
    const [, policy] = onlyResource(json, 'AWS::SQS::QueuePolicy');
    expect(policy.Properties.PolicyDocument).toMatchObject({
      Statement: [
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      ],
    });
  });

  it('keeps its logs for three months', () => {
    const logGroupId = /^\{ref:(.+)\}$/.exec(
      render((notifier?.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup),
    )?.[1];
    expect(json.Resources[logGroupId ?? '']?.Properties.RetentionInDays).toBe(90);
  });
});
