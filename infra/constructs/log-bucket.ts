import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { ABORT_INCOMPLETE_UPLOADS_AFTER } from './private-bucket';

/** How long S3 server access logs and CloudFront standard logs are kept. */
export const ACCESS_LOGS_KEPT_FOR = Duration.days(90);

/** Where each log lands in the log bucket. */
export const ACCESS_LOG_PREFIXES = { mediaBucket: 'media-bucket/', webBucket: 'web-bucket/', uploadBucket: 'upload-bucket/', cloudFront: 'cloudfront/' } as const;

/**
 * The access logs of the media and web buckets (S3 server access logging) and of the distribution (CloudFront standard
 * logging): who fetched or changed which object, kept ACCESS_LOGS_KEPT_FOR. Private, encrypted, TLS only.
 */
export class LogBucket extends Bucket {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront standard logging delivers with an object ACL, so ACLs must be enabled (not BUCKET_OWNER_ENFORCED).
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      // SSE-S3: CloudFront cannot deliver logs into a bucket encrypted with a KMS key.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Keeps the evidence if the stack is deleted; the lifecycle rule empties it over time.
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'expire-logs', expiration: ACCESS_LOGS_KEPT_FOR },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: ABORT_INCOMPLETE_UPLOADS_AFTER },
      ],
    });
    acknowledge(this, 'S1', 'This is the access log bucket: logging its own accesses into itself would log the log writes without end.');
  }
}
