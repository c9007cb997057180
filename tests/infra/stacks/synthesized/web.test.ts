import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  customSecurityHeaders,
  securityHeaders,
} from '../../../../infra/security-headers';
import { siteRequestFunctionPath } from '../../../../infra/site-delivery';
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

  it('answers the not-found page with status 404 for paths that are no file (it boots the app)', () => {
    expect(config.CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html' },
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html' },
    ]);
  });

  it('runs the site-request function of infra/edge on every viewer request, and only it', async () => {
    expect(behavior.FunctionAssociations).toHaveLength(1);
    const [association] = behavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    expect(association?.EventType).toBe('viewer-request');
    // SST's StaticSite also defines a function of its own (`<path>.html`), left unassociated.
    const functionId = association?.FunctionARN['Fn::GetAtt'][0];
    const [, cfFunction] =
      resourcesOf(json, 'AWS::CloudFront::Function').find(([id]) => id === functionId) ?? [];
    if (!cfFunction) throw new Error('The viewer-request function is not in the template');
    expect(cfFunction.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(cfFunction.Properties.FunctionCode).toBe(
      await readFile(siteRequestFunctionPath, 'utf8'),
    );
  });

  it('sends every response with the security headers policy', () => {
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('sends the CSP of security-headers.ts, connecting only to the site itself and the CV bucket', () => {
    const csp = render(headers.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    const uploads = `https://${importOf(/-Storage:.*applicationsBucket.*RegionalDomainName/)}`;
    expect(csp).toBe(contentSecurityPolicy({ uploads }));
    expect(csp).not.toMatch(/execute-api|ApiEndpoint/);
    expect(headers.SecurityHeadersConfig.ContentSecurityPolicy?.Override).toBe(true);
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

  it("writes the API's URL into the built files as VITE_API_URL", () => {
    const [, uploader] = onlyResource(json, 'Custom::S3Uploader');
    expect(uploader.Properties.replaceValues).toEqual(
      expect.arrayContaining(
        ['**/*.js', '**/*.html'].map((files) => ({
          files,
          search: '{{ VITE_API_URL }}',
          replace: { 'Fn::ImportValue': expect.stringMatching(/-API:.*ApiEndpoint/) },
        })),
      ),
    );
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
});
