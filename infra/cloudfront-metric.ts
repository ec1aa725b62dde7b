import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';

/**
 * A CloudFront metric of the distribution as CloudFront publishes it: with the `Region: Global` dimension, which
 * CDK's own `distribution.metric*()` leave out, so their alarms watch a metric that never has data (aws/aws-cdk#19245).
 * CloudFront publishes to us-east-1, the stack's region.
 */
export const cloudFrontMetric = (distribution: IDistribution, metricName: string, options: MetricOptions): Metric =>
  new Metric({ namespace: 'AWS/CloudFront', metricName, dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' }, ...options });
