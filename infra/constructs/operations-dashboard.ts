import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, Dashboard, GraphWidget, Metric, type IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { cloudFrontMetric } from '../cloudfront-metric';
import { BUSINESS_METRICS, METRICS_NAMESPACE, serviceNameOf } from '../../functions/lib/observability/names';

const FIVE_MINUTES = Duration.minutes(5);
const WIDTH = 12;

export interface OperationsDashboardProps {
  functions: Record<string, IFunction>;
  httpApi: IHttpApi;
  table: ITable;
  distribution: IDistribution;
  alarms: IAlarm[];
}

/** One dashboard: alarm states, requests, errors, p99, throttles and the business metrics. */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { httpApi, table, distribution } = props;
    const functions = Object.entries(props.functions);
    const sum = { period: FIVE_MINUTES, statistic: 'Sum' };

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: props.alarms, width: 24 }));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        width: WIDTH,
        left: [httpApi.metricCount({ ...sum, label: 'Requests' })],
        right: [httpApi.metricClientError({ ...sum, label: '4xx' }), httpApi.metricServerError({ ...sum, label: '5xx' })],
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        width: WIDTH,
        left: [
          httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }),
          httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'p99' }),
          httpApi.metricIntegrationLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'Lambda p99' }),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Function errors', width: WIDTH, left: functions.map(([name, fn]) => fn.metricErrors({ ...sum, label: name })) }),
      new GraphWidget({ title: 'Function throttles', width: WIDTH, left: functions.map(([name, fn]) => fn.metricThrottles({ ...sum, label: name })) }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Function p99 duration (ms)',
        width: WIDTH,
        left: functions.map(([name, fn]) => fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: name })),
      }),
      new GraphWidget({
        title: 'DynamoDB throttles and capacity',
        width: WIDTH,
        left: [table.metric('ReadThrottleEvents', { ...sum, label: 'Read throttles' }), table.metric('WriteThrottleEvents', { ...sum, label: 'Write throttles' })],
        right: [table.metricConsumedReadCapacityUnits({ ...sum, label: 'RCU' }), table.metricConsumedWriteCapacityUnits({ ...sum, label: 'WCU' })],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'CloudFront',
        width: WIDTH,
        left: [cloudFrontMetric(distribution, 'Requests', { ...sum, label: 'Requests' })],
        right: [cloudFrontMetric(distribution, '5xxErrorRate', { period: FIVE_MINUTES, statistic: 'Average', label: '5xx %' })],
      }),
      new GraphWidget({
        title: 'Business (per hour)',
        width: WIDTH,
        left: Object.entries(BUSINESS_METRICS).map(
          ([metricName, domain]) =>
            new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: serviceNameOf(domain) }, period: Duration.hours(1), statistic: 'Sum' }),
        ),
      }),
    );
  }
}
