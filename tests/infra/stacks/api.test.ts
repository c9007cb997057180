import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../infra/routes';
import { API } from '../../../infra/stacks/api';
import { siteOrigin, synthesizeProd } from './synthesized';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

let template: Template;
let resources: Resources;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const synthesized = await synthesizeProd();
  cleanup = synthesized.cleanup;
  template = Template.fromStack(synthesized.stack(API));
  resources = template.toJSON().Resources as Resources;
}, 120_000);

afterAll(() => cleanup?.());

/** The Lambda function behind a route key, followed through route → integration → function. */
const functionBehind = (routeKey: string) => {
  const route = Object.values(resources).find(
    (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === routeKey,
  );
  const target = JSON.stringify(route?.Properties.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1] ?? '';
  const uri = JSON.stringify(resources[integrationId]?.Properties.IntegrationUri);
  const functionId = /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1] ?? '';
  return resources[functionId];
};

describe('API stack (prod)', () => {
  it('is an HTTP API with exactly the routes of the route table', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const keys = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(Object.keys(routes).sort());
  });

  it('serves GET /health from a bundled nodejs22.x arm64 Lambda', () => {
    const fn = functionBehind('GET /health');
    expect(fn?.Type).toBe('AWS::Lambda::Function');
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'functions/src/health/get.handler',
      Code: { S3Key: expect.stringMatching(/\.zip$/) },
    });
  });

  it('allows cross-origin calls from the site origins only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: [siteOrigin],
        AllowMethods: ['GET'],
        AllowHeaders: ['content-type', 'accept'],
        AllowCredentials: false,
      },
    });
  });

  it('gives handlers the environment the local stack gives them', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'functions/src/health/get.handler',
      Environment: {
        Variables: Match.objectLike({
          PAYMENTS_TABLE: Match.anyValue(),
          APPLICATIONS_BUCKET: Match.anyValue(),
          SITE_ORIGINS: siteOrigin,
        }),
      },
    });
  });
});
