import { describe, expect, it } from 'vitest';
import { routes } from '../../../../infra/routes';
import { eghlGateways, localSiteOrigin } from '../../../../infra/stacks/settings';
import { devSettings } from '../stage-settings';
import { functionOfRoute, loadAll, onlyResource, render, resourcesOf } from './templates';

const dev = loadAll('dev');
const prod = loadAll('prod');

/** Each route's function (wherever it lives) by route key, as `stack/id` and its resource. */
const routeFunctions = (templates: typeof dev) =>
  Object.keys(routes).map((key) => {
    const { stack, id, fn } = functionOfRoute(templates, key);
    return [key, `${stack}/${id}`, fn] as const;
  });

const variablesOf = (fn: { Properties: Record<string, unknown> }) =>
  (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('a personal stage under `sst dev`', () => {
  it("replaces every handler with SST's stub, which runs the code on the developer's machine", () => {
    const functions = routeFunctions(dev);
    expect(new Set(functions.map(([, where]) => where)).size).toBe(Object.keys(routes).length);
    for (const [, , fn] of functions) {
      expect(fn.Properties).toMatchObject({ Handler: 'live-lambda.handler', Description: 'live' });
    }
    const notifier = resourcesOf(dev.Notifier, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Description === 'live',
    );
    expect(notifier).toHaveLength(1);
  });

  it('gives the stubs the environment and bindings the deployed handlers get', () => {
    const names = (templates: typeof dev) =>
      routeFunctions(templates)
        .map(
          ([key, where, fn]) => `${key} ${where} ${Object.keys(variablesOf(fn)).sort().join(',')}`,
        )
        .sort();
    const devOnly = /,?(SST_FUNCTION_ID|SST_DEBUG_IS_API_ROUTE)/g;
    // The SMS origination and sender ID are stage settings: prod sets a number, this stage none.
    const stageSms = /,?(SMS_ORIGINATION_NUMBER|SMS_SENDER_ID)/g;
    const structural = (line: string) => line.replace(devOnly, '').replace(stageSms, '');
    expect(names(dev).map(structural)).toEqual(names(prod).map(structural));
  });

  it("uses eGHL's sandbox merchant, the local web app's origin and the stage's email settings", () => {
    const { fn: create } = functionOfRoute(dev, 'POST /api/payments');
    expect(variablesOf(create)).toMatchObject({
      EGHL_SERVICE_ID: 'sit',
      EGHL_GATEWAY_URL: eghlGateways.sandbox,
      SITE_ORIGINS: localSiteOrigin,
    });
    const [, api] = onlyResource(dev.API, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toMatchObject({ AllowOrigins: [localSiteOrigin] });
    const [, bucket] = onlyResource(dev.Storage, 'AWS::S3::Bucket');
    expect(JSON.stringify(bucket.Properties.CorsConfiguration)).toContain(localSiteOrigin);
    const [, notifier] =
      resourcesOf(dev.Notifier, 'AWS::Lambda::Function').find(
        ([, fn]) => fn.Properties.Description === 'live',
      ) ?? [];
    expect(notifier && variablesOf(notifier)).toMatchObject({
      EMAIL_SENDER: devSettings.EMAIL_SENDER,
      ADMIN_EMAILS: devSettings.ADMIN_EMAILS,
    });
  });

  it("deploys no site, but tells `sst bind` the web app's environment", () => {
    expect(resourcesOf(dev.Web, 'AWS::CloudFront::Distribution')).toHaveLength(0);
    expect(resourcesOf(dev.Web, 'AWS::S3::Bucket')).toHaveLength(0);
    const { metadata } = JSON.parse(render(dev.Web.Outputs?.SSTMetadata?.Value)) as {
      metadata: { type: string; data: { path: string; environment: Record<string, string> } }[];
    };
    expect(metadata).toContainEqual(
      expect.objectContaining({
        type: 'StaticSite',
        data: expect.objectContaining({
          path: 'web',
          environment: {
            // Where `sst bind npm run dev` proxies the site's /api: the stage's API.
            API_PROXY_URL: expect.stringMatching(
              /^\{import:alice-gerakan-sektor-ketiga-API:.*ApiEndpoint/,
            ),
            // `sst bind npm run dev` serves the site on this machine: pages name it.
            SITE_URL: 'http://localhost:5173',
          },
        }),
      }),
    );
  });

  it('can be removed with its data: nothing is protected or retained', () => {
    const tables = resourcesOf(dev.Storage, 'AWS::DynamoDB::Table');
    // The payments ledger, the throttle counters, the members' table.
    expect(tables).toHaveLength(3);
    for (const [, table] of tables) {
      expect(table.Properties.DeletionProtectionEnabled).not.toBe(true);
      expect(table.DeletionPolicy).toBe('Delete');
    }
    const [, bucket] = onlyResource(dev.Storage, 'AWS::S3::Bucket');
    expect(bucket.DeletionPolicy).toBe('Delete');
    expect(resourcesOf(dev.Storage, 'Custom::S3AutoDeleteObjects')).toHaveLength(1);
  });
});
