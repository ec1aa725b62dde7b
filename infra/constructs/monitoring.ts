import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { CLOUDFRONT_METRICS_REGION, cloudFrontMetric } from '../cloudfront-metric';
import { denyGrantsButForAwsServices } from './log-group';
import { OperationsDashboard } from './operations-dashboard';
import { REST_ALERT_MAX_RECEIVES } from './rest-alerts';
import { FAILURE_MAX_RECEIVES } from './stream-consumer';

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What each alarm watches and when it fires (docs/operations.md, "Alarms: what each one means and what to do").
 * Periods are 5 minutes; `datapointsToAlarm` of `evaluationPeriods` periods must breach. Missing data (no traffic) never alarms.
 */
export const ALARM_RULES = {
  /** A function invocation failed: for an HTTP function a crash or timeout (its own errors become answers). */
  functionErrors: { threshold: 1, evaluationPeriods: 1, datapointsToAlarm: 1 },
  /** Lambda refused to run an invocation: the account's concurrency is used up. */
  functionThrottles: { threshold: 1, evaluationPeriods: 1, datapointsToAlarm: 1 },
  /** Percent of API answers that were 5xx, counted only from `minimumRequests` requests per period. */
  api5xxRate: { threshold: 5, evaluationPeriods: 2, datapointsToAlarm: 2, minimumRequests: 10 },
  /** The API's p99 latency in milliseconds, sustained for 15 minutes. */
  apiP99Latency: { threshold: 1_500, evaluationPeriods: 3, datapointsToAlarm: 3 },
  /** DynamoDB throttle events (reads or writes) in a period, in 2 of 3 periods (the SDK retries single ones). */
  tableThrottles: { threshold: 10, evaluationPeriods: 3, datapointsToAlarm: 2 },
  /** Percent of CloudFront answers that were 5xx, counted only from `minimumRequests` requests per period. */
  cloudFront5xxRate: { threshold: 5, evaluationPeriods: 2, datapointsToAlarm: 2, minimumRequests: 10 },
  /** A stream consumer's failure queue (or that queue's dead-letter queue) holds a message: the most seen in a period. */
  streamFailureMessages: { threshold: 1, evaluationPeriods: 1, datapointsToAlarm: 1 },
  /** An SQS-fed function's dead-letter queue holds a message (the rest alerts): the most seen in a period. */
  deadLetterMessages: { threshold: 1, evaluationPeriods: 1, datapointsToAlarm: 1 },
} as const;

type Rule = { threshold: number; evaluationPeriods: number; datapointsToAlarm: number };

export interface MonitoringProps {
  /** Each domain's HTTP function, by domain. */
  httpFunctions: Record<string, IFunction>;
  /** The functions no request waits for (stream consumers, the photo processor), by a name for the alarm (e.g. `SocialStream`). */
  backgroundFunctions: Record<string, IFunction>;
  /** Each stream consumer's failure queue and that queue's dead-letter queue, by the consumer's name in `backgroundFunctions`. */
  streamFailureQueues: Record<string, { failureQueue: IQueue; failureDeadLetters: IQueue }>;
  /** Dead-letter queues of the SQS-fed functions (the rest alerts, issue 30), by the function's name in `backgroundFunctions`. */
  deadLetterQueues?: Record<string, IQueue>;
  httpApi: IHttpApi;
  table: ITable;
  distribution: IDistribution;
  /** Where alarm notifications are mailed; without it the topic has no subscription (subscribe by hand). */
  alarmEmail?: string;
}

/** The alarms of the stack, one SNS topic they notify (alarm and back to OK), and the operations dashboard. */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = alarmTopic(this, props.alarmEmail);

    const functions = { ...props.httpFunctions, ...props.backgroundFunctions };
    for (const [name, fn] of Object.entries(functions)) {
      this.alarm(`${name}Errors`, `Invocations of the ${name} function failed`, fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), ALARM_RULES.functionErrors);
      this.alarm(`${name}Throttles`, `Invocations of the ${name} function were throttled`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), ALARM_RULES.functionThrottles);
    }

    // A record whose handling fails is reported as a batch item failure, which `Errors` does not count: after the
    // retries it is a message in the failure queue, and a message read 5 times without deletion is in its dead-letter queue.
    // One plain alarm per queue: an idle queue publishes no metrics, which a math expression over both would have to fill.
    for (const [name, queues] of Object.entries(props.streamFailureQueues)) {
      const visible = (queue: IQueue) => queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
      this.alarm(`${name}Failures`, `Records the ${name} consumer could not apply are in its failure queue`, visible(queues.failureQueue), ALARM_RULES.streamFailureMessages);
      this.alarm(
        `${name}FailuresDeadLetters`,
        `Failure messages of the ${name} consumer were read ${FAILURE_MAX_RECEIVES} times without being deleted and are in its dead-letter queue`,
        visible(queues.failureDeadLetters),
        ALARM_RULES.streamFailureMessages,
      );
    }

    for (const [name, queue] of Object.entries(props.deadLetterQueues ?? {})) {
      this.alarm(
        `${name}DeadLetters`,
        `Messages of the ${name} queue failed ${REST_ALERT_MAX_RECEIVES} deliveries and are in its dead-letter queue`,
        queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        ALARM_RULES.deadLetterMessages,
      );
    }

    const api5xxRate = new MathExpression({
      label: 'API 5xx (% of requests)',
      expression: `IF(requests >= ${ALARM_RULES.api5xxRate.minimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      period: FIVE_MINUTES,
    });
    this.alarm('Api5xxRate', `More than ${ALARM_RULES.api5xxRate.threshold}% of API requests were answered 5xx`, api5xxRate, ALARM_RULES.api5xxRate);
    this.alarm('ApiP99Latency', `The API p99 latency stayed above ${ALARM_RULES.apiP99Latency.threshold} ms`, props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }), ALARM_RULES.apiP99Latency);

    for (const kind of ['Read', 'Write'] as const) {
      this.alarm(
        `Table${kind}Throttles`,
        `DynamoDB throttled ${kind.toLowerCase()}s of the table`,
        props.table.metric(`${kind}ThrottleEvents`, { period: FIVE_MINUTES, statistic: 'Sum' }),
        ALARM_RULES.tableThrottles,
      );
    }

    // An alarm must be in the region of its metric: elsewhere the edge alarms stack (infra/edge-alarms-stack.ts) has it.
    if (Stack.of(this).region === CLOUDFRONT_METRICS_REGION) this.alarms.push(cloudFront5xxAlarm(this, this.topic, props.distribution));

    this.dashboard = new OperationsDashboard(this, 'Dashboard', { functions, httpApi: props.httpApi, table: props.table, distribution: props.distribution, alarms: this.alarms });
  }

  private alarm(id: string, description: string, metric: IMetric, rule: Rule): Alarm {
    const alarm = addAlarm(this, this.topic, id, description, metric, rule);
    this.alarms.push(alarm);
    return alarm;
  }
}

/**
 * The topic alarms notify, encrypted with a key of its own: CloudWatch cannot publish to a topic encrypted with the AWS
 * managed SNS key. Mailed to `alarmEmail` when given.
 */
export function alarmTopic(scope: Construct, alarmEmail: string | undefined): Topic {
  const key = new Key(scope, 'AlarmTopicKey', {
    description: 'Encrypts the alarm notifications topic',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  denyGrantsButForAwsServices(key);
  const topic = new Topic(scope, 'AlarmTopic', { displayName: 'social-fitness alarms', masterKey: key, enforceSSL: true });
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
  return topic;
}

/** An alarm of the stack: named after the stack, pointing at the runbook, notifying `topic` when it fires and clears. */
export function addAlarm(scope: Construct, topic: Topic, id: string, description: string, metric: IMetric, rule: Rule): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmName: `${Stack.of(scope).stackName}-${id}`,
    alarmDescription: `${description}. Runbook: docs/operations.md, "Alarms: what each one means and what to do".`,
    metric,
    threshold: rule.threshold,
    evaluationPeriods: rule.evaluationPeriods,
    datapointsToAlarm: rule.datapointsToAlarm,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

/** Percent of CloudFront answers that were 5xx; only in us-east-1, where CloudFront publishes its metrics. */
export function cloudFront5xxAlarm(scope: Construct, topic: Topic, distribution: { distributionId: string }): Alarm {
  const rule = ALARM_RULES.cloudFront5xxRate;
  const rate = new MathExpression({
    label: 'CloudFront 5xx (% of requests)',
    expression: `IF(requests >= ${rule.minimumRequests}, rate, 0)`,
    usingMetrics: {
      rate: cloudFrontMetric(distribution, '5xxErrorRate', { period: FIVE_MINUTES, statistic: 'Average' }),
      requests: cloudFrontMetric(distribution, 'Requests', { period: FIVE_MINUTES, statistic: 'Sum' }),
    },
    period: FIVE_MINUTES,
  });
  return addAlarm(scope, topic, 'CloudFront5xxRate', `More than ${rule.threshold}% of CloudFront answers were 5xx`, rate, rule);
}
