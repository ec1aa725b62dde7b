import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Domain } from '../../shared/routes';
import { settingsOf, type DomainSettings } from '../domain-settings';
import { lambdaBundling, lambdaRuntimeEnvironment } from '../lambda-bundling';
import { LAMBDA_RUNTIME } from '../lambda-runtime';
import { acknowledgeMediaObjects, acknowledgeTableIndexes, acknowledgeUploadObjects } from '../nag';
import { powertoolsEnvironment } from '../powertools-environment';
import { repoRoot } from '../paths';
import { ORIGIN_VERIFY_SECRET_ENV } from '../../functions/lib/origin-verify';
import { LambdaLogRole } from './lambda-log-role';
import { ProjectLogGroup } from './log-group';

/** The token keys' environment variables (the contract with functions/lib/jwt.ts). */
export const JWT_PUBLIC_KEY_ENV = 'JWT_PUBLIC_KEY';
/** The key of the generation before, still accepted until the next rotation. */
export const JWT_PREVIOUS_PUBLIC_KEY_ENV = 'JWT_PREVIOUS_PUBLIC_KEY';
export const JWT_PRIVATE_KEY_SECRET_ARN_ENV = 'JWT_PRIVATE_KEY_SECRET_ARN';
/**
 * Set ('true') only when CloudFront itself adds cloudfront-viewer-address; without the custom domain it cannot, and a
 * header of that name would be the caller's own claim.
 */
export const VIEWER_ADDRESS_TRUSTED_ENV = 'VIEWER_ADDRESS_TRUSTED';

/** What an HTTP function needs to check its callers: every one verifies tokens and the CloudFront origin header. */
export interface HttpCallerChecks {
  /** SPKI PEM of the ES256 token key (JWT_PUBLIC_KEY). */
  jwtPublicKeyPem: string;
  /** SPKI PEM of the key it replaced at the last rotation, '' before the first (JWT_PREVIOUS_PUBLIC_KEY). */
  jwtPreviousPublicKeyPem: string;
  /** The ES256 private key; only a domain whose settings say `signsTokens` may read it. */
  jwtPrivateKey: ISecret;
  /** The value CloudFront sends in the origin-verify header (functions/lib/origin-verify.ts). */
  originVerifySecret: string;
  /** CloudFront adds the cloudfront-viewer-address header itself (API behind the custom domain), so it can be trusted. */
  viewerAddressFromCloudFront: boolean;
}

export interface DomainFunctionProps {
  domain: Domain;
  table: ITable;
  mediaBucket: IBucket;
  /** The quarantine bucket photos are uploaded into (issue 26); needed when the settings say `uploadPresign`. */
  uploadBucket?: IBucket;
  /** Given for the HTTP handler of a domain; a stream consumer or other handler gets none of it. */
  httpCallerChecks?: HttpCallerChecks;
  /** Another handler of the domain than its HTTP `handler.ts` (e.g. `stream-handler.ts`). */
  entryFile?: string;
  /** What this function needs instead of the domain's HTTP settings (a stream consumer needs no token key, no media). */
  settings?: DomainSettings;
  timeout?: Duration;
  description?: string;
  /** Lambda layers (the photo processor's sharp build for linux-arm64). */
  layers?: ILayerVersion[];
  /** Packages left out of the bundle because a layer provides them. */
  externalModules?: string[];
}

/**
 * The Lambda of one domain (`functions/<domain>/handler.ts`) with the project's defaults
 * baked in, granted only what `domain-settings.ts` declares for that domain.
 */
export class DomainFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    const { domain, table, mediaBucket, httpCallerChecks } = props;
    const settings = props.settings ?? settingsOf(domain);
    const logGroup = new ProjectLogGroup(this, 'Logs');

    this.function = new NodejsFunction(this, 'Handler', {
      description: props.description ?? `social-fitness ${domain} domain`,
      entry: path.join(repoRoot, 'functions', domain, props.entryFile ?? 'handler.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: settings.memorySize,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      role: new LambdaLogRole(this, 'Role', { logGroup }),
      environment: { ...lambdaRuntimeEnvironment },
      // The same options bench/lambda-bundles.ts measures (infra/lambda-bundling.ts).
      bundling: props.externalModules ? { ...lambdaBundling, externalModules: [...lambdaBundling.externalModules, ...props.externalModules] } : lambdaBundling,
      layers: props.layers,
    });

    for (const [name, value] of Object.entries(powertoolsEnvironment(domain, props.entryFile))) this.function.addEnvironment(name, value);
    if (settings.tableActions.length > 0) {
      this.function.addEnvironment('TABLE_NAME', table.tableName);
      // Exactly the actions the code calls: grantReadData/grantReadWriteData would add Scan, DescribeTable and more.
      table.grant(this.function, ...settings.tableActions);
      acknowledgeTableIndexes(this, table.tableArn);
    }
    if (httpCallerChecks) {
      this.function.addEnvironment(JWT_PUBLIC_KEY_ENV, httpCallerChecks.jwtPublicKeyPem);
      this.function.addEnvironment(JWT_PREVIOUS_PUBLIC_KEY_ENV, httpCallerChecks.jwtPreviousPublicKeyPem);
      this.function.addEnvironment(ORIGIN_VERIFY_SECRET_ENV, httpCallerChecks.originVerifySecret);
      if (httpCallerChecks.viewerAddressFromCloudFront) this.function.addEnvironment(VIEWER_ADDRESS_TRUSTED_ENV, 'true');
      if (settings.signsTokens) {
        this.function.addEnvironment(JWT_PRIVATE_KEY_SECRET_ARN_ENV, httpCallerChecks.jwtPrivateKey.secretArn);
        httpCallerChecks.jwtPrivateKey.grantRead(this.function);
      }
    }
    if (settings.mediaDelete) {
      this.function.addEnvironment('MEDIA_BUCKET', mediaBucket.bucketName);
      // Exactly this action: grantDelete would add object versions. Photos are put by the processing function only.
      this.function.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [mediaBucket.arnForObjects('media/*')] }));
      acknowledgeMediaObjects(this, mediaBucket.arnForObjects('media/*'));
    }
    if (settings.uploadPresign) {
      const { uploadBucket } = props;
      if (!uploadBucket) throw new Error(`${domain} presigns uploads but was given no upload bucket`);
      this.function.addEnvironment('UPLOAD_BUCKET', uploadBucket.bucketName);
      // A presigned POST acts with the signer's permissions: exactly PutObject, under uploads/ only.
      this.function.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [uploadBucket.arnForObjects('uploads/*')] }));
      acknowledgeUploadObjects(this, uploadBucket.arnForObjects('uploads/*'));
    }
  }
}
