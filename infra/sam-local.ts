import { CfnRule, Fn, type Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { ASSET_RESOURCE_METADATA_ENABLED_CONTEXT } from 'aws-cdk-lib/cx-api';
import { ORIGIN_VERIFY_SECRET_ENV } from '../functions/lib/origin-verify';
import { JWT_PREVIOUS_PUBLIC_KEY_ENV, JWT_PUBLIC_KEY_ENV } from './constructs/domain-function';

/**
 * `-c samLocal=true` (infra/deploy-options.ts): the template `sam local start-api` runs, each function in a container
 * talking to DynamoDB Local (and s3rver) on the host. SAM's `--env-vars` file only overrides variables the template
 * declares, so every variable the functions read in local mode is declared here, with the container's default; the
 * values SAM cannot resolve (the key pair resource's public key, the origin secret's dynamic reference) are blanked
 * for the env file (infra/sam/sam-env.ts) to fill.
 */
export const SAM_LOCAL_DEFAULTS = {
  /** DynamoDB Local on the host, as a container sees it. */
  DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
  /** s3rver (or any S3 API) on the host; only photo uploads and deletes use it. */
  S3_ENDPOINT: 'http://host.docker.internal:4569',
} as const;

/** The local signing key (PKCS8 PEM) the auth function signs with instead of the Secrets Manager secret. */
export const JWT_PRIVATE_KEY_ENV = 'JWT_PRIVATE_KEY';

/** Must be called right after the stack's constructor starts: CDK then writes aws:asset:path/property on each function. */
export function recordAssetMetadataForSam(stack: Stack): void {
  stack.node.setContext(ASSET_RESOURCE_METADATA_ENABLED_CONTEXT, true);
}

export interface SamLocalFunctions {
  /** HTTP functions: they check tokens and the origin header; `signsTokens` ones also sign. */
  http: { fn: LambdaFunction; signsTokens: boolean }[];
  /** Stream consumers and the like: the table and media only. */
  other: LambdaFunction[];
}

/** Declares what SAM needs on every function, and refuses the template to CloudFormation. */
export function prepareForSamLocal(stack: Stack, functions: SamLocalFunctions): void {
  for (const fn of [...functions.http.map(({ fn }) => fn), ...functions.other]) {
    for (const [name, value] of Object.entries(SAM_LOCAL_DEFAULTS)) fn.addEnvironment(name, value);
    // Embedded metrics are for CloudWatch; in a terminal they are noise (as under `npm start`).
    fn.addEnvironment('POWERTOOLS_METRICS_DISABLED', 'true');
  }
  for (const { fn, signsTokens } of functions.http) {
    // No CloudFront in front of SAM: the origin check is off (functions/lib/origin-verify.ts skips it when empty).
    fn.addEnvironment(ORIGIN_VERIFY_SECRET_ENV, '');
    fn.addEnvironment(JWT_PUBLIC_KEY_ENV, '');
    fn.addEnvironment(JWT_PREVIOUS_PUBLIC_KEY_ENV, '');
    if (signsTokens) fn.addEnvironment(JWT_PRIVATE_KEY_ENV, '');
  }
  // Pointing at host.docker.internal, the template would break production: CloudFormation refuses it (SAM ignores Rules).
  new CfnRule(stack, 'SamLocalOnly', {
    assertions: [
      {
        assert: Fn.conditionEquals('sam-local', 'deploy'),
        assertDescription: 'This template was synthesized with -c samLocal=true for sam local start-api; synthesize without it to deploy.',
      },
    ],
  });
}
