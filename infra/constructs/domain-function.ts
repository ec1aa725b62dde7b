import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Domain } from '../../shared/routes';
import { settingsOf, type DomainSettings } from '../domain-settings';
import { repoRoot } from '../paths';

export interface DomainFunctionProps {
  domain: Domain;
  table: ITable;
  jwtSecret: ISecret;
  mediaBucket: IBucket;
  /** Another handler of the domain than its HTTP `handler.ts` (e.g. `stream-handler.ts`). */
  entryFile?: string;
  /** What this function needs instead of the domain's HTTP settings (a stream consumer needs no JWT, no media). */
  settings?: DomainSettings;
  timeout?: Duration;
  description?: string;
}

/**
 * The Lambda of one domain (`functions/<domain>/handler.ts`) with the project's defaults
 * baked in, granted only what `domain-settings.ts` declares for that domain.
 */
export class DomainFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    const { domain, table, jwtSecret, mediaBucket } = props;
    const settings = props.settings ?? settingsOf(domain);

    this.function = new NodejsFunction(this, 'Handler', {
      description: props.description ?? `social-fitness ${domain} domain`,
      entry: path.join(repoRoot, 'functions', domain, props.entryFile ?? 'handler.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: settings.memorySize,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }),
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        // Ship the SDK versions from package-lock.json (the ones tested locally) instead of the
        // runtime's copy; minified and tree-shaken it also loads faster than the runtime's.
        bundleAwsSDK: true,
      },
    });

    if (settings.table !== 'none') {
      this.function.addEnvironment('TABLE_NAME', table.tableName);
      if (settings.table === 'read') table.grantReadData(this.function);
      else table.grantReadWriteData(this.function);
    }
    if (settings.jwtSecret) {
      this.function.addEnvironment('JWT_SECRET_ARN', jwtSecret.secretArn);
      jwtSecret.grantRead(this.function);
    }
    if (settings.mediaWrite) {
      this.function.addEnvironment('MEDIA_BUCKET', mediaBucket.bucketName);
      // Exactly these two actions: grantPut/grantDelete would add legal holds, retention, tagging, versions.
      this.function.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [mediaBucket.arnForObjects('media/*')] }),
      );
    }
  }
}
