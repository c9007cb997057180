import { describe, expect, it } from 'vitest';
import { applicationNotifier, reconciler, routes } from '../../../../infra/routes';
import type { RouteKey } from '../../../../infra/routes';
import { account } from '../stage-settings';
import { loadAll, render, resourcesOf, stackNames } from './templates';
import type { CfnTemplate, Resource } from './templates';

const templates = loadAll();
const routeKeys = Object.keys(routes) as RouteKey[];

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every identity-policy statement of a template: policies, managed policies, roles' inline policies. */
const identityStatements = (template: CfnTemplate): Statement[] =>
  Object.values(template.Resources).flatMap((resource) => {
    const { Properties } = resource;
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      return list((Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    }
    if (resource.Type === 'AWS::IAM::Role') {
      return list(Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
        (policy) => policy.PolicyDocument.Statement,
      );
    }
    return [];
  });

/** Resource-policy statements (buckets, queues, topics). */
const resourceStatements = (template: CfnTemplate): Statement[] =>
  Object.values(template.Resources)
    .filter((resource) => /Policy$/.test(resource.Type) && !resource.Type.startsWith('AWS::IAM'))
    // CloudFront's header and cache policies are no access policies.
    .filter((resource) => !/^AWS::CloudFront::(ResponseHeaders|Cache)Policy$/.test(resource.Type))
    .flatMap((resource) =>
      list((resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
    );

/** A statement in a line: actions on resources (the payments table and bucket by name), if conditions. */
const describeStatement = (statement: Statement): string => {
  const resources = list(statement.Resource)
    .map((resource) =>
      render(resource)
        .replace(/\{import:[^}]*paymentsTable[^}]*Arn[^}]*\}/, 'table')
        .replace(/\{import:[^}]*throttle[^}]*Arn[^}]*\}/, 'throttle-table')
        .replace(/\{import:[^}]*applicationsBucket[^}]*Arn[^}]*\}/, 'bucket')
        .replace(/\{[^}]*notifierDeadLetters[^}]*\.Arn\}/, 'dead-letters'),
    )
    .sort()
    .join(' + ');
  const actions = list(statement.Action).sort().join(',');
  const conditions = statement.Condition ? ` if ${JSON.stringify(statement.Condition)}` : '';
  return `${actions} on ${resources}${conditions}`;
};

/** The statements a function's role is granted, described. */
const grantsOf = (template: CfnTemplate, fn: Resource): string[] => {
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      list(policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    )
    .flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    )
    .map(describeStatement)
    .sort();
};

const functionOfHandler = (template: CfnTemplate, handler: string): Resource => {
  const found = resourcesOf(template, 'AWS::Lambda::Function').find(
    ([, fn]) => fn.Properties.Handler === handler,
  );
  if (!found) throw new Error(`No function runs ${handler}`);
  return found[1];
};

const arn = (service: string, resource: string) =>
  `arn:{AWS::Partition}:${service}:ap-southeast-1:${account}:${resource}`;

const grant = {
  ledgerRead: 'dynamodb:GetItem,dynamodb:Query on table',
  ledgerWrite:
    'dynamodb:ConditionCheckItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on table',
  secret: `ssm:GetParameters on ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/.fallback/Secret/EGHL_PASSWORD/value')} + ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/prod/Secret/EGHL_PASSWORD/value')}`,
  email: `ses:SendEmail on ${arn('ses', 'identity/noreply@site.test')} + ${arn('ses', 'identity/site.test')} if {"StringEquals":{"ses:FromAddress":"noreply@site.test"}}`,
  counters:
    'dynamodb:UpdateItem on throttle-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["limit#*"]}}',
  staffNotices:
    'dynamodb:ConditionCheckItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["staffmail#*"]}}',
  uploadSecret: `ssm:GetParameters on ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/.fallback/Secret/UPLOAD_TOKEN_SECRET/value')} + ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/prod/Secret/UPLOAD_TOKEN_SECRET/value')}`,
  uploadClaims:
    'dynamodb:DeleteItem,dynamodb:PutItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["upload#*"]}}',
  messages:
    'dynamodb:PutItem,dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["CONTACT#*"]}}',
};

/** What each route's handler may do, restated from the route families. */
const expectedGrants = (key: RouteKey): string[] => {
  if (key === 'GET /api/health') return [];
  if (key.startsWith('GET /api/payments') || key.startsWith('GET /api/campaign'))
    return [grant.ledgerRead];
  if (
    key.startsWith('GET /api/eghl') ||
    key.startsWith('POST /api/eghl') ||
    key.endsWith('/query')
  ) {
    return [grant.ledgerWrite, grant.secret, grant.email];
  }
  if (key === 'POST /api/payments') return [grant.ledgerWrite, grant.secret, grant.counters];
  if (key.startsWith('POST /api/payments')) return [grant.ledgerWrite, grant.secret];
  if (key === 'POST /api/uploads')
    return [grant.counters, 's3:PutObject on bucket/uploads/*', grant.uploadSecret];
  if (key === 'POST /api/contact') return [grant.counters, grant.messages, grant.email];
  return [
    grant.counters,
    grant.uploadClaims,
    grant.uploadSecret,
    's3:DeleteObject,s3:GetObject on bucket/uploads/*',
    's3:DeleteObject,s3:PutObject on bucket/applications/*',
    's3:ListBucket on bucket',
  ];
};

describe('IAM (prod, every stack)', () => {
  it.each(stackNames)('%s: no statement allows every resource or every action', (stack) => {
    const statements = identityStatements(templates[stack]).filter((s) => s.Effect === 'Allow');
    for (const statement of statements) {
      expect(list(statement.Resource), describeStatement(statement)).not.toContain('*');
      expect(list(statement.Action), describeStatement(statement)).not.toContain('*');
    }
  });

  it.each(stackNames)('%s: no resource policy allows anyone', (stack) => {
    for (const statement of resourceStatements(templates[stack])) {
      if (statement.Effect === 'Allow') {
        expect(JSON.stringify(statement.Principal), describeStatement(statement)).not.toMatch(
          /"\*"/,
        );
      }
    }
  });

  it.each(routeKeys)('%s: its handler is granted exactly what its family needs', (key) => {
    const fn = functionOfHandler(templates.API, routes[key]);
    expect(grantsOf(templates.API, fn)).toEqual([...expectedGrants(key)].sort());
  });

  it('lets the notifier read applications, keep the staff-notice cap, claim and email notices, and hand failed events to its queue', () => {
    const fn = functionOfHandler(templates.Notifier, applicationNotifier.handler);
    expect(grantsOf(templates.Notifier, fn)).toEqual(
      [
        grant.email,
        grant.staffNotices,
        'dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["notice#*"]}}',
        's3:GetObject on bucket/applications/*',
        'sqs:GetQueueAttributes,sqs:GetQueueUrl,sqs:SendMessage on dead-letters',
      ].sort(),
    );
  });

  it('lets the reconciler settle payments through the ledger and its attention index, QUERY and email, nothing else', () => {
    const fn = functionOfHandler(templates.Reconciler, reconciler.handler);
    expect(grantsOf(templates.Reconciler, fn)).toEqual(
      [
        grant.ledgerWrite,
        'dynamodb:Query on table/index/attention',
        grant.secret,
        grant.email,
      ].sort(),
    );
  });

  it("limits CDK's notification handler to the applications bucket", () => {
    const statements = resourcesOf(templates.Notifier, 'AWS::IAM::Policy')
      .filter(([id]) => id.startsWith('BucketNotificationsHandler'))
      .flatMap(
        ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );
    expect(statements.map(describeStatement)).toEqual([
      's3:GetBucketNotification,s3:PutBucketNotification on bucket',
    ]);
  });
});
