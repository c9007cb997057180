import { describe, expect, it } from 'vitest';
import { routes } from '../../../../infra/routes';
import type { RouteKey } from '../../../../infra/routes';
import { routeGroupOf } from '../../../../infra/stacks/api-routes';
import type { HandlerStackName } from '../../../../infra/stacks/handler-stacks';
import { familyOf } from '../../../../infra/stacks/route-families';
import {
  apiStacks,
  functionNamedBy,
  functionOfRoute,
  handlerStackNames,
  importedName,
  inParent,
  integrationOfRoute,
  loadAll,
  render,
  resourcesOf,
  stackNames,
  topStackOf,
} from './templates';
import type { CfnTemplate, StackName, Synthesis } from './templates';

const routeKeys = Object.keys(routes) as RouteKey[];

/**
 * Where a route's function should live, restated from docs/infrastructure.md ("Stacks"): in the
 * API stack when it needs what that stack creates (the gateway's: its URL; the counting ones: its
 * `originVerify` secret), else by its path.
 */
function expectedStack(key: RouteKey): StackName {
  const family = familyOf(key);
  if (family.gateway) return 'API';
  const path = key.split(' ')[1] ?? '';
  // Broadcasts (issue 32, part F): staff's, coordinators' and the unsubscribe, with personal data.
  if (/^\/api\/((staff|coordinator)\/broadcasts|unsubscribe)(\/|$)/.test(path)) {
    return 'PrivacyHandlers';
  }
  if (
    /^\/api\/(volunteer|volunteers|activities|coordinator)(\/|$)/.test(path) ||
    /^\/api\/staff\/(coordinators|activities|volunteers|map)(\/|$)/.test(path)
  ) {
    return 'VolunteerHandlers';
  }
  if (
    /^\/api\/(campaigns|fundraisers|ledger)(\/|$)/.test(path) ||
    /^\/api\/events\/\{id\}\/fundraising$/.test(path) ||
    /^\/api\/account\/(fundraisers|donations|statements)(\/|$)/.test(path) ||
    /^\/api\/staff\/(campaigns|fundraisers|disbursements)(\/|$)/.test(path)
  ) {
    return 'CrowdfundingHandlers';
  }
  if (/^\/api\/(shop|account\/orders|staff\/shop)(\/|$)/.test(path)) return 'ShopHandlers';
  if (/^\/api\/(account\/(consents|data|close)|privacy|staff\/privacy)(\/|$)/.test(path)) {
    return 'PrivacyHandlers';
  }
  if (path.startsWith('/api/staff/')) return 'StaffHandlers';
  return 'SiteHandlers';
}

/**
 * Bounds with room below CloudFormation's limits (500 resources and 200 outputs a stack): a stack
 * that passes one has a few routes left before the deploy fails; split it first.
 */
const resourceBound = 450;
const outputBound = 180;

/** Every `Fn::ImportValue` name in a template. */
const importsOf = (template: CfnTemplate): string[] => {
  const names: string[] = [];
  const visit = (value: unknown): void => {
    const name = importedName(value);
    if (name) names.push(name);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(template.Resources);
  visit(template.Outputs);
  return names;
};

describe.each(['prod', 'dev'] as Synthesis[])('the stacks (%s)', (synthesis) => {
  const templates = loadAll(synthesis);

  it(`each stays below ${resourceBound} resources and ${outputBound} outputs, nested ones too`, () => {
    const counts = stackNames.map((stack) => ({
      stack,
      resources: Object.keys(templates[stack].Resources).length,
      outputs: Object.keys(templates[stack].Outputs ?? {}).length,
    }));
    // Room for routes: a grouped route costs the API stack one resource (its route) and its group
    // two (integration, permission) and an output (the integration's id).
    const api = counts.find((c) => c.stack === 'API');
    const groupRoom = Math.min(
      ...counts
        .filter((c) => c.stack.startsWith('API.'))
        .map((c) =>
          Math.min(Math.floor((resourceBound - 1 - c.resources) / 2), outputBound - 1 - c.outputs),
        ),
    );
    console.info(
      `${synthesis}: ${counts.map((c) => `${c.stack} ${c.resources} resources, ${c.outputs} outputs`).join('; ')}; ${routeKeys.length} routes; room for ${resourceBound - 1 - (api?.resources ?? 0)} more routes in the API stack, ${groupRoom} in its fullest group`,
    );
    for (const { stack, resources, outputs } of counts) {
      expect(resources, stack).toBeLessThan(resourceBound);
      expect(outputs, stack).toBeLessThan(outputBound);
    }
  });

  it.each(routeKeys)('%s: its function lives where the rule places it', (key) => {
    expect(functionOfRoute(templates, key).stack).toBe(expectedStack(key));
  });

  it.each(routeKeys)(
    '%s: its integration lives in its handler stack’s group (the gateway’s in the API stack)',
    (key) => {
      const where = expectedStack(key);
      expect(integrationOfRoute(templates, key).stack).toBe(
        where === 'API' ? 'API' : `API.${routeGroupOf(where as HandlerStackName)}`,
      );
    },
  );

  it('lets API Gateway invoke each route’s function, from this API only, beside its integration', () => {
    const [apiId] = resourcesOf(templates.API, 'AWS::ApiGatewayV2::Api')[0] ?? [];
    const permissions = apiStacks.flatMap((home) =>
      resourcesOf(templates[home], 'AWS::Lambda::Permission').map(([, p]) => ({
        home,
        properties: p.Properties,
      })),
    );
    for (const key of routeKeys) {
      const { stack, id } = functionOfRoute(templates, key);
      const path = key.split(' ')[1] ?? '';
      const granted = permissions.filter(({ home, properties }) => {
        const named = functionNamedBy(templates, properties.FunctionName, home);
        return named?.stack === stack && named.id === id;
      });
      expect(granted, key).toHaveLength(1);
      const [{ home, properties }] = granted as [(typeof granted)[number]];
      expect(home, key).toBe(integrationOfRoute(templates, key).stack);
      expect(properties).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      expect(render(inParent(templates, home, properties.SourceArn))).toBe(
        `arn:{AWS::Partition}:execute-api:ap-southeast-1:123456789012:{ref:${apiId}}/*/*${path}`,
      );
    }
  });

  it('builds the handler stacks before the API: none of them reads anything of it', () => {
    for (const stack of handlerStackNames) {
      expect(JSON.stringify(templates[stack]), stack).not.toMatch(/gerakan-sektor-ketiga-API:/);
    }
  });

  it('deploys in order: every stack imports only exports of stacks created before it', () => {
    // sst.config.ts's order; a nested stack is deployed with (inside) its parent.
    const order = stackNames.filter((stack) => !stack.startsWith('API.'));
    const exporter = new Map<string, StackName>();
    for (const stack of order) {
      for (const output of Object.values(templates[stack].Outputs ?? {})) {
        if (output.Export) exporter.set(output.Export.Name, stack);
      }
    }
    for (const stack of stackNames) {
      const position = order.indexOf(topStackOf(stack));
      for (const name of importsOf(templates[stack])) {
        const from = exporter.get(name);
        expect(from, `${stack} imports ${name}`).toBeDefined();
        expect(order.indexOf(from as StackName), `${stack} imports ${name}`).toBeLessThan(position);
      }
    }
  });

  it('hands each route group only the API’s id, from the API stack', () => {
    const [apiId] = resourcesOf(templates.API, 'AWS::ApiGatewayV2::Api')[0] ?? [];
    for (const group of apiStacks.filter((stack) => stack !== 'API')) {
      const nested = templates.API.Resources[group.slice('API.'.length)];
      expect(nested?.Type, group).toBe('AWS::CloudFormation::Stack');
      const parameters = Object.values((nested?.Properties.Parameters ?? {}) as object);
      expect(parameters.map(render), group).toEqual([`{ref:${apiId}}`]);
    }
  });
});
