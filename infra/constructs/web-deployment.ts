import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeCdkGrants } from '../nag';
import { LambdaLogRole } from './lambda-log-role';
import { ProjectLogGroup } from './log-group';

export interface WebDeploymentProps {
  sourcePath: string;
  bucket: IBucket;
  distribution: IDistribution;
}

/** Vite writes content-hashed files under assets/; everything else (index.html, public/) keeps its name. */
const HASHED = 'assets/*';

/**
 * Uploads the web build. Hashed assets go first and are cached for a year; the rest (index.html)
 * follows, is revalidated on every load, and triggers the CloudFront invalidation.
 * Nothing is pruned: a browser still holding the previous index.html can load its lazy chunks.
 */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const sources = [Source.asset(props.sourcePath)];
    // Both deployments run on the same singleton handler (each still declares an AWS CLI layer; only
    // the first is used), so they share one log group.
    const logGroup = new ProjectLogGroup(this, 'Logs');
    const role = new LambdaLogRole(this, 'Role', { logGroup });

    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources,
      destinationBucket: props.bucket,
      include: [HASHED],
      exclude: ['*'],
      prune: false,
      logGroup,
      role,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });

    const entry = new BucketDeployment(this, 'Entry', {
      sources,
      destinationBucket: props.bucket,
      exclude: [HASHED],
      prune: false,
      logGroup,
      role,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(assets);

    acknowledgeCdkGrants(
      role,
      "aws-cdk-lib's BucketDeployment grants: read of this deployment's asset objects, write of the web bucket's objects, and CloudFront invalidations (which it requests on '*').",
    );
    // The handler is a singleton at the stack's root; ours is the one running with this role.
    const handler = Stack.of(this).node.children.find((child) => child instanceof LambdaFunction && child.role === role);
    if (handler) {
      acknowledge(
        handler,
        'L1',
        "aws-cdk-lib's own deployment handler: CDK builds and tests it, with its AWS CLI layer, for the Python runtime it chooses.",
      );
    }
  }
}
