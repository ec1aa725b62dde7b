import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption, RedrivePermission } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Domain } from '../../shared/routes';
import type { TableAction } from '../domain-settings';
import { acknowledge, acknowledgeMediaObjects, acknowledgeTableIndexes, acknowledgeWildcardResource } from '../nag';
import { DomainFunction } from './domain-function';

/** Records per invocation: a post of a 5,000-follower author is 200 BatchWrites, so ten such posts fit the timeout. */
export const STREAM_BATCH_SIZE = 10;
/** How long one invocation (a batch) may run; bench/finish-followers.ts checks a 10,000-follower finish against it. */
export const STREAM_CONSUMER_TIMEOUT = Duration.minutes(2);
/** Retries of a failing batch (halved each time) before its records go to the failure queue and the shard moves on. */
export const STREAM_RETRY_ATTEMPTS = 5;
/** Receives of one failure message (by an operator reading or re-driving it) before it moves to the failure queue's own DLQ. */
export const FAILURE_MAX_RECEIVES = 5;
/** How long a failed record's message is kept: 14 days from when it first entered the failure queue (SQS keeps the enqueue time when it moves to the dead-letter queue). */
export const FAILURE_KEPT_FOR = Duration.days(14);

export interface StreamConsumerProps {
  domain: Domain;
  /** The domain's stream handler file, e.g. `stream-handler.ts`. */
  entryFile: string;
  /** Lambda event filter patterns (OR-ed): only matching records invoke the function. */
  filters: readonly Record<string, unknown>[];
  /** Exactly the DynamoDB actions the handler uses, on the table and its indexes. */
  tableActions: readonly TableAction[];
  table: ITable;
  mediaBucket: IBucket;
  /** Delete objects under `media/` of the media bucket (the account deletion job removes photos); nothing else of S3. */
  mediaDelete?: boolean;
  description?: string;
}

/**
 * A domain's consumer of the table's change stream: its own Lambda (the DomainFunction defaults, the table actions
 * it names and stream read only), fed only the records its filters match, failures reported per record, a failing batch
 * bisected and retried, and what still fails sent to an SQS queue instead of blocking the shard.
 */
export class StreamConsumer extends Construct {
  readonly function: NodejsFunction;
  readonly failureQueue: Queue;
  /** Where a failure message goes after FAILURE_MAX_RECEIVES receives without being deleted (Control Tower's CT.SQS.PR.1). */
  readonly failureDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const { domain, table } = props;
    this.function = new DomainFunction(this, 'Function', {
      domain,
      table,
      mediaBucket: props.mediaBucket,
      entryFile: props.entryFile,
      settings: { tableActions: [], signsTokens: false, mediaDelete: false, uploadPresign: false, memorySize: 512 },
      timeout: STREAM_CONSUMER_TIMEOUT,
      description: props.description ?? `social-fitness ${domain} stream consumer`,
    }).function;
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: [...props.tableActions], resources: [table.tableArn, `${table.tableArn}/index/*`] }),
    );
    acknowledgeTableIndexes(this, table.tableArn);
    if (props.mediaDelete) {
      this.function.addEnvironment('MEDIA_BUCKET', props.mediaBucket.bucketName);
      this.function.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.mediaBucket.arnForObjects('media/*')] }));
      acknowledgeMediaObjects(this, props.mediaBucket.arnForObjects('media/*'));
    }

    // A re-drive script that reads a message and crashes before deleting it would otherwise see it again forever.
    this.failureDeadLetters = new Queue(this, 'FailuresDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILURE_KEPT_FOR,
      // Marks it a dead-letter queue (naming the source queue by ARN would make the two queues refer to each other).
      redriveAllowPolicy: { redrivePermission: RedrivePermission.ALLOW_ALL },
    });
    acknowledge(this.failureDeadLetters, 'SQS3', "This queue is itself the dead-letter queue of the stream consumer's failure queue.");
    this.failureQueue = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILURE_KEPT_FOR,
      deadLetterQueue: { queue: this.failureDeadLetters, maxReceiveCount: FAILURE_MAX_RECEIVES },
    });

    this.function.addEventSource(
      new DynamoEventSource(table, {
        // A consumer deployed after the stream exists still gets the last 24 hours; its writes are idempotent.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failureQueue),
        filters: props.filters.map((pattern) => FilterCriteria.filter({ ...pattern })),
      }),
    );
    acknowledgeWildcardResource(
      this,
      '*',
      'dynamodb:ListStreams, added by the DynamoDB event source: the action has no resource-level permissions, so IAM only accepts "*".',
    );
  }
}
