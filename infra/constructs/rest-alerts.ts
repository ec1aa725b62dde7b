import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption, RedrivePermission } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TableAction } from '../domain-settings';
import { acknowledge, acknowledgeTableIndexes } from '../nag';
import { DomainFunction } from './domain-function';
import type { JwtSigningKey } from './jwt-signing-key';

/**
 * The rest alert consumer (functions/notifications/rest-alert-handler.ts, issue 30 deliverable 6): claims the person's
 * pending alert (a conditional Delete), reads it again before a long rest's next hop, lists their devices and removes
 * one its push service answers 404/410 for.
 */
export const REST_ALERT_TABLE_ACTIONS: readonly TableAction[] = ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query'];
/** One invocation: a batch of alerts, each waiting at most 1.5 s and pushing with a 5 s timeout per device. */
export const REST_ALERT_CONSUMER_TIMEOUT = Duration.seconds(30);
/**
 * Deliveries of a message before it goes to the dead-letter queue. A retry comes a visibility timeout later, which the
 * consumer finds stale past a minute (no push), so retries only help within that minute.
 */
export const REST_ALERT_MAX_RECEIVES = 3;
/** Kept in the dead-letter queue for an operator to look at (they are never re-driven: a late rest alert is wrong). */
export const REST_ALERT_DEAD_LETTERS_KEPT_FOR = Duration.days(14);

export interface RestAlertsProps {
  table: ITable;
  mediaBucket: IBucket;
  /** The VAPID key pair; the consumer signs its pushes with the private key. */
  vapidKey: JwtSigningKey;
}

/**
 * Rest alerts with the phone locked: an SQS queue whose messages are delayed to each rest's end (at most 15 minutes a
 * hop), its dead-letter queue, and the consumer Lambda that pushes them. The function that schedules alerts is given
 * the right to send to the queue and its URL (`allowScheduling`); nothing else may.
 */
export class RestAlerts extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: RestAlertsProps) {
    super(scope, id);
    const { table } = props;
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: REST_ALERT_DEAD_LETTERS_KEPT_FOR,
      redriveAllowPolicy: { redrivePermission: RedrivePermission.ALLOW_ALL },
    });
    acknowledge(this.deadLetters, 'SQS3', 'This queue is itself the dead-letter queue of the rest alert queue.');
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Lambda's advice for an SQS event source: six times the function's timeout.
      visibilityTimeout: Duration.seconds(REST_ALERT_CONSUMER_TIMEOUT.toSeconds() * 6),
      // A message waits at most 15 minutes for its hop; an hour is room enough, and nothing older is worth pushing.
      retentionPeriod: Duration.hours(1),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: REST_ALERT_MAX_RECEIVES },
    });

    this.function = new DomainFunction(this, 'Function', {
      domain: 'notifications',
      table,
      mediaBucket: props.mediaBucket,
      entryFile: 'rest-alert-handler.ts',
      settings: { tableActions: [], signsTokens: false, mediaDelete: false, uploadPresign: false, memorySize: 512 },
      timeout: REST_ALERT_CONSUMER_TIMEOUT,
      description: 'social-fitness Web Push of rest alerts at the rest\'s end',
    }).function;
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    this.function.addToRolePolicy(new PolicyStatement({ actions: [...REST_ALERT_TABLE_ACTIONS], resources: [table.tableArn, `${table.tableArn}/index/*`] }));
    acknowledgeTableIndexes(this, table.tableArn);
    this.function.addEnvironment('VAPID_PUBLIC_KEY', props.vapidKey.publicKeyPem);
    this.function.addEnvironment('VAPID_PRIVATE_KEY_SECRET_ARN', props.vapidKey.privateKey.secretArn);
    props.vapidKey.privateKey.grantRead(this.function);
    this.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    // A rest longer than one queue delay is sent on by the consumer itself.
    this.allowScheduling(this.function);
  }

  /** Lets `fn` queue rest alerts: SendMessage on this queue only, and its URL as REST_ALERT_QUEUE_URL. */
  allowScheduling(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
    fn.addEnvironment('REST_ALERT_QUEUE_URL', this.queue.queueUrl);
  }
}
