import { broadcastApiPaths } from './broadcast-paths';
import { coordinatorApiPaths } from './coordinator-paths';
import { crowdfundingApiPaths } from './crowdfunding-paths';
import { siteApiPaths } from './paths';
import { privacyApiPaths } from './privacy-paths';
import { shopApiPaths } from './shop-paths';
import { staffApiPaths } from './staff-paths';

/**
 * The paths only the server and the gateway use: the health check, a payment's own record, and
 * the gateway's return and callback.
 */
export const serverApiPaths = {
  health: '/api/health',
  payment: '/api/payments/{id}',
  eghlReturn: '/api/eghl/return',
  eghlCallback: '/api/eghl/callback',
} as const;

/**
 * Every path of the API (./paths.ts): what the route table serves and the handlers build addresses
 * from. A module of its own, which no page imports, so the site's pages ship only the paths they
 * call.
 */
export const apiPaths = {
  ...serverApiPaths,
  ...siteApiPaths,
  ...staffApiPaths,
  ...coordinatorApiPaths,
  ...crowdfundingApiPaths,
  ...shopApiPaths,
  ...privacyApiPaths,
  ...broadcastApiPaths,
} as const;
