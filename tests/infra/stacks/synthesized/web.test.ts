import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspLengthLimit,
  customSecurityHeaders,
  securityHeaders,
} from '../../../../infra/security-headers';
import {
  apiRequestFunctionPath,
  inlineSourcesOf,
  offlineSitePage,
  siteFunctionCode,
  siteRequestFunctionPath,
  siteResponseFunctionPath,
} from '../../../../infra/site-delivery';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import { localUploadTokenSecret } from '../../../../infra/local/stack';
import { certificateArn, prodSettings } from '../stage-settings';
import { loadStack, onlyResource, render, resourcesOf } from './templates';

const { json } = loadStack('Web');
const [, distribution] = onlyResource(json, 'AWS::CloudFront::Distribution');
const config = distribution.Properties.DistributionConfig as Record<string, unknown>;
const behavior = config.DefaultCacheBehavior as Record<string, unknown>;
const [policyId, headersPolicy] = onlyResource(json, 'AWS::CloudFront::ResponseHeadersPolicy');
const headers = headersPolicy.Properties.ResponseHeadersPolicyConfig as {
  SecurityHeadersConfig: Record<string, Record<string, unknown>>;
  CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
};

/** The value of an import, as `render` shows it, of an export whose name matches. */
const importOf = (pattern: RegExp) => {
  const rendered = render(
    headers.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy,
  );
  const name = [...rendered.matchAll(/\{import:([^}]+)\}/g)]
    .map((match) => match[1] ?? '')
    .find((candidate) => pattern.test(candidate));
  if (!name) throw new Error(`The CSP imports nothing like ${pattern}`);
  return `{import:${name}}`;
};

/** The environment the site is built with, as SST records it in the stack's metadata. */
const siteEnvironment = () => {
  const { metadata } = JSON.parse(render(json.Outputs?.SSTMetadata?.Value)) as {
    metadata: { type: string; data: { environment: Record<string, string> } }[];
  };
  return metadata.find((construct) => construct.type === 'StaticSite')?.data.environment ?? {};
};

describe('Web stack (prod)', () => {
  it('serves the site from a private bucket through one CloudFront distribution over HTTPS', () => {
    expect(config).toMatchObject({ DefaultRootObject: 'index.html', Enabled: true });
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.Compress).toBe(true);
    const [, bucket] = onlyResource(json, 'AWS::S3::Bucket');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, bucketPolicy] = onlyResource(json, 'AWS::S3::BucketPolicy');
    expect(JSON.stringify(bucketPolicy.Properties.PolicyDocument)).toContain(
      '"aws:SecureTransport":"false"',
    );
  });

  it('has no custom error responses: they would replace the API’s own 403/404 answers too', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('runs the site-request and site-response functions of infra/edge, knowing the built pages', () => {
    const associations = behavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    expect(associations.map((association) => association.EventType)).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    // SST's StaticSite also defines a function of its own (`<path>.html`), left unassociated.
    const codeOf = (association: (typeof associations)[number] | undefined) => {
      const [, cfFunction] =
        resourcesOf(json, 'AWS::CloudFront::Function').find(
          ([id]) => id === association?.FunctionARN['Fn::GetAtt'][0],
        ) ?? [];
      if (!cfFunction) throw new Error('The function is not in the template');
      expect(cfFunction.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
      return cfFunction.Properties.FunctionCode;
    };
    // Offline synthesis builds no site: its stand-in holds a home page only.
    expect(codeOf(associations[0])).toBe(siteFunctionCode(siteRequestFunctionPath, ['/']));
    expect(codeOf(associations[1])).toBe(siteFunctionCode(siteResponseFunctionPath, ['/']));
    expect(codeOf(associations[0])).toMatch(/^var pages = \{"\/":1\};/);
  });

  it('sends every response with the security headers policy', () => {
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('sends the CSP of security-headers.ts, connecting only to the site itself and the CV bucket', () => {
    const csp = render(headers.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    const uploads = `https://${importOf(/-Storage:.*applicationsBucket.*RegionalDomainName/)}`;
    expect(csp).toBe(contentSecurityPolicy({ uploads }, inlineSourcesOf(offlineSitePage)));
    expect(csp).not.toMatch(/execute-api|ApiEndpoint/);
    expect(headers.SecurityHeadersConfig.ContentSecurityPolicy?.Override).toBe(true);
  });

  it('allows the built pages’ inline script and style by their hashes only, never unsafe-inline', () => {
    const csp = render(headers.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    const inline = inlineSourcesOf(offlineSitePage);
    expect(inline.scripts).toHaveLength(1);
    expect(inline.styles).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${inline.scripts[0]};`);
    expect(csp).toContain(`style-src 'self' ${inline.styles[0]};`);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
    expect(csp.length).toBeLessThanOrEqual(cspLengthLimit);
  });

  it('allows no inline or evaluated script, no plugins and no framing', () => {
    const csp = contentSecurityPolicy({ uploads: 'https://cv.test' });
    const directives = new Map(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    // The API is the site's own /api: only the CV bucket is another origin.
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://cv.test']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends HSTS, nosniff, DENY framing and a strict referrer policy as security-headers.ts says', () => {
    const expected = securityHeaders({ uploads: 'https://cv.test' });
    const { StrictTransportSecurity, ContentTypeOptions, FrameOptions, ReferrerPolicy } =
      headers.SecurityHeadersConfig;
    expect(StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: false,
      Override: true,
    });
    expect(expected['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(ContentTypeOptions).toEqual({ Override: true });
    expect(expected['X-Content-Type-Options']).toBe('nosniff');
    expect(FrameOptions).toEqual({ FrameOption: expected['X-Frame-Options'], Override: true });
    expect(ReferrerPolicy).toEqual({
      ReferrerPolicy: expected['Referrer-Policy'],
      Override: true,
    });
    expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the Permissions-Policy and the opener policy as custom headers', () => {
    expect(headers.CustomHeadersConfig.Items).toEqual(
      Object.entries(customSecurityHeaders).map(([Header, Value]) => ({
        Header,
        Value,
        Override: true,
      })),
    );
    expect(customSecurityHeaders['Permissions-Policy']).toContain('camera=()');
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const [, uploader] = onlyResource(json, 'Custom::S3Uploader');
    const fileOptions = uploader.Properties.fileOptions as {
      files: unknown;
      cacheControl: string;
    }[];
    // The uploader applies the last matching entry.
    expect(fileOptions.slice(-2)).toEqual([
      { files: '**', cacheControl: 'public,max-age=0,no-cache' },
      { files: 'assets/**', cacheControl: 'public,max-age=31536000,immutable' },
    ]);
  });

  it('builds the site naming no API and no secret: it calls its own /api', () => {
    expect(Object.keys(siteEnvironment()).sort()).toEqual(
      ['SITE_URL', 'VITE_BANK_ACCOUNT_HOLDER', 'VITE_BANK_ACCOUNT_NUMBER', 'VITE_BANK_NAME'].sort(),
    );
    const [, uploader] = onlyResource(json, 'Custom::S3Uploader');
    const uploaded = JSON.stringify(uploader.Properties);
    expect(uploaded).not.toMatch(/VITE_API_URL|ApiEndpoint|execute-api/);
    // No secret's name or value is handed to the build or the uploaded files.
    const given = JSON.stringify([siteEnvironment(), uploader.Properties]);
    expect(given).not.toMatch(
      /EGHL_PASSWORD|UPLOAD_TOKEN_SECRET|ORIGIN_VERIFY|secretsmanager|SST_Secret/,
    );
    expect(given).not.toContain(localUploadTokenSecret);
  });

  it("builds the site with the stage's bank-transfer details", () => {
    expect(siteEnvironment()).toMatchObject({
      VITE_BANK_NAME: prodSettings.VITE_BANK_NAME,
      VITE_BANK_ACCOUNT_NUMBER: prodSettings.VITE_BANK_ACCOUNT_NUMBER,
      VITE_BANK_ACCOUNT_HOLDER: prodSettings.VITE_BANK_ACCOUNT_HOLDER,
    });
  });

  it('prerenders the pages with the custom domain as their public address', () => {
    expect(siteEnvironment().SITE_URL).toBe(`https://${prodSettings.SITE_DOMAIN}`);
  });

  it('serves the custom domain with its certificate over modern TLS', () => {
    expect(config.Aliases).toEqual([prodSettings.SITE_DOMAIN]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(json.Outputs?.SiteUrl?.Value).toBe(`https://${prodSettings.SITE_DOMAIN}`);
    expect(resourcesOf(json, 'AWS::Route53::RecordSet')).toHaveLength(0);
  });

  describe("the API under the site's own /api/*", () => {
    type Behavior = Record<string, unknown> & {
      PathPattern: string;
      TargetOriginId: string;
      FunctionAssociations?: {
        EventType: string;
        FunctionARN: { 'Fn::GetAtt': [string, string] };
      }[];
    };
    type Origin = {
      Id: string;
      DomainName: unknown;
      CustomOriginConfig?: Record<string, unknown>;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    };
    const behaviors = (config.CacheBehaviors ?? []) as Behavior[];
    const origins = config.Origins as Origin[];
    const byPattern = (pattern: string) => {
      const found = behaviors.find((candidate) => candidate.PathPattern === pattern);
      if (!found) throw new Error(`No behaviour for ${pattern}`);
      return found;
    };
    const api = byPattern('/api/*');
    const originOf = (behavior: Behavior) =>
      origins.find((origin) => origin.Id === behavior.TargetOriginId);
    // Managed policies: CachingDisabled, AllViewerExceptHostHeader.
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

    it('sends every method of /api/* to API Gateway over HTTPS only, caching nothing', () => {
      expect(api.AllowedMethods).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      );
      expect(api.AllowedMethods).toHaveLength(7);
      expect(api.ViewerProtocolPolicy).toBe('https-only');
      expect(api.CachePolicyId).toBe(cachingDisabled);
      const origin = originOf(api);
      // The host of the API's URL (https://{id}.execute-api…): its third '/'-separated part.
      expect(origin?.DomainName).toEqual({
        'Fn::Select': [
          2,
          {
            'Fn::Split': [
              '/',
              {
                'Fn::ImportValue': expect.stringMatching(
                  /^prod-gerakan-sektor-ketiga-API:.*ApiEndpoint/,
                ),
              },
            ],
          },
        ],
      });
      expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    });

    it("passes the visitor's cookies, query strings and headers, all but Host", () => {
      expect(api.OriginRequestPolicyId).toBe(allViewerExceptHost);
    });

    it("runs the API's edge function only, none of the site's (its 403/404 pass as they are)", () => {
      for (const apiBehavior of [api, byPattern('/api/campaign/totals')]) {
        const ids = (apiBehavior.FunctionAssociations ?? []).map(
          (association) => association.FunctionARN['Fn::GetAtt'][0],
        );
        const siteIds = (
          behavior.FunctionAssociations as NonNullable<Behavior['FunctionAssociations']>
        ).map((association) => association.FunctionARN['Fn::GetAtt'][0]);
        expect(ids).toHaveLength(1);
        expect(ids.filter((id) => siteIds.includes(id))).toEqual([]);
      }
    });

    it("names the visitor's address by the edge function, proven by a generated secret", async () => {
      expect(api.FunctionAssociations).toHaveLength(1);
      const [association] = api.FunctionAssociations ?? [];
      expect(association?.EventType).toBe('viewer-request');
      const [, cfFunction] =
        resourcesOf(json, 'AWS::CloudFront::Function').find(
          ([id]) => id === association?.FunctionARN['Fn::GetAtt'][0],
        ) ?? [];
      const code = await readFile(apiRequestFunctionPath, 'utf8');
      expect(cfFunction?.Properties.FunctionCode).toBe(code);
      expect(code).toContain(
        `request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip }`,
      );
      const [proof] = originOf(api)?.OriginCustomHeaders ?? [];
      expect(proof?.HeaderName).toBe(originVerifyHeader);
      // A dynamic reference to the API stack's generated secret, resolved at deploy: no value here.
      expect(render(proof?.HeaderValue)).toMatch(
        /^\{\{resolve:secretsmanager:\{import:prod-gerakan-sektor-ketiga-Secrets:.*originVerify.*\}:SecretString:::\}\}$/,
      );
    });

    it("keeps the campaign totals only as long as the API's Cache-Control says", () => {
      const totals = byPattern('/api/campaign/totals');
      expect(behaviors.indexOf(totals)).toBeLessThan(behaviors.indexOf(api));
      expect(totals.TargetOriginId).toBe(api.TargetOriginId);
      expect(totals.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(totals.OriginRequestPolicyId).toBe(allViewerExceptHost);
      const [, policy] =
        resourcesOf(json, 'AWS::CloudFront::CachePolicy').find(
          ([id]) => id === (totals.CachePolicyId as { Ref?: string }).Ref,
        ) ?? [];
      expect(policy?.Properties.CachePolicyConfig).toMatchObject({
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
    });

    it('sends the API answers with the security headers too', () => {
      expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    });

    it('leaves everything else to the site', () => {
      expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual([
        '/api/campaign/totals',
        '/api/*',
      ]);
    });
  });
});
