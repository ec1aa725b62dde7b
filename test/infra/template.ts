import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { addSocialFitnessStacks, type SocialFitnessAppOptions } from '../../infra/app-stacks';
import { checkWithControlTower } from '../../infra/control-tower';
import { checkWithCdkNag } from '../../infra/nag';
import { repoRoot } from '../../infra/paths';

export type Resource = { Type: string; Properties: any; DependsOn?: string[]; DeletionPolicy?: string };
export type Statement = { Effect: string; Action: string | string[]; Resource?: any; Principal?: any; Condition?: any };

/** The feature flags and other context of cdk.json, which `cdk synth` hands to infra/app.ts. */
export const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A statement writing log lines (every function's role may write to its own log group: test/infra/cdk-nag.test.ts). */
export const isLogWrite = (statement: Statement) =>
  asArray(statement.Action).every((action) => action === 'logs:CreateLogStream' || action === 'logs:PutLogEvents');

/** What a test synthesizes beyond the stack's options. */
export interface SynthesizeOptions {
  /**
   * Also run AWS Control Tower's controls, as `cdk synth` does (infra/control-tower.ts): they add seconds per synth,
   * so only the test files about them and about regions ask for them (test/infra/control-tower.test.ts).
   */
  controlTower?: boolean;
}

/**
 * The application stack `Test` (with its edge stack `TestEdge`) as `cdk synth` builds it (cdk.json's context, cdk-nag's
 * checks; without bundling the functions), with helpers to read its template. `context` adds what `-c key=value` would.
 */
export function synthesize(props: Partial<SocialFitnessAppOptions> = {}, context: Record<string, unknown> = {}, options: SynthesizeOptions = {}) {
  const variant = JSON.stringify([props, context, options]);
  let synth = synths.get(variant);
  if (!synth) {
    synth = synthesizeAgain(props, context, options);
    synths.set(variant, synth);
  }
  return synth;
}

/**
 * One synth per variant for all the infra test files: a synth takes seconds, and the infra project shares this module
 * between its files (`isolate: false` in vitest.config.ts). Tests only read what a synth returns.
 */
const synths = new Map<string, ReturnType<typeof synthesizeAgain>>();

function synthesizeAgain(props: Partial<SocialFitnessAppOptions>, context: Record<string, unknown>, options: SynthesizeOptions) {
  const webAssetPath = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webAssetPath, 'index.html'), '<!doctype html><title>test</title>');
  const outdir = mkdtempSync(path.join(tmpdir(), 'cdk-out-'));
  const app = new App({
    outdir,
    context: {
      ...cdkJsonContext,
      ...context,
      'aws:cdk:bundling-stacks': [], // skip esbuild: the template does not depend on the bundle
      '@aws-cdk/core:validateAgainstDefaultRules': true, // built-in CloudFormation validation reports errors
    },
  });
  checkWithCdkNag(app);
  const stacks = addSocialFitnessStacks(app, { stackId: 'Test', webAssetPath, ...props });
  if (options.controlTower) checkWithControlTower(app);
  const { app: stack, edge, edgeAlarms } = stacks;
  const template = Template.fromStack(stack);
  // Synthesized with the stack above (one synth of the whole app).
  const edgeTemplate = Template.fromStack(edge);
  const edgeAlarmsTemplate = edgeAlarms && Template.fromStack(edgeAlarms);
  const json = template.toJSON() as { Resources: Record<string, Resource>; Outputs: Record<string, any> };

  const resourcesOf = (type: string) => Object.entries(json.Resources).filter(([, r]) => r.Type === type);
  const resource = (logicalId: string) => {
    const found = json.Resources[logicalId];
    if (!found) throw new Error(`No resource ${logicalId}`);
    return found;
  };
  const logicalIdOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const roleIdOfFunction = (functionId: string) => resource(functionId).Properties.Role['Fn::GetAtt'][0] as string;

  /** Every statement of every inline policy of a role. */
  function statementsOfRole(roleId: string): Statement[] {
    const attached = resourcesOf('AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .map(([, policy]) => policy.Properties.PolicyDocument);
    const embedded = (resource(roleId).Properties.Policies ?? []).map((policy: any) => policy.PolicyDocument);
    return [...attached, ...embedded].flatMap((document) => document.Statement as Statement[]);
  }

  return { stack, edge, edgeAlarms, template, edgeTemplate, edgeAlarmsTemplate, json, outdir, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole };
}
