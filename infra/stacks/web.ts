import { relative } from 'node:path';
import { StaticSite, use } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { API } from './api';

/**
 * CDK context key naming a folder of already built site files. Offline synthesis (tests, `npm run
 * synth`) sets it so the template can be checked without building the web app; deploys never do.
 */
export const prebuiltSiteContext = 'gsk:prebuiltSite';

/** The web app on S3 behind CloudFront, built with the API's URL baked in. */
export function Web({ stack, app }: StackContext) {
  const { api } = use(API);
  const prebuilt: unknown = app.node.tryGetContext(prebuiltSiteContext);

  const site = new StaticSite(stack, 'site', {
    path: 'web',
    ...(typeof prebuilt === 'string'
      ? { buildOutput: relative('web', prebuilt) }
      : { buildCommand: 'npm run build', buildOutput: 'dist' }),
    // Unresolved until deploy: the build sees "{{ VITE_API_URL }}", replaced in the uploaded files.
    environment: { VITE_API_URL: api.url },
    // SST would write this into web/src; web types its env itself (web/src/config).
    vite: { types: '../.sst/types/web-env.d.ts' },
  });

  stack.addOutputs({ SiteUrl: site.url });
  return { site };
}
