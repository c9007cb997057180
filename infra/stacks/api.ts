import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Api, use } from 'sst/constructs';
import type { FunctionDefinition, StackContext } from 'sst/constructs';
import { apiCors } from '../resources';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { accessLogRetention } from './function-logs';
import { handlerStacks, stackOfRoute } from './handler-stacks';
import { defaultThrottle, familyOf } from './route-families';
import { routeFunction } from './route-functions';
import { stageSettings } from './settings';

/**
 * The HTTP API: a route for each entry of the route table, each to a Lambda of its own named by its
 * handler's path (infra never imports handler code). What a handler may touch (IAM, environment,
 * secrets) and how many requests reach it follow from its route family (route-families.ts); the
 * functions are built by route-functions.ts, here for the routes that need what this stack creates
 * and in the handler stacks for the others (handler-stacks.ts `stackOfRoute`), so that this stack
 * stays below CloudFormation's 500 resources. CORS comes from `apiCors` (infra/resources.ts), which
 * the local adapter answers with too; every request is logged.
 */
export function API(context: StackContext) {
  const { stack, app } = context;
  const settings = stageSettings(app.stage);
  const cors = apiCors(settings.siteOrigins);
  // Every route's log group, wherever its function lives (the alarms read some of them).
  const logGroups = {} as Record<RouteKey, LogGroup>;
  const handlers = Object.values(handlerStacks).map((handlerStack) => use(handlerStack));
  const functionOf = (routeKey: RouteKey): FunctionDefinition => {
    if (stackOfRoute(routeKey) === 'API') {
      const { props, logGroup } = routeFunction(context, routeKey);
      logGroups[routeKey] = logGroup;
      return props;
    }
    const built = handlers.find((handler) => routeKey in handler.functions);
    const fn = built?.functions[routeKey];
    const logGroup = built?.logGroups[routeKey];
    if (!fn || !logGroup) throw new Error(`No handler stack built the function of "${routeKey}".`);
    logGroups[routeKey] = logGroup;
    return fn;
  };

  const api = new Api(stack, 'api', {
    routes: Object.fromEntries(
      Object.keys(routes).map((key) => [key, { function: functionOf(key as RouteKey) }]),
    ),
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

  // The gateway's return and callback addresses point at this API, known only once it exists: its
  // own URL, not the site's /api (a server-to-server callback needs no cookie, and no distribution
  // stands between the gateway and the ledger; docs/infrastructure.md).
  for (const key of Object.keys(routes) as RouteKey[]) {
    if (familyOf(key).gateway) api.getFunction(key)?.addEnvironment('API_URL', api.url);
  }

  // Per-route budgets; the stage must be updated after the routes it names exist.
  const stage = api.cdk.httpApi.defaultStage?.node.defaultChild as CfnStage;
  stage.routeSettings = Object.fromEntries(
    (Object.keys(routes) as RouteKey[]).map((key) => {
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
