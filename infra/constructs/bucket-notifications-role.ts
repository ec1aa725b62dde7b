import { CfnResource, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LambdaLogRole } from './lambda-log-role';
import { ProjectLogGroup } from './log-group';

/**
 * The role of CDK's stack-wide BucketNotificationsHandler (it writes the buckets' notification configuration at
 * deploy). CDK would give it the managed AWSLambdaBasicExecutionRole and s3:PutBucketNotification on '*': instead,
 * like every function here, it writes only to its own log group, and may configure only the buckets named in
 * `confine`. Buckets get `forBuckets` (the same role, closed to CDK's own additions).
 */
export class BucketNotificationsRole extends Construct {
  readonly role: LambdaLogRole;
  readonly forBuckets: IRole;
  private readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logGroup = new ProjectLogGroup(this, 'Logs');
    this.role = new LambdaLogRole(this, 'Role', { logGroup: this.logGroup });
    this.forBuckets = this.role.withoutPolicyUpdates();
  }

  /** Once the notifications exist: the buckets it may configure, and the handler's own log group. */
  confine(buckets: IBucket[]): void {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutBucketNotification'], resources: buckets.map((bucket) => bucket.bucketArn) }));
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'));
    const fn = handler?.node.tryFindChild('Resource');
    if (!(fn instanceof CfnResource)) throw new Error('CDK changed its BucketNotificationsHandler');
    fn.addPropertyOverride('LoggingConfig', { LogGroup: this.logGroup.logGroupName });
  }
}
