import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * How long every log group of the stack keeps its lines (functions and API access logs): a year, Control Tower's
 * CT.CLOUDWATCH.PR.2. Storage is $0.03 per GB-month against $0.50 per GB ingested, so a year of lines costs about
 * 0.7 times their ingestion once (docs/decisions.md).
 */
export const LOG_RETENTION = RetentionDays.ONE_YEAR;

const LOGS_KEY_ID = 'LogsKey';

/**
 * No one may create a grant on `key` except for an AWS resource or by an AWS service (Control Tower's CT.KMS.PR.3):
 * grants are a way around the key policy that nothing here needs.
 */
export function denyGrantsButForAwsServices(key: Key): void {
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'DenyGrantsButForAwsServices',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['kms:CreateGrant'],
      resources: ['*'],
      conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
    }),
  );
}

/**
 * The stack's one key for its log groups (CT.CLOUDWATCH.PR.3): one key ($1 a month) rather than one per group, which
 * only CloudWatch Logs may use, and only for this account's log groups in this region.
 */
export function logsKeyOf(scope: Construct): Key {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(LOGS_KEY_ID);
  if (existing instanceof Key) return existing;
  const key = new Key(stack, LOGS_KEY_ID, {
    description: 'Encrypts the log groups of the stack',
    enableKeyRotation: true,
    // Deleting the key would make the retained lines unreadable: it goes only with the account's say-so.
    removalPolicy: RemovalPolicy.RETAIN,
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
      actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
      resources: ['*'],
      conditions: {
        ArnLike: {
          'kms:EncryptionContext:aws:logs:arn': stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
        },
      },
    }),
  );
  denyGrantsButForAwsServices(key);
  return key;
}

/** A log group of the stack: kept LOG_RETENTION, encrypted with the stack's logs key. */
export class ProjectLogGroup extends LogGroup {
  constructor(scope: Construct, id: string) {
    super(scope, id, { retention: LOG_RETENTION, encryptionKey: logsKeyOf(scope) });
  }
}
