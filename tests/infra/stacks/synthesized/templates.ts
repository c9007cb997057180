import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { devStage } from '../stage-settings';

/** The stacks of `sst.config.ts`, by the name of their stack function. */
export const stackNames = [
  'Secrets',
  'Storage',
  'Notifier',
  'SiteHandlers',
  'StaffHandlers',
  'VolunteerHandlers',
  'CrowdfundingHandlers',
  'ShopHandlers',
  'API',
  'Reconciler',
  'Web',
  'Alarms',
] as const;
export type StackName = (typeof stackNames)[number];

/** The stacks that hold routes' functions: the API stack and the handler stacks. */
export const routeStacks = [
  'API',
  'SiteHandlers',
  'StaffHandlers',
  'VolunteerHandlers',
  'CrowdfundingHandlers',
  'ShopHandlers',
] as const satisfies readonly StackName[];

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface CfnTemplate {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }>;
}

/** What was synthesized: prod as `sst deploy` deploys it, or the personal stage as `sst dev` does. */
export type Synthesis = 'prod' | 'dev';

/** The CloudFormation stack name SST gives a stack of a stage. */
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
 * The function (`stack` and logical id) a function ARN in the API stack names: a function of the
 * API stack (`Fn::GetAtt`), or one whose ARN it imports from the stack that exports it.
 */
export function functionNamedBy(
  templates: Record<StackName, CfnTemplate>,
  arn: unknown,
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
    : (['API', arn] as const);
  const id = (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
  return stack && id ? { stack, id } : undefined;
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
 * through its integration to the function its URI names (`functionNamedBy`). Throws when the chain
 * breaks.
 */
export function functionOfRoute(
  templates: Record<StackName, CfnTemplate>,
  routeKey: string,
): RouteFunction {
  const api = templates.API;
  const [, route] =
    resourcesOf(api, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties.RouteKey === routeKey,
    ) ?? [];
  const integrationId = /"Ref":"([^"]+)"/.exec(JSON.stringify(route?.Properties.Target))?.[1];
  const uri = integrationId ? api.Resources[integrationId]?.Properties.IntegrationUri : undefined;
  const named = functionNamedBy(templates, uri);
  const fn = named && templates[named.stack].Resources[named.id];
  if (!named || fn?.Type !== 'AWS::Lambda::Function') {
    throw new Error(`No function found behind ${routeKey}`);
  }
  return { ...named, template: templates[named.stack], fn };
}
