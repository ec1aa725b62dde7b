import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledgeControl } from '../control-tower';
import { acknowledge } from '../nag';
import { ABORT_INCOMPLETE_UPLOADS_AFTER } from './private-bucket';

/** How long S3 server access logs and CloudFront standard logs are kept. */
export const ACCESS_LOGS_KEPT_FOR = Duration.days(90);

/** A log file deleted or overwritten (by mistake, or to hide something) can be brought back this long. */
export const OLD_LOG_VERSIONS_KEPT_FOR = Duration.days(30);

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
      versioned: true,
      lifecycleRules: [
        { id: 'expire-logs', expiration: ACCESS_LOGS_KEPT_FOR },
        { id: 'expire-old-versions', noncurrentVersionExpiration: OLD_LOG_VERSIONS_KEPT_FOR, expiredObjectDeleteMarker: true },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: ABORT_INCOMPLETE_UPLOADS_AFTER },
      ],
    });
    const noLogsOfItself = 'This is the access log bucket: logging its own accesses into itself would log the log writes without end.';
    acknowledge(this, 'S1', noLogsOfItself);
    acknowledgeControl(this, 's3_bucket_logging_enabled_check', noLogsOfItself);
  }
}
