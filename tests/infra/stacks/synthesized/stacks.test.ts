import { describe, expect, it } from 'vitest';
import { routes } from '../../../../infra/routes';
import type { RouteKey } from '../../../../infra/routes';
import { familyOf } from '../../../../infra/stacks/route-families';
import {
  functionNamedBy,
  functionOfRoute,
  loadAll,
  render,
  resourcesOf,
  stackNames,
} from './templates';
import type { StackName, Synthesis } from './templates';

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
  if (path.startsWith('/api/staff/')) return 'StaffHandlers';
  return 'SiteHandlers';
}

/**
 * Bounds with room below CloudFormation's limits (500 resources and 200 outputs a stack): a stack
 * that passes one has a few routes left before the deploy fails; split it first.
 */
const resourceBound = 450;
const outputBound = 180;

describe.each(['prod', 'dev'] as Synthesis[])('the stacks (%s)', (synthesis) => {
  const templates = loadAll(synthesis);

  it(`each stays below ${resourceBound} resources and ${outputBound} outputs`, () => {
    const counts = stackNames.map((stack) => ({
      stack,
      resources: Object.keys(templates[stack].Resources).length,
      outputs: Object.keys(templates[stack].Outputs ?? {}).length,
    }));
    console.info(
      `${synthesis}: ${counts.map((c) => `${c.stack} ${c.resources} resources, ${c.outputs} outputs`).join('; ')}`,
    );
    for (const { stack, resources, outputs } of counts) {
      expect(resources, stack).toBeLessThan(resourceBound);
      expect(outputs, stack).toBeLessThan(outputBound);
    }
  });

  it.each(routeKeys)('%s: its function lives where the rule places it', (key) => {
    expect(functionOfRoute(templates, key).stack).toBe(expectedStack(key));
  });

  it('lets API Gateway invoke each route’s function, from this API only, in the API stack', () => {
    const [apiId] = resourcesOf(templates.API, 'AWS::ApiGatewayV2::Api')[0] ?? [];
    const permissions = resourcesOf(templates.API, 'AWS::Lambda::Permission').map(
      ([, p]) => p.Properties,
    );
    for (const key of routeKeys) {
      const { stack, id } = functionOfRoute(templates, key);
      const path = key.split(' ')[1] ?? '';
      const granted = permissions.filter((p) => {
        const named = functionNamedBy(templates, p.FunctionName);
        return named?.stack === stack && named.id === id;
      });
      expect(granted, key).toHaveLength(1);
      expect(granted[0]).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      expect(render(granted[0]?.SourceArn)).toBe(
        `arn:{AWS::Partition}:execute-api:ap-southeast-1:123456789012:{ref:${apiId}}/*/*${path}`,
      );
    }
  });

  it('builds the handler stacks before the API: none of them reads anything of it', () => {
    for (const stack of [
      'SiteHandlers',
      'StaffHandlers',
      'VolunteerHandlers',
      'CrowdfundingHandlers',
      'ShopHandlers',
    ] as const) {
      expect(JSON.stringify(templates[stack]), stack).not.toMatch(/gerakan-sektor-ketiga-API:/);
    }
  });
});
