/** The local web app's origin (`npm start`, `sst dev`): DESIGN.md's site URL. */
export const localSiteOrigin = 'http://localhost:5173';

/**
 * The origins the site is served from on a stage: the API's CORS allow-list and the handlers' allow-list
 * of payment return origins. They come from `SITE_ORIGINS` (comma-separated, e.g. in `.env.prod`, which
 * SST loads for that stage) because the site's domain cannot come from the stacks: the CloudFront domain
 * is only known after deploying, and the site's build already depends on the API's URL.
 * Stages other than prod fall back to the local web app; prod has no fallback.
 */
export function siteOrigins(stage: string): string[] {
  const configured = (process.env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured.map(toOrigin);
  if (stage === 'prod') {
    throw new Error(
      'SITE_ORIGINS is not set: list the production site origins (e.g. in .env.prod) so the API allows only them.',
    );
  }
  return [localSiteOrigin];
}

const toOrigin = (value: string): string => {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGINS entry "${value}" is not an origin (scheme://host[:port]).`);
  }
  return url.origin;
};
