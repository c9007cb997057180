import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import type { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Api, use } from 'sst/constructs';
import type { FunctionProps, StackContext } from 'sst/constructs';
import { apiCors } from '../resources';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { accessLogRetention, functionLogGroup } from './function-logs';
import {
  applicationsPrefix,
  bucketListing,
  contactMessages,
  emailSending,
  eventReads,
  eventRegistrations,
  ledgerItems,
  objectsUnder,
  requestCounters,
  sessionReads,
  smsSending,
  uploadClaims,
  uploadsPrefix,
} from './grants';
import { metricNamespace } from './metrics';
import { defaultThrottle, familyOf } from './route-families';
import { Secrets } from './secrets';
import { stageSettings } from './settings';
import { Storage } from './storage';

/** Seconds a handler may run: a QUERY waits up to 10 s for the gateway; API Gateway gives up at 30 s. */
const handlerTimeout = 20;

/**
 * The HTTP API: one Lambda per entry of the route table, each named by its handler's path (infra never
 * imports handler code). What a handler may touch (IAM, environment, secrets) and how many
 * requests reach it follow from its route family (route-families.ts). CORS comes from
 * `apiCors` (infra/resources.ts), which the local adapter answers with too; every request is logged.
 */
export function API({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { table, throttle, bucket, members } = use(Storage);
  const { eghlPassword, uploadTokenSecret } = use(Secrets);
  const logGroups = {} as Record<RouteKey, LogGroup>;
  const cors = apiCors(settings.siteOrigins);

  const functionOf = (routeKey: RouteKey, handler: string): FunctionProps => {
    const family = familyOf(routeKey);
    const environment: Record<string, string> = {};
    const permissions: PolicyStatement[] = [];
    if (family.ledger) permissions.push(ledgerItems(table, family.ledger));
    if (family.ledger || family.uploadClaims || family.messages) {
      environment.PAYMENTS_TABLE = table.tableName;
    }
    if (family.uploadClaims) permissions.push(uploadClaims(table));
    if (family.messages) permissions.push(contactMessages(table));
    if (family.counters) {
      permissions.push(requestCounters(throttle));
      environment.THROTTLE_TABLE = throttle.tableName;
    }
    // Refusals by the abuse limits and staff notices (sent, or put in the digest) are counted.
    if (family.counters || family.email) {
      environment.POWERTOOLS_METRICS_NAMESPACE = metricNamespace(app.stage);
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
        SITE_ORIGINS: settings.siteOrigins.join(','),
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
      permissions.push(
        family.events === 'read' ? eventReads(members) : eventRegistrations(members),
      );
      if (family.events === 'register') permissions.push(sessionReads(members));
      environment.MEMBERS_TABLE = members.tableName;
    }
    if (family.sms) permissions.push(...smsSending());
    logGroups[routeKey] = functionLogGroup(stack, routeKey.replace(/[^A-Za-z0-9]/g, ''));
    return {
      handler,
      environment,
      permissions,
      bind: [
        ...(family.gateway ? [eghlPassword] : []),
        ...(family.uploadTokens ? [uploadTokenSecret] : []),
      ],
      logGroup: logGroups[routeKey],
    };
  };

  const api = new Api(stack, 'api', {
    routes: Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [
        key,
        { function: functionOf(key as RouteKey, handler) },
      ]),
    ),
    cors: {
      allowOrigins: cors.AllowOrigins,
      allowMethods: cors.AllowMethods,
      allowHeaders: cors.AllowHeaders,
      allowCredentials: cors.AllowCredentials,
      maxAge: `${cors.MaxAge} seconds`,
    },
    accessLog: { retention: accessLogRetention },
    defaults: {
      throttle: defaultThrottle,
      function: { timeout: handlerTimeout },
    },
  });

  // The gateway's return and callback addresses point at this API, known only once it exists.
  for (const key of Object.keys(routes) as RouteKey[]) {
    if (familyOf(key).gateway) api.getFunction(key)?.addEnvironment('API_URL', api.url);
  }

  // Per-route budgets; the stage must be updated after the routes it names exist.
  const stage = api.cdk.httpApi.defaultStage?.node.defaultChild as CfnStage;
  stage.routeSettings = Object.fromEntries(
    (Object.keys(routes) as RouteKey[]).map((key) => {
      const { rate, burst } = familyOf(key).throttle;
      return [key, { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst }];
    }),
  );
  for (const child of api.node.children) {
    if (child instanceof HttpRoute) stage.node.addDependency(child);
  }

  stack.addOutputs({ ApiUrl: api.url });
  return { api, logGroups };
}
