import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { CLOUDFRONT_METRICS_REGION } from './cloudfront-metric';
import { alarmTopic, cloudFront5xxAlarm } from './constructs/monitoring';

export interface EdgeAlarmsStackProps extends StackProps {
  /** The distribution of the application stack (read from its outputs). */
  distributionId: string;
  alarmEmail?: string;
}

/**
 * The CloudFront alarm of an application stack outside us-east-1: CloudFront's metrics are only in us-east-1 and an
 * alarm (and the topic it notifies) must be in its metric's region. In us-east-1 the application stack has it itself.
 */
export class EdgeAlarmsStack extends Stack {
  readonly topic: Topic;
  readonly cloudFront5xxRate: Alarm;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: CLOUDFRONT_METRICS_REGION } });
    this.topic = alarmTopic(this, props.alarmEmail);
    this.cloudFront5xxRate = cloudFront5xxAlarm(this, this.topic, { distributionId: props.distributionId });
  }
}
