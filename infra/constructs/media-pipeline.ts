import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { MEDIA_DISTRIBUTION_ID_ENV } from '../../functions/media/invalidation';
import { LAMBDA_RUNTIME } from '../lambda-runtime';
import { acknowledgeControl } from '../control-tower';
import { acknowledgeMediaObjects, acknowledgeUploadObjects } from '../nag';
import { repoRoot } from '../paths';
import type { BucketNotificationsRole } from './bucket-notifications-role';
import { DomainFunction } from './domain-function';
import { ACCESS_LOG_PREFIXES } from './log-bucket';
import { PrivateBucket } from './private-bucket';

/** sharp and libvips built for linux-arm64, installed by the root package.json's postinstall (docs/operations.md). */
export const SHARP_LAYER_PATH = path.join(repoRoot, 'infra', 'lambda-layers', 'sharp');
/** Nothing stays in quarantine: an upload nobody processed (a failed function) is removed after a day. */
export const UPLOADS_KEPT_FOR = Duration.days(1);

export interface MediaPipelineProps {
  table: ITable;
  mediaBucket: IBucket;
  logBucket: IBucket;
  /** The role of CDK's bucket notifications handler, also given to the media bucket (./bucket-notifications-role.ts). */
  notificationsRole: BucketNotificationsRole;
}

/**
 * Photos (issue 26). Browsers upload with a presigned POST into the quarantine bucket (under uploads/); its
 * ObjectCreated notification invokes the processor, which decodes the file with sharp, writes the variants under
 * media/ of the media bucket and deletes the original. Every object removed under media/ invokes the invalidator,
 * which invalidates it at CloudFront (`addInvalidation`, once the distribution exists: the distribution serves both
 * buckets, and only these two functions, outside the API the distribution calls, may name it without a cycle).
 */
export class MediaPipeline extends Construct {
  readonly uploadBucket: PrivateBucket;
  readonly processor: NodejsFunction;
  readonly sharpLayer: LayerVersion;
  invalidator?: NodejsFunction;

  constructor(scope: Construct, id: string, private readonly props: MediaPipelineProps) {
    super(scope, id);
    this.uploadBucket = new PrivateBucket(this, 'UploadBucket', {
      removalPolicy: RemovalPolicy.DESTROY,
      expireObjectsAfter: UPLOADS_KEPT_FOR,
      notificationsHandlerRole: props.notificationsRole.forBuckets,
      accessLogs: { bucket: props.logBucket, prefix: ACCESS_LOG_PREFIXES.uploadBucket },
    });
    acknowledgeControl(
      this.uploadBucket,
      's3_bucket_versioning_enabled_check',
      'The photo quarantine: an upload still has its location metadata until the processor strips it and deletes the original, and anything left is removed after a day. Old versions would keep those originals longer, for nothing: they are never restored.',
    );

    if (!existsSync(path.join(SHARP_LAYER_PATH, 'nodejs', 'node_modules', 'sharp', 'package.json'))) {
      throw new Error(`sharp for linux-arm64 is missing under ${SHARP_LAYER_PATH}: run npm install (its postinstall installs it)`);
    }
    this.sharpLayer = new LayerVersion(this, 'SharpLayer', {
      description: 'sharp and libvips for linux-arm64 (glibc)',
      code: Code.fromAsset(SHARP_LAYER_PATH, { exclude: ['nodejs/package-lock.json', 'nodejs/.npmrc', 'nodejs/package.json'] }),
      compatibleArchitectures: [Architecture.ARM_64],
      compatibleRuntimes: [LAMBDA_RUNTIME],
    });

    // Decoding 16 megapixels takes ~64 MB per copy; Lambda's CPU share grows with memory.
    const processor = new DomainFunction(this, 'Processor', {
      domain: 'media',
      table: props.table,
      mediaBucket: props.mediaBucket,
      entryFile: 'process-upload-handler.ts',
      settings: { tableActions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], signsTokens: false, mediaDelete: false, uploadPresign: false, memorySize: 1536 },
      timeout: Duration.seconds(30),
      description: 'social-fitness photo processing (decode, strip metadata, resize)',
      layers: [this.sharpLayer],
      externalModules: ['sharp'],
    });
    this.processor = processor.function;
    this.processor.addEnvironment('MEDIA_BUCKET', props.mediaBucket.bucketName);
    const uploads = this.uploadBucket.arnForObjects('uploads/*');
    const media = props.mediaBucket.arnForObjects('media/*');
    this.processor.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [uploads] }));
    this.processor.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [media] }));
    acknowledgeUploadObjects(processor, uploads);
    acknowledgeMediaObjects(processor, media);
    this.uploadBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.processor), { prefix: 'uploads/' });
  }

  /** The invalidator of removed media, for `distribution` (made after it: the distribution's origins are these buckets). */
  addInvalidation(distribution: IDistribution): NodejsFunction {
    this.invalidator = new DomainFunction(this, 'Invalidator', {
      domain: 'media',
      table: this.props.table,
      mediaBucket: this.props.mediaBucket,
      entryFile: 'invalidate-handler.ts',
      settings: { tableActions: [], signsTokens: false, mediaDelete: false, uploadPresign: false, memorySize: 256 },
      timeout: Duration.seconds(30),
      description: 'social-fitness CloudFront invalidation of removed media',
    }).function;
    this.invalidator.addEnvironment(MEDIA_DISTRIBUTION_ID_ENV, distribution.distributionId);
    this.invalidator.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [Stack.of(this).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId })],
      }),
    );
    this.props.mediaBucket.addEventNotification(EventType.OBJECT_REMOVED, new LambdaDestination(this.invalidator), { prefix: 'media/' });
    this.props.notificationsRole.confine([this.uploadBucket, this.props.mediaBucket]);
    return this.invalidator;
  }
}
