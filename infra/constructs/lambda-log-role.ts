import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export interface LambdaLogRoleProps {
  /** The function's own log group: the only one the role may write to. */
  logGroup: ILogGroup;
}

/**
 * A Lambda execution role that may write only to its function's log group, instead of the managed
 * AWSLambdaBasicExecutionRole (create groups and write to every log group of the account; cdk-nag AwsSolutions-IAM4).
 */
export class LambdaLogRole extends Role {
  constructor(scope: Construct, id: string, props: LambdaLogRoleProps) {
    super(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    props.logGroup.grantWrite(this);
  }
}
