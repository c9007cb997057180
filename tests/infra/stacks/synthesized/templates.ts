import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { routeGroupOf } from '../../../../infra/stacks/api-routes';
import type { RouteGroupName } from '../../../../infra/stacks/api-routes';
import { handlerStackNamesInUse } from '../../../../infra/stacks/handler-stacks';
import type { HandlerStackName } from '../../../../infra/stacks/handler-stacks';
import { devStage } from '../stage-settings';

/** The API stack's nested stacks (api-routes.ts), named `API.<group>` as `npm run synth` names them. */
export type RouteGroupStack = `API.${RouteGroupName}`;

/** The stacks of `sst.config.ts`, by the name of their stack function, and the API's nested ones. */
export type StackName =
  | 'Secrets'
  | 'Storage'
  | 'Notifier'
  | 'Broadcasts'
  | HandlerStackName
  | 'API'
  | 'Reconciler'
  | 'Web'
  | 'Alarms'
  | RouteGroupStack;

/**
 * The handler stacks sst.config.ts creates: those holding a route's function (a stack without
 * resources cannot be deployed, so one waits for its first route).
 */
export const handlerStackNames: readonly HandlerStackName[] = handlerStackNamesInUse();

/** The API stack's route groups: one for each handler stack in use. */
export const routeGroupStacks: readonly RouteGroupStack[] = handlerStackNames.map(
  (name) => `API.${routeGroupOf(name)}` as const,
);

/** Every template, top-level stacks in sst.config.ts's order, then the API stack's nested ones. */
export const stackNames: readonly StackName[] = [
  'Secrets',
  'Storage',
  'Notifier',
  'Broadcasts',
  ...handlerStackNames,
  'API',
  'Reconciler',
  'Web',
  'Alarms',
  ...routeGroupStacks,
];

/** The stacks that hold routes' functions: the API stack and the handler stacks. */
export const routeStacks: readonly StackName[] = ['API', ...handlerStackNames];

/** The stacks that hold routes: the API stack and its route groups. */
export const apiStacks: readonly StackName[] = ['API', ...routeGroupStacks];

/** The top-level stack a template belongs to (a nested stack's parent). */
export const topStackOf = (stack: StackName): StackName =>
  stack.startsWith('API.') ? 'API' : stack;

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface CfnTemplate {
  Parameters?: Record<string, { Type: string }>;
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }>;
}

/** What was synthesized: prod as `sst deploy` deploys it, or the personal stage as `sst dev` does. */
export type Synthesis = 'prod' | 'dev';

/**
 * The CloudFormation stack name SST gives a stack of a stage (`API.SiteRoutes`: the API stack's and
 * the nested stack's resource there, as `npm run synth` names its file).
 */
export const cfnStackName = (stack: StackName, synthesis: Synthesis = 'prod') =>
  `${synthesis === 'prod' ? 'prod' : devStage}-gerakan-sektor-ketiga-${stack}`;

/** A stack's template as `npm run synth` wrote it, raw and as an assertions `Template`. */
export function loadStack(
  stack: StackName,
  synthesis: Synthesis = 'prod',
): { json: CfnTemplate; template: Template } {
  const file = join(inject('templatesDirs')[synthesis], `${cfnStackName(stack, synthesis)}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as CfnTemplate;
  return { json, template: Template.fromJSON(json as unknown as Record<string, unknown>) };
}

/** Every template, by stack. */
export const loadAll = (synthesis: Synthesis = 'prod') =>
  Object.fromEntries(stackNames.map((name) => [name, loadStack(name, synthesis).json])) as Record<
    StackName,
    CfnTemplate
  >;

/** The resources of a template of one type, with their logical ids. */
export const resourcesOf = (template: CfnTemplate, type: string): [string, Resource][] =>
  Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);

/** The only resource of a type in a template. */
export function onlyResource(template: CfnTemplate, type: string): [string, Resource] {
  const found = resourcesOf(template, type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0] as [string, Resource];
}

/** The name of the export an `Fn::ImportValue` reads, or undefined when the value is no import. */
export const importedName = (value: unknown): string | undefined => {
  const name = (value as { 'Fn::ImportValue'?: unknown } | undefined)?.['Fn::ImportValue'];
  return typeof name === 'string' ? name : undefined;
};

/**
 * A CloudFormation value as a readable string: `Fn::Join` joined, imports as `{import:NAME}`, refs
 * as `{ref:ID}`, attributes as `{ID.Attr}`, pseudo parameters as `{AWS::Partition}`.
 */
export function render(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(render).join(',');
  const object = value as Record<string, unknown>;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if ('Fn::ImportValue' in object) return `{import:${render(object['Fn::ImportValue'])}}`;
  if ('Ref' in object) {
    const ref = String(object.Ref);
    return ref.startsWith('AWS::') ? `{${ref}}` : `{ref:${ref}}`;
  }
  if ('Fn::GetAtt' in object) {
    const [id, attribute] = object['Fn::GetAtt'] as [string, string];
    return `{${id}.${attribute}}`;
  }
  return JSON.stringify(value);
}

/**
 * The value a nested stack's parameter receives from its parent, so that a nested template's
 * `{ Ref: parameter }` reads as the parent's value: every other value is returned as it is.
 */
export function inParent(
  templates: Record<StackName, CfnTemplate>,
  stack: StackName,
  value: unknown,
): unknown {
  if (!stack.startsWith('API.')) return value;
  const logicalId = stack.slice('API.'.length);
  const parameters = (templates.API.Resources[logicalId]?.Properties.Parameters ?? {}) as Record<
    string,
    unknown
  >;
  const substitute = (part: unknown): unknown => {
    if (Array.isArray(part)) return part.map(substitute);
    if (part === null || typeof part !== 'object') return part;
    const ref = (part as { Ref?: unknown }).Ref;
    if (typeof ref === 'string' && ref in parameters) return parameters[ref];
    return Object.fromEntries(
      Object.entries(part as Record<string, unknown>).map(([key, inner]) => [
        key,
        substitute(inner),
      ]),
    );
  };
  return substitute(value);
}

/**
 * The function (`stack` and logical id) a function ARN in `home` (the API stack or one of its
 * route groups) names: a function of the API stack (`Fn::GetAtt`), or one whose ARN it imports
 * from the stack that exports it.
 */
export function functionNamedBy(
  templates: Record<StackName, CfnTemplate>,
  arn: unknown,
  home: StackName = 'API',
): { stack: StackName; id: string } | undefined {
  const imported = importedName(arn);
  const [stack, value] = imported
    ? (stackNames
        .map((name) => {
          const output = Object.values(templates[name].Outputs ?? {}).find(
            (candidate) => candidate.Export?.Name === imported,
          );
          return [name, output?.Value] as const;
        })
        .find(([, exported]) => exported !== undefined) ?? [])
    : ([topStackOf(home), arn] as const);
  const id = (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
  return stack && id ? { stack, id } : undefined;
}

/** A route's integration as synthesized: the stack (API or a route group) and its resource. */
export interface RouteIntegration {
  stack: StackName;
  id: string;
  integration: Resource;
}

/**
 * The route of a route key in the API stack (all routes live there), and its integration: in the
 * API stack (`Ref`), or in a route group whose output the route's target reads (`Fn::GetAtt` of the
 * nested stack's `Outputs.…`). Throws when the chain breaks.
 */
export function integrationOfRoute(
  templates: Record<StackName, CfnTemplate>,
  routeKey: string,
): RouteIntegration & { routeId: string } {
  const [routeId, route] =
    resourcesOf(templates.API, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties.RouteKey === routeKey,
    ) ?? [];
  const target = JSON.stringify(route?.Properties.Target ?? null);
  const local = /"Ref":"([^"]+)"/.exec(target)?.[1];
  const [, group, output] = /"Fn::GetAtt":\["([^"]+)","Outputs\.([^"]+)"\]/.exec(target) ?? [];
  const stack: StackName | undefined = local
    ? 'API'
    : group && stackNames.includes(`API.${group}` as StackName)
      ? (`API.${group}` as StackName)
      : undefined;
  const id =
    local ??
    (stack && output
      ? (templates[stack].Outputs?.[output]?.Value as { Ref?: string } | undefined)?.Ref
      : undefined);
  const integration = stack && id ? templates[stack].Resources[id] : undefined;
  if (!routeId || !stack || !id || integration?.Type !== 'AWS::ApiGatewayV2::Integration') {
    throw new Error(`No integration found behind ${routeKey}`);
  }
  return { routeId, stack, id, integration };
}

/** A route's function as synthesized: the stack and template that hold it, its logical id. */
export interface RouteFunction {
  stack: StackName;
  template: CfnTemplate;
  id: string;
  fn: Resource;
}

/**
 * The Lambda function behind a route key, wherever it lives, followed from the API stack's route
 * through its integration (`integrationOfRoute`) to the function its URI names
 * (`functionNamedBy`). Throws when the chain breaks.
 */
export function functionOfRoute(
  templates: Record<StackName, CfnTemplate>,
  routeKey: string,
): RouteFunction {
  const { stack: home, integration } = integrationOfRoute(templates, routeKey);
  const named = functionNamedBy(templates, integration.Properties.IntegrationUri, home);
  const fn = named && templates[named.stack].Resources[named.id];
  if (!named || fn?.Type !== 'AWS::Lambda::Function') {
    throw new Error(`No function found behind ${routeKey}`);
  }
  return { ...named, template: templates[named.stack], fn };
}
