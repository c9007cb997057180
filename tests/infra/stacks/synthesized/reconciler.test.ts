import { describe, expect, it } from 'vitest';
import { reconciler } from '../../../../infra/routes';
import { prodSettings } from '../stage-settings';
import { loadStack, onlyResource, render, resourcesOf } from './templates';

const { json } = loadStack('Reconciler');
const [functionId, fn] =
  resourcesOf(json, 'AWS::Lambda::Function').find(
    ([, resource]) => resource.Properties.Handler === reconciler.handler,
  ) ?? [];

describe('Reconciler stack (prod)', () => {
  it('runs the reconciler handler, named by path, on a bundled nodejs22.x arm64 Lambda', () => {
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 240,
      Code: { S3Key: expect.stringMatching(/\.zip$/) },
    });
  });

  it('gives it the ledger, the members table, the gateway account, the sender, the metrics namespace and how long applications are kept, nothing more', () => {
    const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(variables).toMatchObject({
      EGHL_SERVICE_ID: prodSettings.EGHL_SERVICE_ID,
      EGHL_GATEWAY_URL: expect.stringMatching(/^https:\/\//),
      EMAIL_SENDER: prodSettings.EMAIL_SENDER,
      ADMIN_EMAILS: prodSettings.ADMIN_EMAILS,
      CONTACT_EMAIL: prodSettings.CONTACT_EMAIL,
      POWERTOOLS_METRICS_NAMESPACE: 'GerakanSektorKetiga/prod',
      SST_Secret_value_EGHL_PASSWORD: '__FETCH_FROM_SSM__',
      // The retention sweep deletes applications' staff rows when the bucket deletes their files.
      APPLICATION_RETENTION_DAYS: prodSettings.APPLICATION_RETENTION_DAYS,
    });
    expect(render(variables.PAYMENTS_TABLE)).toMatch(/paymentsTable/);
    const own = Object.keys(variables).filter((name) => !name.startsWith('SST_'));
    expect(own.sort()).toEqual(
      [
        'ADMIN_EMAILS',
        'APPLICATION_RETENTION_DAYS',
        'AWS_NODEJS_CONNECTION_REUSE_ENABLED',
        'EGHL_GATEWAY_URL',
        'CONTACT_EMAIL',
        'EGHL_SERVICE_ID',
        'EMAIL_SENDER',
        'PAYMENTS_TABLE',
        'MEMBERS_TABLE',
        'POWERTOOLS_METRICS_NAMESPACE',
        // prod's settings give an origination number and no sender ID.
        'SMS_ORIGINATION_NUMBER',
      ].sort(),
    );
  });

  it('runs every five minutes by an EventBridge rule that targets it', () => {
    const [, rule] = onlyResource(json, 'AWS::Events::Rule');
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: reconciler.schedule,
      State: 'ENABLED',
    });
    expect(reconciler.schedule).toBe('rate(5 minutes)');
    const targets = rule.Properties.Targets as { Arn: unknown }[];
    expect(targets.map((target) => render(target.Arn))).toEqual([`{${functionId}.Arn}`]);
    const [, permission] = onlyResource(json, 'AWS::Lambda::Permission');
    expect(permission.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
    });
  });

  it('keeps its logs for three months', () => {
    const [, group] = onlyResource(json, 'AWS::Logs::LogGroup');
    expect(group.Properties.RetentionInDays).toBe(90);
  });
});
