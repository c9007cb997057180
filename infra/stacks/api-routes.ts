import { NestedStack } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpRouteIntegrationBindOptions } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { Api } from 'sst/constructs';
import type { RouteKey } from '../routes';
import type { HandlerStackName } from './handler-stacks';

/**
 * The nested stack of the API stack that holds the integrations and invoke permissions of the
 * routes whose functions live in a handler stack: `SiteHandlers` → `SiteRoutes`.
 */
export type RouteGroupName =
  `${HandlerStackName extends `${infer Domain}Handlers` ? Domain : never}Routes`;

/** The route group of a handler stack's routes (`SiteHandlers` → `SiteRoutes`). */
export const routeGroupOf = (handlerStack: HandlerStackName): RouteGroupName =>
  handlerStack.replace(/Handlers$/, 'Routes') as RouteGroupName;

/**
 * A Lambda integration created, with its invoke permission, in `home` (a nested stack) instead of
 * its route's scope: the route stays where it is and costs its stack one resource, not three.
 * Everything else is `HttpLambdaIntegration`'s, with the payload format SST's Api gives its
 * routes (2.0): the same integration, permission and source ARN (this API, this path).
 */
class NestedLambdaIntegration extends HttpLambdaIntegration {
  constructor(
    id: string,
    handler: IFunction,
    private readonly home: Construct,
  ) {
    super(id, handler, { payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 });
  }

  override _bindToRoute(options: HttpRouteIntegrationBindOptions): {
    readonly integrationId: string;
  } {
    return super._bindToRoute({ ...options, scope: this.home });
  }
}

/**
 * Adds a route to `api` whose integration and permission live in the nested stack `group` of the
 * API stack. The route itself is built exactly as SST's Api builds it (same construct id in the
 * Api, hence the same logical id, no authorizer): a route deployed before keeps its resource and
 * only its target changes, in place. Moving the route would replace it, and API Gateway refuses a
 * second route of the same key while CloudFormation creates the new one before deleting the old
 * (docs/infrastructure.md, "Why the API's routes are split this way").
 */
export function addGroupedRoute(
  api: Api,
  group: NestedStack,
  routeKey: RouteKey,
  fn: IFunction,
): HttpRoute {
  const [method = '', path = ''] = routeKey.split(' ');
  const postfix = `${method}_${path}`;
  return new HttpRoute(api, `Route_${postfix}`, {
    httpApi: api.cdk.httpApi,
    routeKey: HttpRouteKey.with(path, HttpMethod[method as keyof typeof HttpMethod]),
    integration: new NestedLambdaIntegration(`Integration_${postfix}`, fn, group),
    authorizer: new HttpNoneAuthorizer(),
  });
}

/**
 * The nested stack of a route group in the API stack, created on first use. Its resource in the
 * API stack is named after the group (`SiteRoutes`), so the template and `npm run synth`'s file of
 * it read alike.
 */
export function routeGroup(
  scope: Construct,
  groups: Map<RouteGroupName, NestedStack>,
  name: RouteGroupName,
): NestedStack {
  let group = groups.get(name);
  if (!group) {
    group = new NestedStack(scope, name);
    (group.nestedStackResource as CfnResource).overrideLogicalId(name);
    groups.set(name, group);
  }
  return group;
}
