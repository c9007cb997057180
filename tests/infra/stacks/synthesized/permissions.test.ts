import { describe, expect, it } from 'vitest';
import { broadcastSendQueue } from '../../../../infra/queues';
import { applicationNotifier, reconciler, routes } from '../../../../infra/routes';
import type { RouteKey } from '../../../../infra/routes';
import { familyOf } from '../../../../infra/stacks/route-families';
import { account } from '../stage-settings';
import {
  functionOfRoute,
  loadAll,
  render,
  resourcesOf,
  routeStacks,
  stackNames,
} from './templates';
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

/** Every identity-policy document of a template: policies, managed policies, roles' inline policies. */
const identityDocuments = (template: CfnTemplate): Statement[][] =>
  Object.values(template.Resources).flatMap((resource) => {
    const { Properties } = resource;
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      return [list((Properties.PolicyDocument as { Statement: Statement[] }).Statement)];
    }
    if (resource.Type === 'AWS::IAM::Role') {
      return list(Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).map(
        (policy) => list(policy.PolicyDocument.Statement),
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

/** A statement in a line (a Deny marked): actions on resources (the payments table and bucket by name), if conditions. */
const describeStatement = (statement: Statement): string => {
  const resources = list(statement.Resource)
    .map((resource) =>
      render(resource)
        .replace(/\{import:[^}]*paymentsTable[^}]*Arn[^}]*\}/, 'table')
        .replace(/\{import:[^}]*throttle[^}]*Arn[^}]*\}/, 'throttle-table')
        .replace(/\{import:[^}]*members[^}]*Arn[^}]*\}/i, 'members-table')
        .replace(/\{import:[^}]*applicationsBucket[^}]*Arn[^}]*\}/, 'bucket')
        .replace(/\{[^}]*notifierDeadLetters[^}]*\.Arn\}/, 'dead-letters')
        .replace(/\{import:[^}]*broadcastPlan[^}]*\}/, 'plan-queue'),
    )
    .sort()
    .join(' + ');
  const actions = list(statement.Action).sort().join(',');
  const conditions = statement.Condition ? ` if ${JSON.stringify(statement.Condition)}` : '';
  const effect = statement.Effect === 'Deny' ? 'DENY ' : '';
  return `${effect}${actions} on ${resources}${conditions}`;
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

/** Whether a stack holds routes' functions (the API stack and the handler stacks). */
const isRouteStack = (stack: string): boolean => (routeStacks as readonly string[]).includes(stack);

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
    'dynamodb:ConditionCheckItem,dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on table',
  /** A donor's own record: their pointers, payments, and the campaigns and pages named. */
  donorRecord:
    'dynamodb:BatchGetItem,dynamodb:GetItem,dynamodb:Query on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["DONOR#*","PAYMENT#*","CAMPAIGN#*","FUNDRAISER#*"]}}',
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
  memberAccounts:
    'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*","MOBILE#*","OTP#*","SESSION#*","RESET#*"]}}',
  memberProfiles:
    'dynamodb:GetItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*","SESSION#*"]}}',
  /** A member's change of their own details: profiles read and updated, sessions read. */
  memberDetails:
    'dynamodb:ConditionCheckItem,dynamodb:GetItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*","SESSION#*"]}}',
  eventReads:
    'dynamodb:GetItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENTS"]}}',
  /** Events' places: registrations, waiting lists, cancellations, promotions, their texts. */
  registrations:
    'dynamodb:ConditionCheckItem,dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENTS","EVENT#*","MEMBER#*","CONFIRMATIONS","PROMOTIONS"]}}',
  /** Shifts' places, the same engine: activities checked, shifts counted, places, mirrors. */
  shiftPlaces:
    'dynamodb:ConditionCheckItem,dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["ACTIVITIES","ACTIVITY#*","SHIFT#*","MEMBER#*","PROMOTIONS"]}}',
  /** The day's SMS budget, taken by a promotion's text. */
  smsBudget:
    'dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["SMS#*"]}}',
  /** The member's commitments: reads of their mirrors and of what these name. */
  commitmentReads:
    'dynamodb:GetItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*","ACTIVITIES","ACTIVITY#*","SHIFT#*","EVENTS","EVENT#*"]}}',
  /** The audit trail: new entries only, never an update or a delete… */
  auditWrites:
    'dynamodb:PutItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["AUDIT"]}}',
  /** …and reading it. */
  auditReads:
    'dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["AUDIT"]}}',
  /** The staff lists: Query on the payments table's `listing` index only… */
  listingReads: 'dynamodb:Query on table/index/listing',
  /** …and on its `attention` index (the dashboard's payments needing attention). */
  attentionReads: 'dynamodb:Query on table/index/attention',
  /** Staff's writes of events: the events' partition only. */
  eventEdits:
    'dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENTS"]}}',
  /** Staff's view of registrations: the events and their registrations, read… */
  registrantReads:
    'dynamodb:GetItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENTS","EVENT#*"]}}',
  /** …and the registrants' profiles, in batches. */
  registrantProfiles:
    'dynamodb:BatchGetItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*"]}}',
  /**
   * The staff console's application rows: the forms and the notifier put new ones and record the
   * applicant's acknowledgement on them…
   */
  applicationRowIndex:
    'dynamodb:PutItem,dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["APPLICATION#*"]}}',
  /** …staff open one… */
  applicationRowGet:
    'dynamodb:GetItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["APPLICATION#*"]}}',
  /** …and change its status and notes. */
  applicationRowUpdate:
    'dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["APPLICATION#*"]}}',
  /** Staff mark contact messages handled: updates of message items only. */
  messageHandling:
    'dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["CONTACT#*"]}}',
  listing: 'dynamodb:Query on table/index/listing',
  sessionReads:
    'dynamodb:GetItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["SESSION#*"]}}',
  /** The member's own volunteer details: read, put (with a check of the profile), deleted. */
  volunteerDetails:
    'dynamodb:ConditionCheckItem,dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*"]}}',
  /** Activities and shifts, read… */
  activityReads:
    'dynamodb:GetItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["ACTIVITIES","ACTIVITY#*"]}}',
  /** …and written (staff, coordinators). */
  activityWrites:
    'dynamodb:ConditionCheckItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["ACTIVITIES","ACTIVITY#*"]}}',
  /** The people on shifts, read… */
  shiftPeople:
    'dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["SHIFT#*"]}}',
  /** …and checked in. */
  shiftCheckIns:
    'dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["SHIFT#*"]}}',
  /** Profiles and volunteer details in batches. */
  memberBatches:
    'dynamodb:BatchGetItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*"]}}',
  /** The members table's `area` index, and nothing else of it. */
  areaIndex: 'dynamodb:Query on members-table/index/area',
  /** The coordinators' list, read… */
  coordinatorReads:
    'dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["COORDINATORS"]}}',
  /** …and appointments written (both items), with the member looked up by mobile. */
  coordinatorWrites:
    'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["COORDINATORS","MEMBER#*"]}}',
  mobileLookups:
    'dynamodb:GetItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MOBILE#*"]}}',
  /** A coordinator's day of texts and the site's SMS budget, updated only. */
  coordinatorTexts:
    'dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*","SMS#*"]}}',
  /** Text messages: SNS Publish with no resource (a phone number), in the stage's region… */
  smsAllow: 'sns:Publish on * if {"StringEquals":{"aws:RequestedRegion":"ap-southeast-1"}}',
  /** …and never to a topic or an endpoint, whatever else allows it. */
  smsDeny: 'DENY sns:Publish on arn:{AWS::Partition}:sns:*:*:*',
  /** Broadcasts (part Q): whether a number opted out, asked before each marketing text. */
  smsOptOutCheck:
    'sns:CheckIfPhoneNumberIsOptedOut on * if {"StringEquals":{"aws:RequestedRegion":"ap-southeast-1"}}',
};

/** The Allow of `*` the SMS grant needs: IAM has no resource for a phone number. */
const isSmsAllow = (statement: Statement): boolean =>
  statement.Effect === 'Allow' && describeStatement(statement) === grant.smsAllow;

/** The Deny that goes with it, in the same policy. */
const isSmsDeny = (statement: Statement): boolean =>
  statement.Effect === 'Deny' && describeStatement(statement) === grant.smsDeny;

/** What each route's handler may do, restated from the route families. */
const expectedGrants = (key: RouteKey): string[] => [
  ...baseGrants(key),
  ...(familyOf(key).sms ? [grant.smsAllow, grant.smsDeny] : []),
];

/** The grants of a route's family besides those of text messages. */
function baseGrants(key: RouteKey): string[] {
  if (key === 'GET /api/health') return [];
  const ownData = ownDataGrants(key);
  if (ownData) return ownData;
  const crowdfunding = crowdfundingGrants(key);
  if (crowdfunding) return crowdfunding;
  const shop = shopGrants(key);
  if (shop) return shop;
  const closure = closureGrants(key);
  if (closure) return closure;
  const privacyRequests = privacyRequestGrants(key);
  if (privacyRequests) return privacyRequests;
  const broadcasts = broadcastGrants(key);
  if (broadcasts) return broadcasts;
  // Personal data, consent (issue 32, C1): the session (which reads the member's own items);
  // a change also counts and writes a consent record and its log entry.
  if (key === 'GET /api/account/consents') return [grant.memberProfiles];
  if (key === 'PUT /api/account/consents') {
    return [
      grant.memberProfiles,
      grant.counters,
      'dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["MEMBER#*"]}}',
    ];
  }
  if (key.startsWith('GET /api/payments') || key.startsWith('GET /api/campaign'))
    return [grant.ledgerRead];
  if (
    key.startsWith('GET /api/eghl') ||
    key.startsWith('POST /api/eghl') ||
    key.endsWith('/query')
  ) {
    return [grant.ledgerWrite, grant.secret, grant.email];
  }
  // A donation's attribution reads the event and the donor's session and profile too.
  if (key === 'POST /api/payments') {
    return [
      grant.ledgerWrite,
      grant.secret,
      grant.counters,
      grant.memberProfiles,
      grant.eventReads,
    ];
  }
  if (key.startsWith('POST /api/payments')) return [grant.ledgerWrite, grant.secret];
  if (key === 'POST /api/uploads')
    return [grant.counters, 's3:PutObject on bucket/uploads/*', grant.uploadSecret];
  if (key === 'POST /api/contact') return [grant.counters, grant.messages, grant.email];
  if (key === 'GET /api/account/me') return [grant.memberProfiles];
  if (key === 'GET /api/account/commitments') return [grant.commitmentReads, grant.sessionReads];
  // Crowdfunding's money path: an event's fundraising (the event, its totals item); the member's
  // donations, receipts and statements (session and profile, their record, events' titles).
  if (key === 'GET /api/events/{id}/fundraising') return [grant.eventReads, grant.ledgerRead];
  if (
    key.startsWith('GET /api/account/donations') ||
    key.startsWith('GET /api/account/statements')
  ) {
    return [grant.memberProfiles, grant.eventReads, grant.donorRecord];
  }
  if (key === 'POST /api/activities/{id}/shifts/{shiftId}/signups') {
    return [grant.counters, grant.shiftPlaces, grant.sessionReads];
  }
  if (key === 'DELETE /api/activities/{id}/shifts/{shiftId}/signups') {
    return [grant.counters, grant.shiftPlaces, grant.sessionReads, grant.smsBudget];
  }
  if (key === 'GET /api/activities/{id}/shifts/{shiftId}/calendar.ics') {
    return [grant.activityReads];
  }
  if (key === 'DELETE /api/events/{id}/registrations') {
    return [grant.counters, grant.registrations, grant.sessionReads, grant.smsBudget];
  }
  if (key === 'POST /api/account/profile') return [grant.memberDetails];
  if (key.startsWith('POST /api/account')) return [grant.counters, grant.memberAccounts];
  if (key.startsWith('POST /api/staff/sign-in')) {
    return [grant.counters, grant.memberAccounts, grant.auditWrites];
  }
  if (key === 'GET /api/staff/session') return [grant.memberProfiles];
  if (key === 'GET /api/staff/dashboard') {
    return [grant.memberProfiles, grant.ledgerRead, grant.listingReads, grant.attentionReads];
  }
  if (key === 'GET /api/staff/payments/export') {
    return [grant.memberProfiles, grant.ledgerRead, grant.listingReads, grant.auditWrites];
  }
  if (key === 'GET /api/staff/payments/{id}') return [grant.memberProfiles, grant.ledgerRead];
  if (key === 'GET /api/staff/payments') {
    return [grant.memberProfiles, grant.ledgerRead, grant.listingReads];
  }
  // Check with the gateway: the ledger, QUERY and email as the gateway's deliveries, and the audit.
  if (key === 'POST /api/staff/payments/{id}/check') {
    return [grant.memberProfiles, grant.ledgerWrite, grant.secret, grant.email, grant.auditWrites];
  }
  if (key.startsWith('GET /api/staff/events/{id}/registrations')) {
    return [
      grant.memberProfiles,
      grant.registrantReads,
      grant.registrantProfiles,
      ...(key.endsWith('/export') ? [grant.auditWrites] : []),
    ];
  }
  if (key.startsWith('GET /api/staff/events')) return [grant.memberProfiles, grant.eventReads];
  if (key.startsWith('POST /api/staff/events')) {
    return [grant.memberProfiles, grant.eventEdits, grant.auditWrites];
  }
  if (key === 'GET /api/staff/applications' || key === 'GET /api/staff/messages')
    return [grant.memberProfiles, grant.listing];
  if (key === 'GET /api/staff/applications/export')
    return [grant.memberProfiles, grant.listing, grant.auditWrites];
  if (key === 'GET /api/staff/applications/{id}') {
    return [grant.memberProfiles, grant.applicationRowGet, 's3:GetObject on bucket/applications/*'];
  }
  if (key === 'GET /api/staff/applications/{id}/cv') {
    return [
      grant.memberProfiles,
      grant.applicationRowGet,
      's3:GetObject on bucket/applications/*',
      grant.auditWrites,
    ];
  }
  if (key === 'POST /api/staff/applications/{id}') {
    return [
      grant.memberProfiles,
      grant.applicationRowUpdate,
      's3:GetObject on bucket/applications/*',
      grant.auditWrites,
    ];
  }
  if (key === 'POST /api/staff/messages/{id}/handled') {
    return [grant.memberProfiles, grant.messageHandling, grant.auditWrites];
  }
  const volunteers = volunteerGrants(key);
  if (volunteers) return volunteers;
  if (key.startsWith('GET /api/staff/')) return [grant.memberProfiles, grant.auditReads];
  if (key.startsWith('GET /api/events')) return [grant.eventReads];
  if (key.startsWith('POST /api/events')) {
    return [grant.counters, grant.registrations, grant.sessionReads];
  }
  return [
    grant.counters,
    grant.uploadClaims,
    grant.uploadSecret,
    's3:DeleteObject,s3:GetObject on bucket/uploads/*',
    's3:DeleteObject,s3:PutObject on bucket/applications/*',
    's3:ListBucket on bucket',
    grant.applicationRowIndex,
    grant.email,
  ];
}

/** The grants of the volunteers' and coordinators' routes, restated; undefined for others. */
function volunteerGrants(key: RouteKey): string[] | undefined {
  const { memberProfiles: session, auditWrites: audit } = grant;
  if (key.endsWith(' /api/volunteer')) return [session, grant.volunteerDetails];
  if (key.startsWith('GET /api/activities')) return [grant.activityReads];
  if (key === 'GET /api/volunteers/counts') return [grant.areaIndex];
  if (key === 'GET /api/coordinator') return [session];
  if (key === 'GET /api/coordinator/volunteers') {
    return [session, grant.areaIndex, grant.memberBatches];
  }
  if (key.endsWith('/messages')) {
    return [
      session,
      grant.activityReads,
      grant.shiftPeople,
      grant.memberBatches,
      grant.coordinatorTexts,
      audit,
    ];
  }
  if (key === 'POST /api/coordinator/activities/{id}/shifts/{shiftId}/attendance') {
    return [session, grant.activityReads, grant.shiftCheckIns, grant.memberBatches];
  }
  if (
    key.startsWith('GET /api/coordinator/activities') ||
    key.startsWith('GET /api/staff/activities')
  ) {
    return [session, grant.activityReads, grant.shiftPeople, grant.memberBatches];
  }
  if (
    key.startsWith('POST /api/coordinator/activities') ||
    key.startsWith('POST /api/staff/activities')
  ) {
    return [session, grant.activityWrites, grant.shiftPeople, audit];
  }
  if (key === 'GET /api/staff/coordinators') return [session, grant.coordinatorReads];
  if (key.includes(' /api/staff/coordinators')) {
    return [session, grant.coordinatorWrites, grant.mobileLookups, audit];
  }
  if (key === 'GET /api/staff/volunteers') return [session, grant.areaIndex, grant.memberBatches];
  if (key === 'GET /api/staff/volunteers/export') {
    return [session, grant.areaIndex, grant.memberBatches, audit];
  }
  if (key.startsWith('GET /api/staff/map'))
    return [session, grant.areaIndex, grant.coordinatorReads];
  return undefined;
}

describe('IAM (prod, every stack)', () => {
  it.each(stackNames)(
    '%s: no statement allows every resource or every action (but SMS, with its Deny)',
    (stack) => {
      for (const statements of identityDocuments(templates[stack])) {
        for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
          expect(list(statement.Action), describeStatement(statement)).not.toContain('*');
          if (isSmsAllow(statement)) {
            expect(statements.some(isSmsDeny), 'the SMS Allow without its Deny').toBe(true);
            continue;
          }
          // SNS has no resource for a number's opt-out either; it reveals one yes or no.
          if (describeStatement(statement) === grant.smsOptOutCheck) continue;
          expect(list(statement.Resource), describeStatement(statement)).not.toContain('*');
        }
      }
    },
  );

  it.each(stackNames)(
    '%s: only functions of route families with `sms` (and the reconciler, which retries owed confirmations) may publish to SNS, phone numbers only',
    (stack) => {
      const smsHandlers = new Set<string>(
        routeKeys.filter((key) => familyOf(key).sms).map((key) => routes[key]),
      );
      for (const [, fn] of resourcesOf(templates[stack], 'AWS::Lambda::Function')) {
        const grants = grantsOf(templates[stack], fn);
        const handler = String(fn.Properties.Handler);
        const sns = grants.filter((line) => line.includes('sns:'));
        // The broadcasts' sender (part Q) texts too, after asking whether the number opted out.
        if (stack === 'Broadcasts' && handler === broadcastSendQueue.handler) {
          expect(sns, handler).toEqual(
            [grant.smsAllow, grant.smsDeny, grant.smsOptOutCheck].sort(),
          );
          continue;
        }
        expect(sns, handler).toEqual(
          (isRouteStack(stack) && smsHandlers.has(handler)) ||
            (stack === 'Reconciler' && handler === reconciler.handler)
            ? [grant.smsAllow, grant.smsDeny].sort()
            : [],
        );
      }
    },
  );

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
    // Wherever the route's function lives: the API stack or a handler stack.
    const { template, fn } = functionOfRoute(templates, key);
    expect(grantsOf(template, fn)).toEqual([...expectedGrants(key)].sort());
  });

  it.each(stackNames)(
    '%s: no function may update or delete an entry of the audit trail, only add and read them',
    (stack) => {
      for (const [, fn] of resourcesOf(templates[stack], 'AWS::Lambda::Function')) {
        const audit = grantsOf(templates[stack], fn).filter((line) =>
          /members-table .*"(AUDIT|\*)"/.test(line),
        );
        for (const line of audit) {
          expect([grant.auditWrites, grant.auditReads], String(fn.Properties.Handler)).toContain(
            line,
          );
        }
      }
    },
  );

  it('lets the notifier read applications, write their staff rows (new ones only) and record their acknowledgements, keep the staff-notice cap, claim and email notices, and hand failed events to its queue', () => {
    const fn = functionOfHandler(templates.Notifier, applicationNotifier.handler);
    expect(grantsOf(templates.Notifier, fn)).toEqual(
      [
        grant.email,
        grant.staffNotices,
        'dynamodb:UpdateItem on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["notice#*"]}}',
        's3:GetObject on bucket/applications/*',
        grant.applicationRowIndex,
        'sqs:GetQueueAttributes,sqs:GetQueueUrl,sqs:SendMessage on dead-letters',
      ].sort(),
    );
  });

  it('lets the reconciler settle payments through the ledger and its attention index, QUERY and email, retry owed confirmation SMS, sweep the places (promotions, their texts, reminders, the SMS budget and its alert) and what retention deletes, nothing else', () => {
    const fn = functionOfHandler(templates.Reconciler, reconciler.handler);
    expect(grantsOf(templates.Reconciler, fn)).toEqual(
      [
        grant.ledgerWrite,
        'dynamodb:Query on table/index/attention',
        grant.secret,
        grant.email,
        'dynamodb:DeleteItem,dynamodb:Query on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["CONFIRMATIONS"]}}',
        'dynamodb:GetItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENTS","EVENT#*","MEMBER#*"]}}',
        'dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["EVENT#*"]}}',
        'dynamodb:ConditionCheckItem,dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["ACTIVITIES","ACTIVITY#*","SHIFT#*","MEMBER#*","PROMOTIONS","EVENTS","EVENT#*","CONFIRMATIONS"]}}',
        'dynamodb:GetItem,dynamodb:UpdateItem on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["SMS#*"]}}',
        grant.smsAllow,
        grant.smsDeny,
        'dynamodb:Query on table/index/listing',
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

/** Crowdfunding's items of the payments table, restated: the actions on the partitions named. */
const onPayments = (actions: string, keys: string[]) =>
  `${actions} on table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":${JSON.stringify(keys)}}}`;

/**
 * The grants of crowdfunding's campaigns, pages, disbursements and ledger, restated; undefined
 * for other routes.
 */
function crowdfundingGrants(key: RouteKey): string[] | undefined {
  const { memberProfiles: session, auditWrites: audit, listingReads: listing } = grant;
  const read = onPayments('dynamodb:GetItem,dynamodb:Query', [
    'CAMPAIGN#*',
    'FUNDRAISER#*',
    'TOTALS',
    'WALL#*',
  ]);
  const getCampaign = onPayments('dynamodb:GetItem', ['CAMPAIGN#*']);
  switch (key) {
    case 'GET /api/campaigns':
    case 'GET /api/campaigns/{id}':
    case 'GET /api/ledger/{fund}':
    case 'GET /api/ledger/{fund}/export':
      return [read, listing];
    case 'GET /api/fundraisers/{code}':
      return [read];
    case 'POST /api/campaigns/{id}/fundraisers':
      return [
        grant.counters,
        session,
        getCampaign,
        onPayments('dynamodb:PutItem', ['FUNDRAISER#*', 'MEMBER#*']),
      ];
    case 'GET /api/account/fundraisers':
      return [
        session,
        onPayments('dynamodb:Query', ['MEMBER#*']),
        onPayments('dynamodb:GetItem', ['FUNDRAISER#*', 'CAMPAIGN#*']),
      ];
    case 'GET /api/staff/campaigns':
    case 'GET /api/staff/campaigns/{id}':
    case 'GET /api/staff/disbursements':
      return [session, read, listing];
    case 'POST /api/staff/campaigns':
    case 'POST /api/staff/campaigns/{id}/updates':
    case 'PUT /api/staff/campaigns/{id}':
      return [
        session,
        onPayments('dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query', ['CAMPAIGN#*']),
        onPayments('dynamodb:GetItem,dynamodb:Query', ['TOTALS']),
        listing,
        audit,
      ];
    case 'GET /api/staff/fundraisers':
      return [session, getCampaign, grant.memberBatches, listing];
    case 'POST /api/staff/fundraisers/{code}/decision':
      return [
        session,
        onPayments('dynamodb:GetItem,dynamodb:UpdateItem', ['FUNDRAISER#*']),
        getCampaign,
        audit,
      ];
    case 'POST /api/staff/disbursements':
      return [
        session,
        onPayments('dynamodb:PutItem', ['DISBURSEMENT#*']),
        onPayments('dynamodb:GetItem,dynamodb:UpdateItem', ['TOTALS']),
        getCampaign,
        's3:DeleteObject,s3:PutObject on bucket/disbursements/*',
        audit,
      ];
    case 'GET /api/staff/disbursements/{id}/receipt':
      return [
        session,
        onPayments('dynamodb:GetItem', ['DISBURSEMENT#*']),
        's3:GetObject on bucket/disbursements/*',
        audit,
      ];
    default:
      return undefined;
  }
}

/**
 * The grants of the shop's routes (docs/shop.md), restated: each names the partitions of the
 * payments table it touches; undefined for other routes.
 */
function shopGrants(key: RouteKey): string[] | undefined {
  const { memberProfiles: session, auditWrites: audit, listingReads: listing } = grant;
  const reads = 'dynamodb:GetItem,dynamodb:Query';
  const writes = 'dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem';
  const products = onPayments(writes, ['PRODUCT#*']);
  const lookup = [
    onPayments('dynamodb:BatchGetItem,dynamodb:GetItem', ['PAYMENT#*']),
    onPayments('dynamodb:Query', ['MEMBER#*']),
  ];
  const settings = onPayments('dynamodb:GetItem,dynamodb:PutItem', ['SHOP']);
  switch (key) {
    case 'GET /api/shop/products':
    case 'GET /api/shop/products/{slug}':
      return [onPayments(reads, ['PRODUCT#*', 'SHOP', 'TOTALS'])];
    case 'POST /api/shop/quote':
      return [grant.counters, onPayments(reads, ['PRODUCT#*', 'SHOP', 'TOTALS'])];
    case 'GET /api/shop/postcodes/{postcode}':
      return [grant.counters];
    case 'POST /api/shop/orders':
      return [
        grant.ledgerWrite,
        grant.secret,
        grant.counters,
        session,
        grant.eventReads,
        onPayments(reads, ['PRODUCT#*', 'SHOP']),
        onPayments('dynamodb:ConditionCheckItem,dynamodb:UpdateItem', ['PRODUCT#*']),
        onPayments('dynamodb:GetItem,dynamodb:PutItem', ['PAYMENT#*']),
        onPayments('dynamodb:PutItem', ['MEMBER#*']),
      ];
    case 'POST /api/shop/orders/lookup':
      return [grant.counters, ...lookup];
    case 'GET /api/account/orders':
      return [session, ...lookup];
    case 'GET /api/staff/shop/products':
    case 'GET /api/staff/shop/products/{slug}':
      return [session, products, listing];
    case 'POST /api/staff/shop/products':
    case 'PUT /api/staff/shop/products/{slug}':
      return [session, products, audit];
    case 'GET /api/staff/shop/products/{slug}/stock':
      return [session, products];
    case 'POST /api/staff/shop/products/{slug}/stock':
      return [session, products, grant.email, audit];
    case 'GET /api/staff/shop/orders':
    case 'GET /api/staff/shop/orders/{id}':
      return [session, onPayments(reads, ['PAYMENT#*']), listing];
    case 'GET /api/staff/shop/orders/export':
      return [session, onPayments(reads, ['PAYMENT#*']), listing, audit];
    case 'POST /api/staff/shop/orders/{id}/action':
      return [
        session,
        onPayments(writes, ['PAYMENT#*']),
        onPayments('dynamodb:PutItem,dynamodb:UpdateItem', ['PRODUCT#*']),
        onPayments('dynamodb:UpdateItem', ['TOTALS']),
        grant.email,
        audit,
      ];
    case 'GET /api/staff/shop/settings':
      return [session, settings];
    case 'PUT /api/staff/shop/settings':
      return [session, settings, audit];
    default:
      return undefined;
  }
}

/**
 * Personal data (issue 32), C3: closing an account, restated. The account's grants and the
 * cancellation of places (events and shifts, the promotions' texts), the volunteer details, the
 * coordinator's appointment, the audit entry; then the erasure's own: read, update and delete
 * (never put) on the payments table's partitions that hold the member's data, never `TOTALS`;
 * every row of the staff lists read to find their applications and messages, and applications'
 * objects deleted.
 */
function closureGrants(key: RouteKey): string[] | undefined {
  if (key !== 'POST /api/account/close') return undefined;
  return [
    grant.counters,
    grant.memberAccounts,
    grant.registrations,
    grant.shiftPlaces,
    grant.sessionReads,
    grant.smsBudget,
    grant.volunteerDetails,
    grant.coordinatorWrites,
    grant.mobileLookups,
    grant.auditWrites,
    grant.listingReads,
    's3:DeleteObject on bucket/applications/*',
    onPayments('dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:Query,dynamodb:UpdateItem', [
      'DONOR#*',
      'MEMBER#*',
      'PAYMENT#*',
      'WALL#*',
      'FUNDRAISER#*',
      'APPLICATION#*',
      'CONTACT#*',
      'staffmail#*',
    ]),
  ];
}

/**
 * Issue 32, C2 "export": the member's own data, file and summary. Reads only: the session and
 * their partition, their places' events and shifts, their donations, orders and pages, the staff
 * lists (applications and messages, filtered by the handler), their CVs, the audit trail.
 */
function ownDataGrants(key: RouteKey): string[] | undefined {
  if (key !== 'GET /api/account/data' && key !== 'GET /api/account/data/summary') return undefined;
  return [
    grant.counters,
    grant.memberProfiles,
    grant.commitmentReads,
    grant.sessionReads,
    grant.donorRecord,
    onPayments('dynamodb:BatchGetItem,dynamodb:GetItem', ['PAYMENT#*']),
    // The shop's lookup and crowdfunding's `own` both query `MEMBER#*`: one statement.
    onPayments('dynamodb:Query', ['MEMBER#*']),
    onPayments('dynamodb:GetItem', ['FUNDRAISER#*', 'CAMPAIGN#*']),
    grant.listingReads,
    's3:GetObject on bucket/applications/*',
    grant.auditReads,
  ];
}

/**
 * Requests about personal data (issue 32), restated: the public's start counts and holds a code
 * challenge (the members' account items), emailed or texted; the code's check also records the
 * request (`PRIVACYREQ#*` put and updated, never read); staff read the session, the requests and
 * the listing index; an action also updates a request, puts its history and the audit entry, and
 * may tell the person of an extension.
 */
function privacyRequestGrants(key: RouteKey): string[] | undefined {
  const requests = (actions: string) => onPayments(actions, ['PRIVACYREQ#*']);
  switch (key) {
    case 'POST /api/privacy/requests':
      return [grant.counters, grant.memberAccounts, grant.email];
    case 'POST /api/privacy/requests/verify':
      return [
        grant.counters,
        grant.memberAccounts,
        grant.email,
        requests('dynamodb:PutItem,dynamodb:UpdateItem'),
      ];
    case 'GET /api/staff/privacy/requests':
    case 'GET /api/staff/privacy/requests/{id}':
      return [
        grant.memberProfiles,
        grant.listingReads,
        requests('dynamodb:GetItem,dynamodb:Query'),
      ];
    case 'POST /api/staff/privacy/requests/{id}/action':
      return [
        grant.memberProfiles,
        grant.auditWrites,
        grant.email,
        requests('dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem'),
      ];
    default:
      return undefined;
  }
}

/** A statement on the members table's partitions, described. */
const onMembers = (actions: string, keys: string[]) =>
  `${actions} on members-table if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":${JSON.stringify(keys)}}}`;

/**
 * Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts"), restated: staff's and
 * coordinators' routes read the session and the broadcasts; a preview also reads the segment
 * (an event's registrations, the `area` and `listing` indexes, profiles and consents in batches)
 * and is counted; a start also takes the sender's counter and puts the broadcast and its
 * pointer, recorded; a cancel updates one, recorded; the unsubscribe reads the member and writes
 * the consent's record and log, counted. Undefined for any other route.
 */
function broadcastGrants(key: RouteKey): string[] | undefined {
  const broadcastKeys = ['BROADCAST#*', 'BROADCASTS'];
  const segment = [
    grant.counters,
    'dynamodb:Query on members-table/index/area',
    grant.listingReads,
    onMembers('dynamodb:Query', ['EVENT#*']),
  ];
  switch (key) {
    case 'GET /api/staff/broadcasts':
    case 'GET /api/staff/broadcasts/{id}':
    case 'GET /api/coordinator/broadcasts':
    case 'GET /api/coordinator/broadcasts/{id}':
      return [
        grant.memberProfiles,
        onMembers('dynamodb:BatchGetItem,dynamodb:GetItem,dynamodb:Query', broadcastKeys),
      ];
    case 'POST /api/staff/broadcasts/preview':
    case 'POST /api/coordinator/broadcasts/preview':
      return [grant.memberProfiles, ...segment, onMembers('dynamodb:BatchGetItem', ['MEMBER#*'])];
    case 'POST /api/staff/broadcasts':
    case 'POST /api/coordinator/broadcasts':
      return [
        grant.memberProfiles,
        grant.auditWrites,
        ...segment,
        onMembers('dynamodb:BatchGetItem,dynamodb:UpdateItem', ['MEMBER#*']),
        onMembers('dynamodb:PutItem', broadcastKeys),
        // The planner's first message, to the Broadcasts stack's plan queue only.
        'sqs:SendMessage on plan-queue',
      ];
    case 'POST /api/staff/broadcasts/{id}/cancel':
      return [
        grant.memberProfiles,
        grant.auditWrites,
        onMembers('dynamodb:GetItem,dynamodb:UpdateItem', ['BROADCAST#*']),
      ];
    case 'GET /api/unsubscribe':
    case 'POST /api/unsubscribe':
      return [
        grant.memberProfiles,
        grant.counters,
        onMembers('dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query', ['MEMBER#*']),
        `ssm:GetParameters on ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/.fallback/Secret/UNSUBSCRIBE_SECRET/value')} + ${arn('ssm', 'parameter/sst/gerakan-sektor-ketiga/prod/Secret/UNSUBSCRIBE_SECRET/value')}`,
      ];
    default:
      return undefined;
  }
}
