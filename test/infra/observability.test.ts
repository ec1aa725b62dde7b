import { describe, expect, it } from 'vitest';
import { BUSINESS_METRICS, METRICS_NAMESPACE, serviceNameOf } from '../../functions/lib/observability/names';
import { ACCESS_LOG_RETENTION } from '../../infra/constructs/http-api';
import { ALARM_RULES } from '../../infra/constructs/monitoring';
import type { StreamConsumer } from '../../infra/constructs/stream-consumer';
import { domains } from '../../shared/routes';
import { asArray, synthesize, type Resource, type Statement } from './template';

const { stack, resourcesOf, resource, logicalIdOf } = synthesize();

const topicId = logicalIdOf(stack.monitoring.topic);
const alarms = resourcesOf('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
const functionIds = [
  ...domains.map((domain) => ({ name: domain, id: logicalIdOf(stack.functions[domain].function) })),
  { name: 'SocialStream', id: logicalIdOf(stack.socialStream.function) },
  { name: 'SessionsStream', id: logicalIdOf(stack.sessionsStream.function) },
  { name: 'AccountDeletionStream', id: logicalIdOf(stack.accountDeletionStream.function) },
  { name: 'PushStream', id: logicalIdOf(stack.pushStream.function) },
  { name: 'RestAlerts', id: logicalIdOf(stack.restAlerts.function) },
  { name: 'MediaProcessor', id: logicalIdOf(stack.media.processor) },
  { name: 'MediaInvalidator', id: logicalIdOf(stack.media.invalidator!) },
];
const streamConsumers: { name: string; consumer: StreamConsumer }[] = [
  { name: 'SocialStream', consumer: stack.socialStream },
  { name: 'SessionsStream', consumer: stack.sessionsStream },
  { name: 'AccountDeletionStream', consumer: stack.accountDeletionStream },
  { name: 'PushStream', consumer: stack.pushStream },
];

/** The alarm on one plain metric (not a math expression) with these dimensions. */
function alarmOn(namespace: string, metricName: string, dimensions: Record<string, unknown>) {
  const found = alarms.filter(
    (alarm) =>
      alarm.Namespace === namespace &&
      alarm.MetricName === metricName &&
      JSON.stringify(Object.fromEntries(asArray<{ Name: string; Value: unknown }>(alarm.Dimensions).map((d) => [d.Name, d.Value]))) === JSON.stringify(dimensions),
  );
  expect(found, `${namespace} ${metricName} ${JSON.stringify(dimensions)}`).toHaveLength(1);
  return found[0];
}

/** The alarm whose math expression reads these metrics, with the metric stat of each id. */
function mathAlarmReading(metricName: string) {
  const found = alarms.filter((alarm) => asArray<any>(alarm.Metrics).some((query) => query.MetricStat?.Metric.MetricName === metricName));
  expect(found, metricName).toHaveLength(1);
  return found[0];
}

const expectRule = (alarm: any, rule: { threshold: number; evaluationPeriods: number; datapointsToAlarm: number }) =>
  expect(alarm).toMatchObject({
    Threshold: rule.threshold,
    EvaluationPeriods: rule.evaluationPeriods,
    DatapointsToAlarm: rule.datapointsToAlarm,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    TreatMissingData: 'notBreaching',
  });

describe('alarms', () => {
  it('each notify the alarm topic when they fire and when they clear, and never fire on missing data', () => {
    // Five: API 5xx and latency, table read and write throttles, the rest alerts' dead-letter queue.
    expect(alarms.length).toBe(functionIds.length * 2 + streamConsumers.length * 2 + 5 + 1);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
      expect(alarm.AlarmDescription).toContain('docs/operations.md');
    }
  });

  it.each(functionIds)('watch errors and throttles of the $name function', ({ id }) => {
    const errors = alarmOn('AWS/Lambda', 'Errors', { FunctionName: { Ref: id } });
    expectRule(errors, ALARM_RULES.functionErrors);
    expect(errors).toMatchObject({ Statistic: 'Sum', Period: 300 });
    const throttles = alarmOn('AWS/Lambda', 'Throttles', { FunctionName: { Ref: id } });
    expectRule(throttles, ALARM_RULES.functionThrottles);
    expect(throttles).toMatchObject({ Statistic: 'Sum', Period: 300 });
  });

  it.each(streamConsumers)('fire when a message is in the failure queue or its dead-letter queue of the $name consumer', ({ name, consumer }) => {
    const queues = [
      [`${name}Failures`, consumer.failureQueue],
      [`${name}FailuresDeadLetters`, consumer.failureDeadLetters],
    ] as const;
    for (const [id, queue] of queues) {
      const alarm = alarmOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: { 'Fn::GetAtt': [logicalIdOf(queue), 'QueueName'] } });
      expectRule(alarm, ALARM_RULES.streamFailureMessages);
      expect(alarm).toMatchObject({ AlarmName: `Test-${id}`, Threshold: 1, EvaluationPeriods: 1, Statistic: 'Maximum', Period: 300 });
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('fire when a rest alert message is in the rest alert dead-letter queue (issue 30)', () => {
    const alarm = alarmOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: { 'Fn::GetAtt': [logicalIdOf(stack.restAlerts.deadLetters), 'QueueName'] } });
    expectRule(alarm, ALARM_RULES.deadLetterMessages);
    expect(alarm).toMatchObject({ AlarmName: 'Test-RestAlertsDeadLetters', Statistic: 'Maximum', Period: 300 });
  });

  it("watch the API's 5xx rate, from a minimum of requests", () => {
    const alarm = mathAlarmReading('5xx');
    expectRule(alarm, ALARM_RULES.api5xxRate);
    const expression = alarm.Metrics.find((query: any) => query.Expression);
    expect(expression.Expression).toBe(`IF(requests >= ${ALARM_RULES.api5xxRate.minimumRequests}, 100 * errors / requests, 0)`);
    const apiId = logicalIdOf(stack.api.httpApi);
    const metricNames = alarm.Metrics.filter((query: any) => query.MetricStat).map((query: any) => [query.Id, query.MetricStat.Metric.MetricName, query.MetricStat.Metric.Dimensions]);
    expect(metricNames).toEqual(
      expect.arrayContaining([
        ['errors', '5xx', [{ Name: 'ApiId', Value: { Ref: apiId } }]],
        ['requests', 'Count', [{ Name: 'ApiId', Value: { Ref: apiId } }]],
      ]),
    );
  });

  it("watch the API's p99 latency", () => {
    const alarm = alarmOn('AWS/ApiGateway', 'Latency', { ApiId: { Ref: logicalIdOf(stack.api.httpApi) } });
    expectRule(alarm, ALARM_RULES.apiP99Latency);
    expect(alarm.ExtendedStatistic).toBe('p99');
  });

  it.each(['ReadThrottleEvents', 'WriteThrottleEvents'])('watch DynamoDB %s of the table', (metricName) => {
    const alarm = alarmOn('AWS/DynamoDB', metricName, { TableName: { Ref: logicalIdOf(stack.table) } });
    expectRule(alarm, ALARM_RULES.tableThrottles);
    expect(alarm.Statistic).toBe('Sum');
  });

  it("watch CloudFront's 5xx rate, from a minimum of requests", () => {
    const alarm = mathAlarmReading('5xxErrorRate');
    expectRule(alarm, ALARM_RULES.cloudFront5xxRate);
    const rate = alarm.Metrics.find((query: any) => query.MetricStat?.Metric.MetricName === '5xxErrorRate');
    expect(rate.MetricStat.Metric.Namespace).toBe('AWS/CloudFront');
    expect(rate.MetricStat.Metric.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'DistributionId', Value: { Ref: logicalIdOf(stack.web.distribution) } },
        { Name: 'Region', Value: 'Global' },
      ]),
    );
  });
});

describe('the alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch may use, and refuses requests without TLS', () => {
    const topic = resource(topicId);
    const keyId = topic.Properties.KmsMasterKeyId['Fn::GetAtt'][0] as string;
    const key = resource(keyId);
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const cloudWatchUse = (key.Properties.KeyPolicy.Statement as Statement[]).find((statement) => statement.Principal?.Service === 'cloudwatch.amazonaws.com');
    expect(asArray(cloudWatchUse?.Action)).toEqual(expect.arrayContaining(['kms:Decrypt', 'kms:GenerateDataKey*']));

    const policies = resourcesOf('AWS::SNS::TopicPolicy').filter(([, policy]) => asArray(policy.Properties.Topics).some((topic: any) => topic.Ref === topicId));
    const statements = policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('has no subscription unless an alarm email is given', () => {
    expect(resourcesOf('AWS::SNS::Subscription')).toEqual([]);
  });

  it('mails the alarm email when one is given', () => {
    const withEmail = synthesize({ alarmEmail: 'ops@example.com' });
    const subscriptions = withEmail.resourcesOf('AWS::SNS::Subscription').map(([, subscription]) => subscription.Properties);
    expect(subscriptions).toEqual([{ Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: withEmail.logicalIdOf(withEmail.stack.monitoring.topic) } }]);
  });
});

describe('API access logs', () => {
  const [[, stage]] = resourcesOf('AWS::ApiGatewayV2::Stage') as [[string, Resource]];
  const settings = stage.Properties.AccessLogSettings;

  it('go to a log group that expires them', () => {
    const logGroupId = settings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(resource(logGroupId).Type).toBe('AWS::Logs::LogGroup');
    expect(resource(logGroupId).Properties.RetentionInDays).toBe(ACCESS_LOG_RETENTION);
  });

  it('are one JSON line per request with its id, route, status, latency, integration error and address, and no credential', () => {
    const sample = JSON.parse(settings.Format.replace(/\$context\.[\w.]+/g, '0')) as Record<string, unknown>;
    expect(Object.keys(sample)).toEqual(expect.arrayContaining(['requestId', 'routeKey', 'status', 'latency', 'integrationError', 'ip']));
    expect(settings.Format).toContain('"requestId":"$context.requestId"');
    expect(settings.Format).toContain('"status":$context.status');
    expect(settings.Format).toContain('"ip":"$context.identity.sourceIp"');
    expect(settings.Format.toLowerCase()).not.toMatch(/authorization|header|querystring|body/);
  });
});

describe('the dashboard', () => {
  const dashboards = resourcesOf('AWS::CloudWatch::Dashboard');
  const body = JSON.stringify(dashboards[0]?.[1].Properties.DashboardBody);

  it('is one, with the alarms, requests, errors, p99, throttles and CloudFront (as it publishes: Region Global)', () => {
    expect(dashboards).toHaveLength(1);
    for (const shown of ['\\"alarms\\"', 'AWS/ApiGateway', '\\"Count\\"', '\\"5xx\\"', '\\"p99\\"', '\\"Errors\\"', '\\"Throttles\\"', 'ReadThrottleEvents', 'WriteThrottleEvents', '5xxErrorRate', '\\"Region\\",\\"Global\\"']) {
      expect(body, shown).toContain(shown);
    }
  });

  it('shows each business metric under the service that emits it', () => {
    for (const [metricName, domain] of Object.entries(BUSINESS_METRICS)) {
      expect(body).toContain(`[\\"${METRICS_NAMESPACE}\\",\\"${metricName}\\",\\"service\\",\\"${serviceNameOf(domain)}\\"`);
    }
  });
});

describe('Powertools settings', () => {
  it.each(functionIds)('are in the environment of the $name function', ({ name, id }) => {
    const variables = resource(id).Properties.Environment.Variables;
    expect(variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE, POWERTOOLS_LOG_LEVEL: 'INFO' });
    const domain = (domains as readonly string[]).includes(name) ? (name as (typeof domains)[number]) : undefined;
    if (domain) expect(variables.POWERTOOLS_SERVICE_NAME).toBe(serviceNameOf(domain));
    else expect(variables.POWERTOOLS_SERVICE_NAME).toMatch(/^social-fitness-\w+-[\w-]+$/);
    // Metrics are never switched off in AWS.
    expect(variables.POWERTOOLS_METRICS_DISABLED).toBeUndefined();
    expect(variables.POWERTOOLS_DEV).toBeUndefined();
  });

  it('give every function its own service name', () => {
    const names = functionIds.map(({ id }) => resource(id).Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME);
    expect(new Set(names).size).toBe(names.length);
  });
});

