import type { NestedStack } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Api, use } from 'sst/constructs';
import type { Function as SstFunction, FunctionProps, StackContext } from 'sst/constructs';
import { apiCors } from '../resources';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { addGroupedRoute, routeGroup, routeGroupOf } from './api-routes';
import type { RouteGroupName } from './api-routes';
import { accessLogRetention } from './function-logs';
import { handlerStacksInUse, stackOfRoute } from './handler-stacks';
import { defaultThrottle, familyOf } from './route-families';
import { routeFunction } from './route-functions';
import { stageSettings } from './settings';

/**
 * The HTTP API: a route for each entry of the route table, each to a Lambda of its own named by its
 * handler's path (infra never imports handler code). What a handler may touch (IAM, environment,
 * secrets) and how many requests reach it follow from its route family (route-families.ts); the
 * functions are built by route-functions.ts, here for the routes that need what this stack creates
 * (the gateway's, whose routes SST's Api builds whole) and in the handler stacks for the others
 * (handler-stacks.ts `stackOfRoute`). Those others' integrations and invoke permissions live in a
 * nested stack per handler stack (api-routes.ts), so that each route costs this stack one resource
 * and it stays far below CloudFormation's 500. CORS comes from `apiCors` (infra/resources.ts), which
 * the local adapter answers with too; every request is logged.
 */
export function API(context: StackContext) {
  const { stack, app } = context;
  const settings = stageSettings(app.stage);
  const cors = apiCors(settings.siteOrigins);
  const routeKeys = Object.keys(routes) as RouteKey[];
  // Every route's log group, wherever its function lives (the alarms read some of them).
  const logGroups = {} as Record<RouteKey, LogGroup>;
  const handlers = handlerStacksInUse().map((handlerStack) => use(handlerStack));
  const ownFunction = (routeKey: RouteKey): FunctionProps => {
    const { props, logGroup } = routeFunction(context, routeKey);
    logGroups[routeKey] = logGroup;
    return props;
  };
  const handlerFunction = (routeKey: RouteKey): SstFunction => {
    const built = handlers.find((handler) => routeKey in handler.functions);
    const fn = built?.functions[routeKey];
    const logGroup = built?.logGroups[routeKey];
    if (!fn || !logGroup) throw new Error(`No handler stack built the function of "${routeKey}".`);
    logGroups[routeKey] = logGroup;
    return fn;
  };
  const ownKeys = routeKeys.filter((key) => stackOfRoute(key) === 'API');

  const api = new Api(stack, 'api', {
    routes: Object.fromEntries(ownKeys.map((key) => [key, { function: ownFunction(key) }])),
    cors: {
      allowOrigins: cors.AllowOrigins,
      allowMethods: cors.AllowMethods,
      allowHeaders: cors.AllowHeaders,
      allowCredentials: cors.AllowCredentials,
      maxAge: `${cors.MaxAge} seconds`,
    },
    accessLog: { retention: accessLogRetention },
    // No `defaults.function`: SST refuses it when a route's function is given as a Function (the
    // handler stacks'); route-functions.ts sets the timeout on every function instead.
    defaults: { throttle: defaultThrottle },
  });

  // The handler stacks' routes, in this stack, each integrated in its handler stack's group.
  const groups = new Map<RouteGroupName, NestedStack>();
  for (const key of routeKeys) {
    const where = stackOfRoute(key);
    if (where === 'API') continue;
    const fn = handlerFunction(key);
    // As SST's Api marks its routes' functions under `sst dev`: the stub answers a request with
    // a clear error while no `sst dev` session is connected.
    if (app.local) fn.addEnvironment('SST_DEBUG_IS_API_ROUTE', '1', { removeInEdge: true });
    addGroupedRoute(api, routeGroup(stack, groups, routeGroupOf(where)), key, fn);
  }

  // The gateway's return and callback addresses point at this API, known only once it exists: its
  // own URL, not the site's /api (a server-to-server callback needs no cookie, and no distribution
  // stands between the gateway and the ledger; docs/infrastructure.md).
  for (const key of ownKeys) {
    if (familyOf(key).gateway) api.getFunction(key)?.addEnvironment('API_URL', api.url);
  }

  // Per-route budgets; the stage must be updated after the routes it names exist (every route is
  // in this stack; a grouped one waits for its nested stack, whose integration it targets).
  const stage = api.cdk.httpApi.defaultStage?.node.defaultChild as CfnStage;
  stage.routeSettings = Object.fromEntries(
    routeKeys.map((key) => {
      const { rate, burst } = familyOf(key).throttle;
      return [key, { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst }];
    }),
  );
  for (const child of api.node.children) {
    if (child instanceof HttpRoute) stage.node.addDependency(child);
  }

  stack.addOutputs({ ApiUrl: api.url });
  return { api, logGroups };
}
