import { badRequest } from '../lib/errors';

const originOf = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
};

/**
 * The site origin a value names, when it is exactly one of the allowed site origins; otherwise
 * a 400 `origin_not_allowed`, so the gateway's return leg can never redirect anywhere else.
 */
export function allowedSiteOrigin(value: string | undefined, allowed: readonly string[]): string {
  const origin = value ? originOf(value) : undefined;
  if (!origin || origin !== value?.replace(/\/$/, '') || !allowed.map(originOf).includes(origin)) {
    throw badRequest('origin_not_allowed');
  }
  return origin;
}
