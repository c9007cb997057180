import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Function as SstFunction } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { apiPaths } from '@gsk/core/api';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { familyOf, longestPrefixOf } from './route-families';
import { routeFunction, routeId } from './route-functions';

/** The stacks that hold the functions of routes which need nothing the API stack creates. */
export type HandlerStackName =
  | 'SiteHandlers'
  | 'StaffHandlers'
  | 'VolunteerHandlers'
  | 'CrowdfundingHandlers'
  | 'ShopHandlers'
  | 'PrivacyHandlers';

/**
 * Which handler stack holds a route's function, by the route's path: the longest of these paths
 * that is the path or a path-segment prefix of it (`/api/staff/activities/{id}` →
 * `VolunteerHandlers`, `/api/staff/events` → `StaffHandlers`, anything else under `/api` →
 * `SiteHandlers`). A stack may hold about 100 functions (four resources each) before it nears
 * CloudFormation's 500 resources (docs/infrastructure.md, "Stacks"): a growing domain gets a line
 * (and a stack) of its own here.
 */
export const handlerStackPaths = {
  // The public's and members' routes.
  '/api': 'SiteHandlers',
  // The staff console.
  '/api/staff': 'StaffHandlers',
  // The volunteers' programme (docs/volunteers.md): the member's details, the public's activities,
  // the coordinators' section, and the staff's pages of it.
  [apiPaths.volunteer]: 'VolunteerHandlers',
  '/api/volunteers': 'VolunteerHandlers',
  [apiPaths.activities]: 'VolunteerHandlers',
  [apiPaths.coordinatorSelf]: 'VolunteerHandlers',
  [apiPaths.staffCoordinators]: 'VolunteerHandlers',
  [apiPaths.staffActivities]: 'VolunteerHandlers',
  [apiPaths.staffVolunteers]: 'VolunteerHandlers',
  [apiPaths.staffMap]: 'VolunteerHandlers',
  // Crowdfunding (docs/crowdfunding.md): campaigns, supporters' pages, the public ledger, an
  // event's fundraising, the member's own pages, donations and statements, and the staff's pages.
  [apiPaths.campaigns]: 'CrowdfundingHandlers',
  '/api/fundraisers': 'CrowdfundingHandlers',
  '/api/ledger': 'CrowdfundingHandlers',
  [apiPaths.eventFundraising]: 'CrowdfundingHandlers',
  [apiPaths.ownFundraisers]: 'CrowdfundingHandlers',
  [apiPaths.ownDonations]: 'CrowdfundingHandlers',
  '/api/account/statements': 'CrowdfundingHandlers',
  [apiPaths.staffCampaigns]: 'CrowdfundingHandlers',
  [apiPaths.staffFundraisers]: 'CrowdfundingHandlers',
  [apiPaths.staffDisbursements]: 'CrowdfundingHandlers',
  // The shop (docs/shop.md): the public's and members' routes and the staff's pages of it.
  '/api/shop': 'ShopHandlers',
  [apiPaths.ownOrders]: 'ShopHandlers',
  '/api/staff/shop': 'ShopHandlers',
  // Personal data (issue 32, docs/privacy.md): a member's consents, data and closure, anyone's
  // requests about their data, and the staff's queue of them.
  [apiPaths.ownConsents]: 'PrivacyHandlers',
  [apiPaths.ownData]: 'PrivacyHandlers',
  [apiPaths.closeAccount]: 'PrivacyHandlers',
  '/api/privacy': 'PrivacyHandlers',
  '/api/staff/privacy': 'PrivacyHandlers',
  // Broadcasts (issue 32, part F): staff's and coordinators' broadcasts, the one-click
  // unsubscribe (the queues' handlers are the Broadcasts stack's).
  [apiPaths.staffBroadcasts]: 'PrivacyHandlers',
  [apiPaths.coordinatorBroadcasts]: 'PrivacyHandlers',
  [apiPaths.unsubscribe]: 'PrivacyHandlers',
} as const satisfies Record<string, HandlerStackName>;

/**
 * The stack that holds a route's function. The API stack keeps the gateway's handlers only
 * (`API_URL` is the API's own URL, known once it exists); every other goes to the handler stack
 * its path names (`handlerStackOfPath`), those that count visitors too (the `originVerify` secret
 * they check is the Secrets stack's).
 */
export function stackOfRoute(routeKey: RouteKey): 'API' | HandlerStackName {
  if (familyOf(routeKey).gateway) return 'API';
  return handlerStackOfPath(routeKey.slice(routeKey.indexOf(' ') + 1));
}

/**
 * The handler stack of a path (`handlerStackPaths`): the rule for every route but the gateway's,
 * which holds for a path before its route exists.
 */
export function handlerStackOfPath(path: string): HandlerStackName {
  const prefix = longestPrefixOf(path, Object.keys(handlerStackPaths) as HandlerPath[]);
  if (!prefix) throw new Error(`Path "${path}" is not under /api: no stack holds it.`);
  return handlerStackPaths[prefix];
}

type HandlerPath = keyof typeof handlerStackPaths;

/** The functions a handler stack built, by route, for the API stack's routes, and their log groups. */
export interface RouteHandlers {
  functions: Partial<Record<RouteKey, SstFunction>>;
  logGroups: Partial<Record<RouteKey, LogGroup>>;
}

/** Builds, in `context`'s stack, the function of every route `stackOfRoute` places in it. */
function handlersOf(context: StackContext, name: HandlerStackName): RouteHandlers {
  const handlers: RouteHandlers = { functions: {}, logGroups: {} };
  for (const key of (Object.keys(routes) as RouteKey[]).filter(
    (route) => stackOfRoute(route) === name,
  )) {
    const { props, logGroup } = routeFunction(context, key);
    // As SST's Api marks the functions it builds from props: no SSM parameter of its own for
    // `sst bind` (a resource per function, and nothing binds a route's function).
    handlers.functions[key] = new SstFunction(context.stack, routeId(key), {
      ...props,
      _doNotAllowOthersToBind: true,
    });
    handlers.logGroups[key] = logGroup;
  }
  return handlers;
}

/** The public's and members' routes that need nothing of the API stack. */
export function SiteHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'SiteHandlers');
}

/** The staff console's routes (but the sign-in, which counts visitors, and the gateway's check). */
export function StaffHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'StaffHandlers');
}

/** The volunteers' programme's routes: members', the public's, coordinators' and staff's. */
export function VolunteerHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'VolunteerHandlers');
}

/** Crowdfunding's routes: the public's, members' and staff's. */
export function CrowdfundingHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'CrowdfundingHandlers');
}

/** The shop's routes: the public's, members' and staff's. */
export function ShopHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'ShopHandlers');
}

/** Personal data's routes: members' consents, data and closure, anyone's requests, staff's queue. */
export function PrivacyHandlers(context: StackContext): RouteHandlers {
  return handlersOf(context, 'PrivacyHandlers');
}

/** Every handler stack, by name: sst.config.ts creates them after Storage and before the API. */
export const handlerStacks = {
  SiteHandlers,
  StaffHandlers,
  VolunteerHandlers,
  CrowdfundingHandlers,
  ShopHandlers,
  PrivacyHandlers,
} as const satisfies Record<HandlerStackName, (context: StackContext) => RouteHandlers>;

/**
 * The handler stacks that hold at least one route's function, in `handlerStacks`' order: the ones
 * sst.config.ts creates. CloudFormation refuses a stack without resources, so a stack named here
 * before its first route (as `PrivacyHandlers` was) is created only once a route lands in it.
 */
export function handlerStackNamesInUse(): HandlerStackName[] {
  const inUse = new Set((Object.keys(routes) as RouteKey[]).map(stackOfRoute));
  return (Object.keys(handlerStacks) as HandlerStackName[]).filter((name) => inUse.has(name));
}

/** The stack functions of `handlerStackNamesInUse`, for sst.config.ts and the API stack. */
export const handlerStacksInUse = (): ((context: StackContext) => RouteHandlers)[] =>
  handlerStackNamesInUse().map((name) => handlerStacks[name]);
