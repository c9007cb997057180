import { apiPaths } from '@gsk/core/api';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../infra/routes';
import type { RouteKey } from '../../../infra/routes';
import { routeGroupOf } from '../../../infra/stacks/api-routes';
import {
  handlerStackNamesInUse,
  handlerStackOfPath,
  handlerStacks,
  stackOfRoute,
} from '../../../infra/stacks/handler-stacks';

const routeKeys = Object.keys(routes) as RouteKey[];

describe('where a route’s function lives', () => {
  it.each([
    apiPaths.ownConsents,
    apiPaths.ownData,
    apiPaths.ownDataSummary,
    apiPaths.closeAccount,
    apiPaths.privacyRequests,
    apiPaths.privacyRequestVerify,
    apiPaths.staffPrivacyRequests,
    apiPaths.staffPrivacyRequest,
    apiPaths.staffPrivacyRequestAction,
  ])('puts the privacy path %s in PrivacyHandlers', (path) => {
    expect(handlerStackOfPath(path)).toBe('PrivacyHandlers');
  });

  it('leaves the member’s other account paths where they were', () => {
    expect(handlerStackOfPath(apiPaths.me)).toBe('SiteHandlers');
    expect(handlerStackOfPath(apiPaths.profile)).toBe('SiteHandlers');
    expect(handlerStackOfPath(apiPaths.ownOrders)).toBe('ShopHandlers');
    expect(handlerStackOfPath(apiPaths.ownDonations)).toBe('CrowdfundingHandlers');
    // A path-segment prefix, not a string prefix.
    expect(handlerStackOfPath('/api/account/database')).toBe('SiteHandlers');
    expect(handlerStackOfPath('/api/staff/privacyx')).toBe('StaffHandlers');
  });

  it('refuses a path outside /api', () => {
    expect(() => handlerStackOfPath('/admin/privacy')).toThrow(/not under \/api/);
  });

  it.each(routeKeys)('%s: by its path unless the gateway needs the API stack', (key) => {
    const where = stackOfRoute(key);
    if (where !== 'API') expect(where).toBe(handlerStackOfPath(key.split(' ')[1] ?? ''));
  });

  it('creates exactly the handler stacks that hold a route, in their fixed order', () => {
    const holding = new Set(routeKeys.map(stackOfRoute));
    expect(handlerStackNamesInUse()).toEqual(
      Object.keys(handlerStacks).filter((name) => holding.has(name as 'SiteHandlers')),
    );
    expect(handlerStackNamesInUse()).toContain('SiteHandlers');
  });

  it('names each handler stack’s group of routes in the API stack after it', () => {
    expect(routeGroupOf('SiteHandlers')).toBe('SiteRoutes');
    expect(routeGroupOf('PrivacyHandlers')).toBe('PrivacyRoutes');
    const groups = Object.keys(handlerStacks).map((name) => routeGroupOf(name as 'SiteHandlers'));
    expect(new Set(groups).size).toBe(groups.length);
  });
});
