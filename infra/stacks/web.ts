import { relative, resolve } from 'node:path';
import { Duration, Fn, Lazy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { apiPaths, originVerifyHeader } from '@gsk/core/api';
import { StaticSite, use } from 'sst/constructs';
import type { StackContext, StaticSiteProps } from 'sst/constructs';
import {
  contentSecurityPolicy,
  customSecurityHeaders,
  frameOptions,
  referrerPolicy,
  strictTransportSecurity,
} from '../security-headers';
import {
  apiPathPattern,
  apiRequestFunctionPath,
  hashedAssetCacheControl,
  revalidatedCacheControl,
  siteFunctionCode,
  siteInlineSources,
  sitePages,
  siteRequestFunctionPath,
  siteResponseFunctionPath,
} from '../site-delivery';
import { API } from './api';
import { Secrets } from './secrets';
import { stageSettings } from './settings';
import type { StageSettings } from './settings';
import { Storage } from './storage';

/**
 * CDK context key naming a folder of already built site files. Offline synthesis (tests, `npm run
 * synth`) sets it so the template can be checked without building the web app; deploys never do.
 */
export const prebuiltSiteContext = 'gsk:prebuiltSite';

export { hashedAssetCacheControl, revalidatedCacheControl };

/** The CloudFront enumeration member for a header value of security-headers.ts. */
const cloudFrontValue = <T extends string>(members: Record<string, T>, value: string): T => {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (!member) throw new Error(`CloudFront's response headers policy cannot send "${value}".`);
  return member;
};

const customDomainOf = (
  stack: StackContext['stack'],
  domain: NonNullable<StageSettings['siteDomain']>,
): StaticSiteProps['customDomain'] =>
  domain.certificateArn
    ? {
        domainName: domain.name,
        isExternalDomain: true,
        cdk: {
          certificate: Certificate.fromCertificateArn(
            stack,
            'siteCertificate',
            domain.certificateArn,
          ),
        },
      }
    : domain.name;

/**
 * The web app on S3 behind CloudFront, built with the API's URL baked in: every response carries the
 * security headers of security-headers.ts, hashed assets are cached for a year and everything else
 * is revalidated, paths are served from their prerendered `index.html`, and paths that are no page
 * get their language's not-found page with status 404 (it boots the app, whose router answers).
 */
export function Web({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { api } = use(API);
  const { originVerify } = use(Secrets);
  const { bucket } = use(Storage);
  const prebuilt: unknown = app.node.tryGetContext(prebuiltSiteContext);

  const siteOutput = resolve(typeof prebuilt === 'string' ? prebuilt : 'web/dist');
  const hsts = strictTransportSecurity;
  const headers = new ResponseHeadersPolicy(stack, 'securityHeaders', {
    responseHeadersPolicyName: app.logicalPrefixedName('security-headers'),
    comment: 'Security headers of the site (infra/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        // It names the hashes of the pages' inline script and style, so it is read from the built
        // site, lazily: SST builds it in a deferred task (app.finish()), before the template is written.
        contentSecurityPolicy: Lazy.string({
          produce: () =>
            contentSecurityPolicy(
              { uploads: `https://${bucket.cdk.bucket.bucketRegionalDomainName}` },
              siteInlineSources(siteOutput),
            ),
        }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        preload: hsts.preload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: cloudFrontValue(HeadersFrameOption, frameOptions),
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: cloudFrontValue(HeadersReferrerPolicy, referrerPolicy),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(customSecurityHeaders).map(([header, value]) => ({
        header,
        value,
        override: true,
      })),
    },
  });

  // Prerendered pages are `<path>/index.html`; SST's own function would look for `<path>.html`.
  // A path that is no page gets its language's not-found page with status 404 from the two
  // functions below, not from the distribution's custom error responses, which would also replace
  // the API's own 403/404 answers (JSON error codes) under `/api/*`. Both know the build's pages:
  // SST builds the site in a deferred task (app.finish()), so their code is read, lazily, when the
  // template is written after it.
  const siteFunction = (id: string, name: string, handlerPath: string, comment: string) =>
    new CloudFrontFunction(stack, id, {
      functionName: app.logicalPrefixedName(name),
      comment,
      code: FunctionCode.fromInline(
        Lazy.string({ produce: () => siteFunctionCode(handlerPath, sitePages(siteOutput)) }),
      ),
      runtime: FunctionRuntime.JS_2_0,
    });
  const siteRequest = siteFunction(
    'siteRequest',
    'site-request',
    siteRequestFunctionPath,
    'Paths to prerendered pages or the not-found page (infra/edge/site-request.js)',
  );
  const siteResponse = siteFunction(
    'siteResponse',
    'site-response',
    siteResponseFunctionPath,
    'Status 404 for the not-found page (infra/edge/site-response.js)',
  );

  // The API under the site's own origin, so the members' session cookie is first-party and the
  // site makes no cross-origin call: `/api/*` goes to API Gateway over HTTPS, every method, with
  // the visitor's cookies, query and headers (all but Host, which must name API Gateway), and
  // nothing cached: answers are personal or state-changing. The edge function names the visitor's
  // address and the origin header proves to the API that CloudFront did (lib/client-address.ts).
  const apiRequest = new CloudFrontFunction(stack, 'apiRequest', {
    functionName: app.logicalPrefixedName('api-request'),
    comment: "The visitor's address for the API (infra/edge/api-request.js)",
    code: FunctionCode.fromFile({ filePath: apiRequestFunctionPath }),
    runtime: FunctionRuntime.JS_2_0,
  });
  const apiBehavior: BehaviorOptions = {
    origin: new HttpOrigin(Fn.select(2, Fn.split('/', api.url)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [originVerifyHeader]: originVerify.secretValue.unsafeUnwrap() },
    }),
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: headers,
    functionAssociations: [{ function: apiRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
  };
  // The campaign totals are public figures whose answer says how long it may be kept
  // (`Cache-Control: public, max-age=…`): CloudFront honours it, keyed by path alone, 0 by default.
  const originCacheControl = new CachePolicy(stack, 'originCacheControl', {
    cachePolicyName: app.logicalPrefixedName('origin-cache-control'),
    comment: "The origin's Cache-Control decides; nothing else is kept",
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

  // Where visitors reach the site: its own domain, else the first allowed site origin.
  const publicUrl = settings.siteDomain
    ? `https://${settings.siteDomain.name}`
    : settings.siteOrigins[0];

  const site = new StaticSite(stack, 'site', {
    path: 'web',
    ...(typeof prebuilt === 'string'
      ? { buildOutput: relative('web', prebuilt) }
      : { buildCommand: 'npm run build', buildOutput: 'dist' }),
    // The site calls its API on its own origin, so no build names it; `sst bind` gives the dev
    // server the personal stage's API to proxy `/api` to (API_PROXY_URL, never in the bundle). The
    // bank details are plain build-time values, and SITE_URL is the public address the
    // prerendered pages name (canonical URLs, link previews).
    environment: {
      ...(app.mode === 'dev' ? { API_PROXY_URL: api.url } : {}),
      ...settings.webEnvironment,
      ...(publicUrl ? { SITE_URL: publicUrl } : {}),
    },
    assets: {
      // The last matching entry wins: everything is revalidated, except hashed assets.
      fileOptions: [
        { files: '**', cacheControl: revalidatedCacheControl },
        { files: 'assets/**', cacheControl: hashedAssetCacheControl },
      ],
    },
    customDomain: settings.siteDomain && customDomainOf(stack, settings.siteDomain),
    // SST would write this into web/src; web types its env itself (web/src/config).
    vite: { types: '../.sst/types/web-env.d.ts' },
    cdk: {
      bucket: { enforceSSL: true },
      distribution: {
        // None: SST's default (for its errorPage) would apply to `/api/*` too.
        errorResponses: [],
        // The most specific pattern first: CloudFront takes the first that matches.
        additionalBehaviors: {
          [apiPaths.campaignTotals]: {
            ...apiBehavior,
            allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            cachePolicy: originCacheControl,
          },
          [apiPathPattern]: apiBehavior,
        },
        defaultBehavior: {
          responseHeadersPolicy: headers,
          functionAssociations: [
            { function: siteRequest, eventType: FunctionEventType.VIEWER_REQUEST },
            { function: siteResponse, eventType: FunctionEventType.VIEWER_RESPONSE },
          ],
        },
      },
    },
  });

  stack.addOutputs({ SiteUrl: site.customDomainUrl ?? site.url });
  return { site };
}
