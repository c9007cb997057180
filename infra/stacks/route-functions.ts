import type { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { use } from 'sst/constructs';
import type { FunctionProps, StackContext } from 'sst/constructs';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { Broadcasts } from './broadcasts';
import { functionLogGroup } from './function-logs';
import {
  activityItems,
  areaIndexQuery,
  coordinatorItems,
  coordinatorTexts,
  memberBatchReads,
  shiftPeople,
  volunteerDetails,
  applicationRows,
  applicationsPrefix,
  attentionIndexQuery,
  auditEntries,
  bucketListing,
  commitmentReads,
  contactMessages,
  donorRecordReads,
  emailSending,
  eventEdits,
  eventReads,
  eventRegistrants,
  eventRegistrations,
  ledgerItems,
  listingIndexQuery,
  memberItems,
  messageHandling,
  objectsUnder,
  placeItems,
  requestCounters,
  sessionReads,
  smsBudgetItems,
  smsSending,
  uploadClaims,
  uploadsPrefix,
  crowdfundingItems,
  disbursementReceiptsPrefix,
  shopItems,
  closureErasure,
  privacyRequestItems,
  consentRecords,
  broadcastItems,
  broadcastPlanQueueSending,
  broadcastSegmentReads,
} from './grants';
import { metricNamespace } from './metrics';
import { familyOf } from './route-families';
import { Secrets } from './secrets';
import { stageSettings } from './settings';
import { Storage } from './storage';

/** Seconds a handler may run: a QUERY waits up to 10 s for the gateway; API Gateway gives up at 30 s. */
export const handlerTimeout = 20;

/** A route's key as a construct id (`POST /api/payments` → `POSTapipayments`). */
export const routeId = (routeKey: RouteKey): string => routeKey.replace(/[^A-Za-z0-9]/g, '');

/** A route's Lambda as SST builds it, and the log group created for it in the same stack. */
export interface RouteFunction {
  props: FunctionProps;
  logGroup: LogGroup;
}

/**
 * The one way a route's Lambda is described, whichever stack holds it (the API stack or a handler
 * stack, infra/stacks/handler-stacks.ts): its handler (named by path, never imported), what it may
 * touch (IAM, environment, secrets) by its route family (route-families.ts), its memory, the
 * handlers' timeout, and a log group of its own in `stack`. A family with `counters` reads the
 * Secrets stack's `originVerify` (the address CloudFront names is trusted only with it).
 */
export function routeFunction({ stack, app }: StackContext, routeKey: RouteKey): RouteFunction {
  const settings = stageSettings(app.stage);
  const { table, throttle, bucket, members } = use(Storage);
  const { eghlPassword, uploadTokenSecret, originVerify, unsubscribeSecret } = use(Secrets);
  const family = familyOf(routeKey);
  // Every handler checks the Origin of state-changing requests (lib/http-handler.ts).
  const environment: Record<string, string> = { SITE_ORIGINS: settings.siteOrigins.join(',') };
  const permissions: PolicyStatement[] = [];
  if (family.ledger) permissions.push(ledgerItems(table, family.ledger));
  if (
    family.ledger ||
    family.uploadClaims ||
    family.messages ||
    family.listing ||
    family.applicationRows ||
    family.messageHandling ||
    family.attention ||
    family.donorRecord ||
    family.crowdfunding ||
    family.shop ||
    family.privacyRequests
  ) {
    environment.PAYMENTS_TABLE = table.tableName;
  }
  if (family.applicationRows) permissions.push(applicationRows(table, family.applicationRows));
  if (family.messageHandling) permissions.push(messageHandling(table));
  if (family.listing) permissions.push(listingIndexQuery(table));
  if (family.attention) permissions.push(attentionIndexQuery(table));
  if (family.uploadClaims) permissions.push(uploadClaims(table));
  if (family.donorRecord) permissions.push(donorRecordReads(table));
  if (family.taxDeduction && settings.taxDeduction) {
    environment.TAX_DEDUCTION_REFERENCE = settings.taxDeduction.approvalReference;
  }
  if (family.messages) permissions.push(contactMessages(table));
  if (family.counters) {
    permissions.push(requestCounters(throttle));
    environment.THROTTLE_TABLE = throttle.tableName;
    // Visitors are counted by the address CloudFront names (lib/client-address.ts).
    environment.ORIGIN_VERIFY_SECRET = originVerify.secretValue.unsafeUnwrap();
  }
  // Refusals by the abuse limits and staff notices (sent, or put in the digest) are counted.
  if (family.counters || family.email) {
    environment.POWERTOOLS_METRICS_NAMESPACE = metricNamespace(app.stage);
  }
  if (family.members) {
    permissions.push(memberItems(members, family.members));
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.audit) {
    permissions.push(auditEntries(members, family.audit));
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.uploads) permissions.push(objectsUnder(bucket, uploadsPrefix, family.uploads));
  if (family.applications) {
    permissions.push(objectsUnder(bucket, applicationsPrefix, family.applications));
  }
  if (family.listBucket) permissions.push(bucketListing(bucket));
  if (family.uploads || family.applications) environment.APPLICATIONS_BUCKET = bucket.bucketName;
  if (family.gateway) {
    Object.assign(environment, {
      EGHL_SERVICE_ID: settings.eghl.serviceId,
      EGHL_GATEWAY_URL: settings.eghl.gatewayUrl,
    });
  }
  if (family.email) {
    permissions.push(emailSending(stack, settings.email));
    Object.assign(environment, {
      EMAIL_SENDER: settings.email.sender,
      ADMIN_EMAILS: settings.adminEmails.join(','),
      CONTACT_EMAIL: settings.contactEmail,
    });
  }
  if (family.events) {
    const eventGrants = {
      read: eventReads,
      register: eventRegistrations,
      cancel: (table: typeof members) => [eventRegistrations(table), smsBudgetItems(table)],
      edit: eventEdits,
      registrants: eventRegistrants,
    } as const;
    permissions.push(...[eventGrants[family.events](members)].flat());
    if (family.events === 'register' || family.events === 'cancel') {
      permissions.push(sessionReads(members));
    }
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.shifts) {
    if (family.shifts === 'read') permissions.push(activityItems(members, 'read'));
    else permissions.push(placeItems(members, 'shift'), sessionReads(members));
    if (family.shifts === 'cancel') permissions.push(smsBudgetItems(members));
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.commitments) {
    permissions.push(commitmentReads(members), sessionReads(members));
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.volunteers) {
    const { details, activities, people, profiles, areaIndex, coordinators, texts } =
      family.volunteers;
    if (details) permissions.push(volunteerDetails(members));
    if (activities) permissions.push(activityItems(members, activities));
    if (people) permissions.push(shiftPeople(members, people));
    if (profiles) permissions.push(memberBatchReads(members));
    if (areaIndex) permissions.push(areaIndexQuery(members));
    if (coordinators) permissions.push(...coordinatorItems(members, coordinators));
    if (texts) permissions.push(coordinatorTexts(members));
    environment.MEMBERS_TABLE = members.tableName;
  }
  if (family.sms) {
    permissions.push(...smsSending(stack));
    const { senderId, originationNumber } = settings.sms;
    if (senderId) environment.SMS_SENDER_ID = senderId;
    if (originationNumber) environment.SMS_ORIGINATION_NUMBER = originationNumber;
  }
  // Crowdfunding (docs/crowdfunding.md): its items, the owners' profiles of the staff's page list,
  // the disbursements' receipt files.
  if (family.crowdfunding) {
    permissions.push(...crowdfundingItems(table, family.crowdfunding));
    if (family.crowdfunding === 'pages') {
      permissions.push(memberBatchReads(members));
      environment.MEMBERS_TABLE = members.tableName;
    }
  }
  if (family.disbursementReceipts) {
    permissions.push(objectsUnder(bucket, disbursementReceiptsPrefix, family.disbursementReceipts));
    environment.APPLICATIONS_BUCKET = bucket.bucketName;
  }
  // The shop (docs/shop.md): its items by access.
  if (family.shop) permissions.push(...shopItems(table, family.shop));
  // Personal data (issue 32), C3: a closure's erasure (grants.ts `closureErasure`).
  if (family.closure) {
    permissions.push(closureErasure(table));
    environment.PAYMENTS_TABLE = table.tableName;
    environment.MEMBERS_TABLE = members.tableName;
  }
  // Requests about personal data (issue 32, part C4): their items by access.
  if (family.privacyRequests) {
    permissions.push(...privacyRequestItems(table, family.privacyRequests));
  }
  // Personal data, consent (issue 32, C1): the member's consent records.
  if (family.consents) {
    permissions.push(consentRecords(members));
    environment.MEMBERS_TABLE = members.tableName;
  }
  // Broadcasts (issue 32, part F): their items by access; a preview and a start count segments,
  // and a start sends the planner's first message to the Broadcasts stack's plan queue.
  if (family.broadcasts) {
    permissions.push(...broadcastItems(members, family.broadcasts));
    environment.MEMBERS_TABLE = members.tableName;
    if (family.broadcasts === 'preview' || family.broadcasts === 'start') {
      permissions.push(...broadcastSegmentReads(members, table));
      environment.PAYMENTS_TABLE = table.tableName;
    }
    if (family.broadcasts === 'start') {
      const { planQueue } = use(Broadcasts);
      permissions.push(broadcastPlanQueueSending(planQueue.queueArn));
      environment.BROADCAST_PLAN_QUEUE_URL = planQueue.queueUrl;
    }
  }
  const logGroup = functionLogGroup(stack, routeId(routeKey));
  return {
    props: {
      handler: routes[routeKey],
      // Set on each function, not as the Api's `defaults.function`: SST refuses defaults when a
      // route is given a Function built in another stack.
      timeout: handlerTimeout,
      environment,
      permissions,
      bind: [
        ...(family.gateway ? [eghlPassword] : []),
        ...(family.uploadTokens ? [uploadTokenSecret] : []),
        ...(family.unsubscribeTokens ? [unsubscribeSecret] : []),
      ],
      logGroup,
      ...(family.memory && { memorySize: family.memory }),
    },
    logGroup,
  };
}
