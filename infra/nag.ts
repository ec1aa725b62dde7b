import { Stack, Validations, type App } from 'aws-cdk-lib';
import { Policy } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * Runs cdk-nag's AwsSolutions rules on every synth of `app` (`npx cdk synth`, `cdk deploy` and test/infra). cdk-nag 3
 * is a CDK policy validation plugin rather than an aspect: any finding, warning or error, that is not acknowledged
 * next to its construct with a reason (`acknowledge` below) fails the synth.
 */
export function checkWithCdkNag(app: App): AwsSolutionsChecks {
  const checks = new AwsSolutionsChecks(app, { verbose: true });
  Validations.of(app).addPlugins(checks);
  return checks;
}

/** Accepts one AwsSolutions finding on `scope` and everything under it, saying why. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * Accepts the wildcard finding (AwsSolutions-IAM5) for exactly one resource ARN of a grant, e.g. `${tableArn}/index/*`,
 * named the way cdk-nag names it (`<LogicalId.Arn>/index/*`); any other wildcard in the same policy is still reported.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  acknowledge(scope, `IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resourceArn))}]`, reason);
}

/** Accepts the wildcard finding (AwsSolutions-IAM5) for exactly one action pattern, e.g. `s3:GetObject*`. */
export function acknowledgeWildcardAction(scope: IConstruct, action: string, reason: string): void {
  acknowledge(scope, `IAM5[Action::${action}]`, reason);
}

/**
 * Accepts every wildcard finding of the grants a CDK construct itself put on `role` (e.g. BucketDeployment's
 * `s3:GetObject*` on the asset bucket): they cannot be narrowed without patching aws-cdk-lib. Call it once the
 * construct is complete; grants added later are still reported.
 */
export function acknowledgeCdkGrants(role: IConstruct, reason: string): void {
  const policy = role.node.tryFindChild('DefaultPolicy');
  if (!(policy instanceof Policy)) return;
  const { Statement: statements = [] } = Stack.of(role).resolve(policy.document.toJSON()) as { Statement?: PolicyStatementJson[] };
  for (const statement of statements.filter(({ Effect }) => Effect === 'Allow')) {
    for (const action of [statement.Action ?? []].flat().filter((action) => action.includes('*'))) acknowledgeWildcardAction(role, action, reason);
    for (const resource of [statement.Resource ?? []].flat().map(flattenCfnReference).filter((resource) => resource.includes('*'))) {
      acknowledge(role, `IAM5[Resource::${resource}]`, reason);
    }
  }
}

type PolicyStatementJson = { Effect: string; Action?: string | string[]; Resource?: unknown };

/** The index wildcard table grants carry (`table.grant` and the stream consumers' own statements). */
export function acknowledgeTableIndexes(scope: IConstruct, tableArn: string): void {
  acknowledgeWildcardResource(
    scope,
    `${tableArn}/index/*`,
    "The single table's own global secondary indexes (Query on them); every index projects all attributes, so naming each one would grant nothing less.",
  );
}

/** Photos: object keys under `media/` are made per upload, so the prefix is the narrowest resource a grant can name. */
export function acknowledgeMediaObjects(scope: IConstruct, mediaObjectsArn: string): void {
  acknowledgeWildcardResource(
    scope,
    mediaObjectsArn,
    'Objects under media/ of the media bucket only: each upload gets a new key, so the prefix is the narrowest scope; the actions are listed one by one.',
  );
}

/** Photo uploads: each upload gets its own key under uploads/<userId>/, so the prefix is the narrowest a grant can name. */
export function acknowledgeUploadObjects(scope: IConstruct, uploadObjectsArn: string): void {
  acknowledgeWildcardResource(
    scope,
    uploadObjectsArn,
    'Objects under uploads/ of the quarantine bucket only: each upload gets a new key (its presigned POST names exactly one), so the prefix is the narrowest scope; the actions are listed one by one.',
  );
}
