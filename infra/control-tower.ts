import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CfnResource, Validations, type App } from 'aws-cdk-lib';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { IConstruct } from 'constructs';

/**
 * Control Tower proactive controls that do not fit this product, by the rule file name the plugin takes. Every other
 * control runs on every synth; a resource that is an exception to a control that fits acknowledges it next to its
 * construct instead (`acknowledgeControl`). docs/decisions.md has the list of what failed and what was fixed.
 */
export const DISABLED_CONTROLS = [
  // CT.CLOUDFRONT.PR.4, origin failover: a failover origin needs a second copy of the web and media buckets in
  // another region (replication, twice the storage); one region's S3 is the product's availability target.
  'ct-cloudfront-pr-4',
  // CT.LAMBDA.PR.3, functions in a VPC: they reach only AWS's public APIs (DynamoDB, S3, Secrets Manager, CloudFront),
  // nothing private; a VPC would add NAT gateways or interface endpoints (about $7-32 a month each, per zone) and
  // nothing to protect.
  'ct-lambda-pr-3',
  // CT.S3.PR.4, event notifications on every bucket: only the photo buckets have a consumer (set through CDK's
  // notifications custom resource, which the rule cannot see); the web and log buckets have nothing to notify.
  'ct-s3-pr-4',
  // CT.S3.PR.9, Object Lock: people's photos and accounts must be deletable for good (account deletion, a removed
  // post), which Object Lock forbids; versioning with expiry keeps deleted photos recoverable for 30 days instead.
  'ct-s3-pr-9',
  // CT.S3.PR.10, SSE-KMS: S3 server access logs and CloudFront standard logs can only be written into an SSE-S3 bucket,
  // and for the others a key would have to be granted to CloudFront, the presigned uploads and the photo processor, with
  // KMS requests on every object read; SSE-S3 already encrypts every object at rest.
  'ct-s3-pr-10',
] as const;

/** The plugin's name, the namespace of its rules in `Validations.acknowledge`. */
const PLUGIN_NAME = 'cdk-validator-cfnguard';

const controlTowerRulesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules',
  'control-tower',
  'cfn-guard',
);

/** Every bundled control's rule file, with the resource types it names. */
function controlTowerRuleFiles(): { file: string; name: string; resourceTypes: string[] }[] {
  return readdirSync(controlTowerRulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.guard'))
    .map((file) => {
      const fullPath = path.join(controlTowerRulesDir, file);
      const resourceTypes = [...new Set(readFileSync(fullPath, 'utf8').match(/AWS::\w+::\w+/g) ?? [])];
      return { file: fullPath, name: path.parse(file).name, resourceTypes };
    });
}

/**
 * Runs AWS Control Tower's proactive controls (cfn-guard rules of `@cdklabs/cdk-validator-cfnguard`) on every stack of
 * `app` at synth: a failing control that is neither fixed, disabled above nor acknowledged fails the synth. Call it
 * once the stacks are built: only the controls that name a resource type the app has are given to cfn-guard, whose
 * time grows with rules times template size (all 237 took about four times as long; the others could not fail anyway).
 */
export function checkWithControlTower(app: App): CfnGuardValidator {
  const resourceTypes = new Set(app.node.findAll().filter(CfnResource.isCfnResource).map((resource) => resource.cfnResourceType));
  const rules = controlTowerRuleFiles().filter((rule) => rule.resourceTypes.some((type) => resourceTypes.has(type)));
  const validator = new CfnGuardValidator({
    controlTowerRulesEnabled: false,
    rules: rules.map((rule) => rule.file),
    disabledRules: [...DISABLED_CONTROLS],
  });
  Validations.of(app).addPlugins(validator);
  return validator;
}

/** The names of the bundled controls' rule files (`ct-s3-pr-1` …), to check `DISABLED_CONTROLS` against. */
export const controlTowerRuleNames = (): string[] => controlTowerRuleFiles().map((rule) => rule.name);

/**
 * Accepts one control's finding on `scope` and everything under it, saying why. `rule` is the cfn-guard rule name the
 * report shows (e.g. `s3_bucket_logging_enabled_check`).
 */
export function acknowledgeControl(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `${PLUGIN_NAME}::${rule}`, reason });
}
