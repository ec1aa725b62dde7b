import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Parts of an upload that never completed are removed after this long (they are billed but invisible). */
export const ABORT_INCOMPLETE_UPLOADS_AFTER = Duration.days(1);

export interface PrivateBucketProps {
  removalPolicy: RemovalPolicy;
  /**
   * Keep replaced and deleted objects this long before they are removed for good (versioning on). For people's
   * photos: a mistaken or malicious delete or overwrite can be undone within that time.
   */
  keepOldVersionsFor?: Duration;
  /** S3 server access logging: every request to this bucket, written under `prefix` of the log bucket. */
  accessLogs: { bucket: IBucket; prefix: string };
  /** The role of CDK's notifications handler, for a bucket with event notifications (./bucket-notifications-role.ts). */
  notificationsHandlerRole?: IRole;
  /** Remove every object this long after it was written (the photo upload quarantine: nothing there is kept). */
  expireObjectsAfter?: Duration;
}

/** A bucket nobody reads directly: no public access, TLS only, read through CloudFront OAC. */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: props.removalPolicy,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: props.accessLogs.prefix,
      autoDeleteObjects: false,
      versioned: props.keepOldVersionsFor !== undefined,
      notificationsHandlerRole: props.notificationsHandlerRole,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: ABORT_INCOMPLETE_UPLOADS_AFTER },
        ...(props.keepOldVersionsFor
          ? [
              {
                id: 'expire-old-versions',
                noncurrentVersionExpiration: props.keepOldVersionsFor,
                // A deleted object leaves only its delete marker once the old versions are gone: remove that too.
                expiredObjectDeleteMarker: true,
              },
            ]
          : []),
        ...(props.expireObjectsAfter ? [{ id: 'expire-objects', expiration: props.expireObjectsAfter }] : []),
      ],
    });
  }
}
