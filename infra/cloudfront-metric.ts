import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';

/** CloudFront publishes its metrics in us-east-1 only, wherever the stack that made the distribution lives. */
export const CLOUDFRONT_METRICS_REGION = 'us-east-1';

/**
 * A CloudFront metric of the distribution as CloudFront publishes it: in us-east-1, with the `Region: Global`
 * dimension, which CDK's own `distribution.metric*()` leave out, so their alarms watch a metric that never has data
 * (aws/aws-cdk#19245). A dashboard of another region shows it from there; an alarm on it must be in us-east-1.
 */
export const cloudFrontMetric = (distribution: { distributionId: string }, metricName: string, options: MetricOptions): Metric =>
  new Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
    region: CLOUDFRONT_METRICS_REGION,
    ...options,
  });
