import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { domains, type Domain } from '../shared/routes';
import { DataTable } from './constructs/data-table';
import { DomainFunction } from './constructs/domain-function';
import { ExerciseSeed } from './constructs/exercise-seed';
import { Api } from './constructs/http-api';
import { PrivateBucket } from './constructs/private-bucket';
import { StreamConsumer } from './constructs/stream-consumer';
import { WebDeployment } from './constructs/web-deployment';
import { WebDistribution } from './constructs/web-distribution';
import { socialStreamConsumer } from './stream-consumers';

export interface SocialFitnessStackProps extends StackProps {
  /** Folder holding the built web app (index.html at its root). */
  webAssetPath: string;
}

export class SocialFitnessStack extends Stack {
  readonly table: DataTable;
  readonly functions: Record<Domain, DomainFunction>;
  readonly api: Api;
  readonly web: WebDistribution;
  readonly exerciseSeed: ExerciseSeed;
  /** The feed fan-out: new posts and follows, from the table's stream. */
  readonly socialStream: StreamConsumer;

  constructor(scope: Construct, id: string, props: SocialFitnessStackProps) {
    super(scope, id, props);

    this.table = new DataTable(this, 'Table');
    const mediaBucket = new PrivateBucket(this, 'MediaBucket', { removalPolicy: RemovalPolicy.RETAIN });
    // The web bucket only holds build output; empty it before destroying the stack.
    const webBucket = new PrivateBucket(this, 'WebBucket', { removalPolicy: RemovalPolicy.DESTROY });
    const jwtSecret = new Secret(this, 'JwtSigningKey', {
      description: 'HS256 key that signs the API bearer tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    const functions = {} as Record<Domain, DomainFunction>;
    for (const domain of domains) {
      functions[domain] = new DomainFunction(this, `${domain}Function`, {
        domain,
        table: this.table,
        jwtSecret,
        mediaBucket,
      });
    }
    this.functions = functions;
    this.socialStream = new StreamConsumer(this, 'SocialStream', {
      ...socialStreamConsumer,
      table: this.table,
      jwtSecret,
      mediaBucket,
    });
    this.exerciseSeed = new ExerciseSeed(this, 'ExerciseSeed', { table: this.table });

    this.api = new Api(this, 'Api', { handlerOf: (domain) => functions[domain].function });
    this.web = new WebDistribution(this, 'Web', { webBucket, mediaBucket, api: this.api.httpApi });
    new WebDeployment(this, 'WebDeployment', {
      sourcePath: props.webAssetPath,
      bucket: webBucket,
      distribution: this.web.distribution,
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: this.api.stage.url });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
