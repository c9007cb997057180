import { describe, expect, it } from 'vitest';
import { apiCors } from '../../../../infra/resources';
import { routes } from '../../../../infra/routes';
import type { RouteKey } from '../../../../infra/routes';
import { familyOf } from '../../../../infra/stacks/route-families';
import { prodSettings, siteOrigins } from '../stage-settings';
import {
  apiStacks,
  functionOfRoute,
  integrationOfRoute,
  inParent,
  loadAll,
  onlyResource,
  render,
  resourcesOf,
} from './templates';
import type { Resource } from './templates';

const templates = loadAll();
const json = templates.API;
const routeKeys = Object.keys(routes) as RouteKey[];

/** The Lambda function behind a route key, in whichever stack holds it (templates.ts). */
const functionBehind = (routeKey: string): Resource => functionOfRoute(templates, routeKey).fn;

const environmentOf = (routeKey: string) =>
  (functionBehind(routeKey).Properties.Environment as { Variables: Record<string, unknown> })
    .Variables;

/** The names of the environment variables a route's handler reads, by the route's family. */
const expectedVariables = (key: RouteKey): string[] => [
  ...baseVariables(key),
  // Text messages: prod's settings give an origination number and no sender ID.
  ...(familyOf(key).sms ? ['SMS_ORIGINATION_NUMBER'] : []),
];

/** The variables of a route's family besides those of text messages. */
function baseVariables(key: RouteKey): string[] {
  // Every handler checks the Origin of state-changing requests against SITE_ORIGINS.
  const sst = [
    'AWS_NODEJS_CONNECTION_REUSE_ENABLED',
    'SST_APP',
    'SST_STAGE',
    'SST_SSM_PREFIX',
    'SITE_ORIGINS',
  ];
  const gateway = [
    'PAYMENTS_TABLE',
    'EGHL_SERVICE_ID',
    'EGHL_GATEWAY_URL',
    'API_URL',
    'SST_Secret_value_EGHL_PASSWORD',
  ];
  const email = ['EMAIL_SENDER', 'ADMIN_EMAILS', 'CONTACT_EMAIL', 'POWERTOOLS_METRICS_NAMESPACE'];
  const counters = ['THROTTLE_TABLE', 'POWERTOOLS_METRICS_NAMESPACE', 'ORIGIN_VERIFY_SECRET'];
  if (key === 'GET /api/health') return sst;
  // Issue 32, C2 "export": the member's own data reads both tables and signs CV links; counted.
  if (key === 'GET /api/account/data' || key === 'GET /api/account/data/summary') {
    return [...sst, ...counters, 'MEMBERS_TABLE', 'PAYMENTS_TABLE', 'APPLICATIONS_BUCKET'];
  }
  // Closing an account (issue 32): the members table, the payments table's rows it erases, the
  // applications' files it deletes; counted.
  if (key === 'POST /api/account/close') {
    return [...sst, ...counters, 'MEMBERS_TABLE', 'PAYMENTS_TABLE', 'APPLICATIONS_BUCKET'];
  }
  // Requests about personal data (issue 32): the code's challenge in the members table, emailed
  // or texted, counted; the check records the request in the payments table; staff's routes read
  // the session and the requests, an action also emails.
  if (key === 'POST /api/privacy/requests') return [...sst, ...counters, ...email, 'MEMBERS_TABLE'];
  if (key === 'POST /api/privacy/requests/verify') {
    return [...sst, ...counters, ...email, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  }
  if (key.startsWith('GET /api/staff/privacy/')) return [...sst, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  if (key === 'POST /api/staff/privacy/requests/{id}/action') {
    return [...sst, ...email, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  }
  // Personal data, consent (issue 32, C1): the members table; a change is counted.
  if (key === 'GET /api/account/consents') return [...sst, 'MEMBERS_TABLE'];
  if (key === 'PUT /api/account/consents') return [...sst, ...counters, 'MEMBERS_TABLE'];
  // Broadcasts (issue 32, part F): the members table; a preview and a start count the segment
  // (a campaign's donors in the payments table) and are counted; the one-click unsubscribe is
  // counted and checks its token with the bound secret.
  if (/ \/api\/(staff|coordinator)\/broadcasts/.test(key)) {
    const counting = /^POST \/api\/(staff|coordinator)\/broadcasts(\/preview)?$/.test(key);
    const starting = /^POST \/api\/(staff|coordinator)\/broadcasts$/.test(key);
    return [
      ...sst,
      'MEMBERS_TABLE',
      ...(counting ? [...counters, 'PAYMENTS_TABLE'] : []),
      ...(starting ? ['BROADCAST_PLAN_QUEUE_URL'] : []),
    ];
  }
  if (key.endsWith(' /api/unsubscribe')) {
    return [...sst, ...counters, 'MEMBERS_TABLE', 'SST_Secret_value_UNSUBSCRIBE_SECRET'];
  }
  // The shop (docs/shop.md): checkout starts a payment as a donation does; the public's reads, the
  // quote and the lookup read the payments table (the quote and lookup counted, as are
  // postcodes, which read no table); members' and staff's routes also read the session; the
  // staff's stock changes and order actions email (buyers, and staff on low stock).
  if (key === 'POST /api/shop/orders') return [...sst, ...gateway, ...counters, 'MEMBERS_TABLE'];
  if (key === 'GET /api/shop/postcodes/{postcode}') return [...sst, ...counters];
  if (key === 'POST /api/shop/quote' || key === 'POST /api/shop/orders/lookup') {
    return [...sst, ...counters, 'PAYMENTS_TABLE'];
  }
  if (key.startsWith('GET /api/shop/')) return [...sst, 'PAYMENTS_TABLE'];
  if (key === 'GET /api/account/orders' || key.includes(' /api/staff/shop/')) {
    return [
      ...sst,
      'MEMBERS_TABLE',
      'PAYMENTS_TABLE',
      ...(/^POST \/api\/staff\/shop\/(products\/\{slug\}\/stock|orders\/\{id\}\/action)$/.test(key)
        ? email
        : []),
    ];
  }
  // Crowdfunding's campaigns, pages, disbursements and ledger: the payments table; the members
  // table for a session; the bucket for receipts; the starts' limits.
  if (key === 'POST /api/campaigns/{id}/fundraisers') {
    return [...sst, ...counters, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  }
  if (/^(GET \/api\/(campaigns|fundraisers|ledger)\b)/.test(key)) return [...sst, 'PAYMENTS_TABLE'];
  if (
    /^[A-Z]+ \/api\/(account\/fundraisers|staff\/(campaigns|fundraisers|disbursements))/.test(key)
  ) {
    return [
      ...sst,
      'MEMBERS_TABLE',
      'PAYMENTS_TABLE',
      ...(/^(POST \/api\/staff\/disbursements|GET .*\/receipt)$/.test(key)
        ? ['APPLICATIONS_BUCKET']
        : []),
    ];
  }
  if (key.startsWith('GET /api/payments') || key.startsWith('GET /api/campaign')) {
    return [...sst, 'PAYMENTS_TABLE'];
  }
  if (
    key.startsWith('GET /api/eghl') ||
    key.startsWith('POST /api/eghl') ||
    key.endsWith('/query')
  ) {
    return [...sst, ...gateway, ...email];
  }
  // A donation's attribution reads the event and the donor's session and profile. (Prod's
  // settings hold no LHDN 44(6) approval: no TAX_DEDUCTION_REFERENCE.)
  if (key === 'POST /api/payments') return [...sst, ...gateway, ...counters, 'MEMBERS_TABLE'];
  if (key.startsWith('POST /api/payments')) return [...sst, ...gateway];
  const uploadSecret = 'SST_Secret_value_UPLOAD_TOKEN_SECRET';
  if (key === 'POST /api/uploads')
    return [...sst, ...counters, 'APPLICATIONS_BUCKET', uploadSecret];
  if (key === 'POST /api/contact') return [...sst, ...counters, 'PAYMENTS_TABLE', ...email];
  if (key === 'GET /api/account/me' || key === 'POST /api/account/profile') {
    return [...sst, 'MEMBERS_TABLE'];
  }
  if (key.startsWith('POST /api/account')) return [...sst, ...counters, 'MEMBERS_TABLE'];
  if (key.startsWith('POST /api/staff/sign-in')) return [...sst, ...counters, 'MEMBERS_TABLE'];
  // Applications and messages: the staff session, the payments table's rows and listing index,
  // and the applications' JSON and CVs for the detail.
  if (
    key.startsWith('GET /api/staff/applications/{id}') ||
    key.startsWith('POST /api/staff/applications')
  )
    return [...sst, 'MEMBERS_TABLE', 'PAYMENTS_TABLE', 'APPLICATIONS_BUCKET'];
  if (/^(GET|POST) \/api\/staff\/(applications|messages)/.test(key))
    return [...sst, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  if (key === 'GET /api/staff/session') return [...sst, 'MEMBERS_TABLE'];
  // The donations side reads the ledger and the lists; checking with the gateway is a QUERY.
  if (key === 'POST /api/staff/payments/{id}/check') {
    return [...sst, ...gateway, ...email, 'MEMBERS_TABLE'];
  }
  if (key === 'GET /api/staff/dashboard' || key.startsWith('GET /api/staff/payments')) {
    return [...sst, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  }
  if (key.startsWith('GET /api/staff/')) return [...sst, 'MEMBERS_TABLE'];
  // Staff's writes of events: the members table only (events, the session, the audit trail).
  if (key.startsWith('POST /api/staff/events')) return [...sst, 'MEMBERS_TABLE'];
  // Taking and giving back places (shifts, events) count the member and address; reading an
  // event, a shift's calendar file or the member's commitments reads the members table only.
  if (/^(POST|DELETE) \/api\/(events|activities)\/.*\/(registrations|signups)$/.test(key)) {
    return [...sst, ...counters, 'MEMBERS_TABLE'];
  }
  if (key === 'GET /api/account/commitments') return [...sst, 'MEMBERS_TABLE'];
  // Crowdfunding's money path: an event's fundraising, the member's donations and statements.
  if (
    key === 'GET /api/events/{id}/fundraising' ||
    /^GET \/api\/account\/(donations|statements)/.test(key)
  ) {
    return [...sst, 'MEMBERS_TABLE', 'PAYMENTS_TABLE'];
  }
  if (key.includes(' /api/events')) return [...sst, 'MEMBERS_TABLE'];
  // Volunteers and coordinators: the members table only (details, activities, shifts, the
  // `area` index, appointments, the audit trail), a coordinator's texts also SNS (above).
  if (
    /^[A-Z]+ \/api\/(volunteer|volunteers|activities|coordinator)(\/|$)/.test(key) ||
    /^(POST|DELETE) \/api\/staff\/(coordinators|activities)/.test(key)
  ) {
    return [...sst, 'MEMBERS_TABLE'];
  }
  return [...sst, ...counters, 'PAYMENTS_TABLE', 'APPLICATIONS_BUCKET', uploadSecret, ...email];
}

describe('API stack (prod)', () => {
  it('is an HTTP API with exactly the routes of the route table, each once, all in this stack', () => {
    const [apiId, api] = onlyResource(json, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('HTTP');
    // Across the API stack and its route groups: a route moved between them would be replaced,
    // and API Gateway refuses the new one while the old one of the same key exists.
    const routes = apiStacks.flatMap((stack) =>
      resourcesOf(templates[stack], 'AWS::ApiGatewayV2::Route'),
    );
    const keys = routes.map(([, r]) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual([...routeKeys].sort());
    expect(resourcesOf(json, 'AWS::ApiGatewayV2::Route')).toHaveLength(routeKeys.length);
    for (const [, route] of routes) expect(route.Properties.ApiId).toEqual({ Ref: apiId });
  });

  it('keeps each route’s logical id as SST’s Api gives it, whichever stack holds its integration', () => {
    // `api/Route_<METHOD>_<path>`: a route whose id changed would be replaced on the next deploy,
    // and API Gateway refuses its new resource while the old one holds the key.
    for (const [id, route] of resourcesOf(json, 'AWS::ApiGatewayV2::Route')) {
      const key = String(route.Properties.RouteKey);
      expect(id, key).toMatch(
        new RegExp(`^apiRoute${key.replace(/[^A-Za-z0-9]/g, '')}[0-9A-F]{8}$`),
      );
    }
  });

  it('integrates each route with an integration of its own, a Lambda proxy of payload format 2.0', () => {
    const integrations = routeKeys.map((key) => integrationOfRoute(templates, key));
    expect(new Set(integrations.map(({ stack, id }) => `${stack}/${id}`)).size).toBe(
      routeKeys.length,
    );
    const count = apiStacks
      .map((stack) => resourcesOf(templates[stack], 'AWS::ApiGatewayV2::Integration').length)
      .reduce((sum, n) => sum + n, 0);
    expect(count).toBe(routeKeys.length);
    const [apiId] = onlyResource(json, 'AWS::ApiGatewayV2::Api');
    for (const { stack, integration } of integrations) {
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
      expect(render(inParent(templates, stack, integration.Properties.ApiId))).toBe(
        `{ref:${apiId}}`,
      );
    }
  });

  it('keeps the money path’s routes, integrations and permissions as SST’s Api built them', () => {
    const gatewayKeys = routeKeys.filter((key) => familyOf(key).gateway);
    expect(gatewayKeys.length).toBeGreaterThan(0);
    for (const key of gatewayKeys) {
      const { stack, routeId, id } = integrationOfRoute(templates, key);
      expect(stack, key).toBe('API');
      // The logical ids SST's Api gives a route and its integration (`api/Route_<method>_<path>`).
      expect(id.startsWith(routeId.slice(0, -8)), key).toBe(true);
    }
  });

  it.each(routeKeys)('sends %s to its own handler on a bundled nodejs22.x arm64 Lambda', (key) => {
    const fn = functionBehind(key);
    expect(fn.Type).toBe('AWS::Lambda::Function');
    expect(fn.Properties).toMatchObject({
      Handler: routes[key],
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 20,
      Code: { S3Key: expect.stringMatching(/\.zip$/) },
    });
  });

  it.each(
    routeKeys.filter(
      (key) =>
        (key.startsWith('POST /api/account/') && key !== 'POST /api/account/profile') ||
        key.startsWith('POST /api/staff/sign-in'),
    ),
  )('%s hashes passwords with a whole vCPU (1,769 MB), room for scrypt’s 128 MiB', (key) => {
    expect(functionBehind(key).Properties.MemorySize).toBe(1769);
  });

  it('gives the change of a member’s details, which hashes nothing, the default memory', () => {
    expect(functionBehind('POST /api/account/profile').Properties.MemorySize).not.toBe(1769);
  });

  it('gives each handler its own function', () => {
    const handlers = routeKeys.map((key) => {
      const { stack, id } = functionOfRoute(templates, key);
      return `${stack}/${id}`;
    });
    expect(new Set(handlers).size).toBe(routeKeys.length);
  });

  it.each(routeKeys)('gives %s only the environment its handler reads', (key) => {
    expect(Object.keys(environmentOf(key)).sort()).toEqual(
      [...new Set(expectedVariables(key))].sort(),
    );
  });

  it('configures the gateway handlers from the stage settings and this API', () => {
    const environment = environmentOf('POST /api/payments');
    expect(environment).toMatchObject({
      EGHL_SERVICE_ID: prodSettings.EGHL_SERVICE_ID,
      EGHL_GATEWAY_URL: 'https://securepay.e-ghl.com/IPG/Payment.aspx',
      SITE_ORIGINS: siteOrigins.join(','),
      SST_Secret_value_EGHL_PASSWORD: '__FETCH_FROM_SSM__',
    });
    const [apiId] = onlyResource(json, 'AWS::ApiGatewayV2::Api');
    expect(environment.API_URL).toEqual({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] });
    expect(environmentOf('POST /api/eghl/callback')).toMatchObject({
      EMAIL_SENDER: prodSettings.EMAIL_SENDER,
      ADMIN_EMAILS: prodSettings.ADMIN_EMAILS,
      POWERTOOLS_METRICS_NAMESPACE: 'GerakanSektorKetiga/prod',
      CONTACT_EMAIL: prodSettings.CONTACT_EMAIL,
    });
    for (const key of [
      'POST /api/contact',
      'POST /api/partnerForm',
      'POST /api/expertForm',
    ] as const)
      expect(environmentOf(key)).toMatchObject({
        EMAIL_SENDER: prodSettings.EMAIL_SENDER,
        ADMIN_EMAILS: prodSettings.ADMIN_EMAILS,
        CONTACT_EMAIL: prodSettings.CONTACT_EMAIL,
      });
  });

  it("points the limited routes at the throttle table, never the ledger's", () => {
    for (const key of [
      'POST /api/payments',
      'POST /api/uploads',
      'POST /api/partnerForm',
    ] as const) {
      const environment = environmentOf(key);
      expect(render(environment.THROTTLE_TABLE)).toMatch(/throttle/);
      expect(render(environment.THROTTLE_TABLE)).not.toMatch(/payments/);
      expect(environment.POWERTOOLS_METRICS_NAMESPACE).toBe('GerakanSektorKetiga/prod');
    }
  });

  it("gives every handler the site's origins, and the limited ones CloudFront's proof", () => {
    for (const key of routeKeys)
      expect(environmentOf(key).SITE_ORIGINS).toBe(siteOrigins.join(','));
    // The Secrets stack holds it, so a counting route's function may sit in any handler stack.
    expect(resourcesOf(json, 'AWS::SecretsManager::Secret')).toEqual([]);
    const [secretId, secret] = onlyResource(templates.Secrets, 'AWS::SecretsManager::Secret');
    expect(secretId).toMatch(/^originVerify/);
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
    for (const key of ['POST /api/payments', 'POST /api/uploads', 'POST /api/contact'] as const) {
      // A dynamic reference to the Secrets stack's export, resolved at deploy: no value in a template.
      expect(render(environmentOf(key).ORIGIN_VERIFY_SECRET)).toMatch(
        /^\{\{resolve:secretsmanager:\{import:prod-gerakan-sektor-ketiga-Secrets:.*originVerify.*\}:SecretString:::\}\}$/,
      );
    }
  });

  it("allows cross-origin calls from the site's origins only", () => {
    const [, api] = onlyResource(json, 'AWS::ApiGatewayV2::Api');
    const methods = [...new Set(routeKeys.map((key) => key.split(' ')[0]))];
    expect(api.Properties.CorsConfiguration).toEqual({
      AllowOrigins: siteOrigins,
      AllowMethods: methods,
      AllowHeaders: ['content-type', 'accept'],
      AllowCredentials: false,
      MaxAge: 600,
    });
  });

  it('has the CORS configuration infra/resources.ts defines, which the local API answers with', () => {
    const [, api] = onlyResource(json, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toEqual(apiCors(siteOrigins));
  });

  it('throttles every route with its own rate and burst, and unknown ones by default', () => {
    const [, stage] = onlyResource(json, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<string, Record<string, number>>;
    expect(Object.keys(settings).sort()).toEqual([...routeKeys].sort());
    for (const key of routeKeys) {
      expect(settings[key]).toEqual({
        ThrottlingRateLimit: expect.any(Number),
        ThrottlingBurstLimit: expect.any(Number),
      });
      expect(settings[key]?.ThrottlingBurstLimit).toBeGreaterThanOrEqual(
        settings[key]?.ThrottlingRateLimit ?? Infinity,
      );
    }
    expect(settings['POST /api/partnerForm']).toEqual({
      ThrottlingRateLimit: 5,
      ThrottlingBurstLimit: 10,
    });
    expect(settings['POST /api/eghl/callback']).toEqual({
      ThrottlingRateLimit: 20,
      ThrottlingBurstLimit: 40,
    });
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 10,
      ThrottlingBurstLimit: 20,
    });
  });

  it('updates the stage only after the routes its throttling names exist', () => {
    const [, stage] = onlyResource(json, 'AWS::ApiGatewayV2::Stage');
    for (const [id] of resourcesOf(json, 'AWS::ApiGatewayV2::Route')) {
      expect(stage.DependsOn).toContain(id);
    }
  });

  it('creates a grouped route only after its group: its target reads the nested stack’s output', () => {
    for (const key of routeKeys) {
      const { stack, routeId } = integrationOfRoute(templates, key);
      if (stack === 'API') continue;
      const target = JSON.stringify(json.Resources[routeId]?.Properties.Target);
      expect(target, key).toContain(`{"Fn::GetAtt":["${stack.slice('API.'.length)}","Outputs.`);
    }
  });

  it('logs every request (status, route, latency, client) for a month', () => {
    const [, stage] = onlyResource(json, 'AWS::ApiGatewayV2::Stage');
    const { DestinationArn, Format } = stage.Properties.AccessLogSettings as {
      DestinationArn: unknown;
      Format: string;
    };
    const logGroupId = /^\{(.+)\.Arn\}$/.exec(render(DestinationArn))?.[1] ?? '';
    expect(json.Resources[logGroupId]?.Properties.RetentionInDays).toBe(30);
    const fields = Object.keys(
      JSON.parse(Format.replace(/\$context\.status|\$context\.responseLatency/g, '0')) as object,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['requestId', 'routeKey', 'status', 'responseLatency', 'ip']),
    );
  });

  it("keeps every function's logs in a log group of its own for three months", () => {
    for (const key of routeKeys) {
      // The log group is created in the function's own stack.
      const { fn, template } = functionOfRoute(templates, key);
      const config = fn.Properties.LoggingConfig as { LogGroup: unknown };
      const logGroupId = /^\{ref:(.+)\}$/.exec(render(config.LogGroup))?.[1] ?? '';
      expect(template.Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 90 },
      });
    }
  });

  it('exports the API URL', () => {
    expect(json.Outputs?.ApiUrl?.Value).toEqual({
      'Fn::GetAtt': [onlyResource(json, 'AWS::ApiGatewayV2::Api')[0], 'ApiEndpoint'],
    });
  });
});
