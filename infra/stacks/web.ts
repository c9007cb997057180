import { relative } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
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
  hashedAssetCacheControl,
  notFoundPage,
  revalidatedCacheControl,
  siteRequestFunctionPath,
} from '../site-delivery';
import { API } from './api';
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
 * is revalidated, paths are served from their prerendered `index.html`, and paths that are no file
 * get the not-found page with status 404 (it boots the app, whose router answers).
 */
export function Web({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { api } = use(API);
  const { bucket } = use(Storage);
  const prebuilt: unknown = app.node.tryGetContext(prebuiltSiteContext);

  const hsts = strictTransportSecurity;
  const headers = new ResponseHeadersPolicy(stack, 'securityHeaders', {
    responseHeadersPolicyName: app.logicalPrefixedName('security-headers'),
    comment: 'Security headers of the site (infra/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          uploads: `https://${bucket.cdk.bucket.bucketRegionalDomainName}`,
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
  const siteRequest = new CloudFrontFunction(stack, 'siteRequest', {
    functionName: app.logicalPrefixedName('site-request'),
    comment: 'Paths to prerendered pages (infra/edge/site-request.js)',
    code: FunctionCode.fromFile({ filePath: siteRequestFunctionPath }),
    runtime: FunctionRuntime.JS_2_0,
  });
  // A path that is no file (S3 says 403 to a reader without list rights) gets the not-found page
  // with a 404 status; that page still boots the app, whose router shows what the path means.
  const notFound = { responsePagePath: `/${notFoundPage}`, responseHttpStatus: 404 };

  // Where visitors reach the site: its own domain, else the first allowed site origin.
  const publicUrl = settings.siteDomain
    ? `https://${settings.siteDomain.name}`
    : settings.siteOrigins[0];

  const site = new StaticSite(stack, 'site', {
    path: 'web',
    ...(typeof prebuilt === 'string'
      ? { buildOutput: relative('web', prebuilt) }
      : { buildCommand: 'npm run build', buildOutput: 'dist' }),
    // The API's URL is unresolved until deploy: the build sees "{{ VITE_API_URL }}", which is
    // replaced in the uploaded files. The bank details are plain build-time values, and SITE_URL
    // is the public address the prerendered pages name (canonical URLs, link previews).
    environment: {
      VITE_API_URL: api.url,
      ...settings.webEnvironment,
      ...(publicUrl ? { SITE_URL: publicUrl } : {}),
    },
    errorPage: notFoundPage,
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
        errorResponses: [403, 404].map((httpStatus) => ({ httpStatus, ...notFound })),
        defaultBehavior: {
          responseHeadersPolicy: headers,
          functionAssociations: [
            { function: siteRequest, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    },
  });

  stack.addOutputs({ SiteUrl: site.customDomainUrl ?? site.url });
  return { site };
}
