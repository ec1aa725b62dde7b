import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { domains, type Domain } from '../shared/routes';
import { DataTable, importTable, type ExistingTable } from './constructs/data-table';
import { DomainFunction } from './constructs/domain-function';
import { ExerciseSeed } from './constructs/exercise-seed';
import { Api } from './constructs/http-api';
import { JwtSigningKey } from './constructs/jwt-signing-key';
import { BucketNotificationsRole } from './constructs/bucket-notifications-role';
import { MediaPipeline } from './constructs/media-pipeline';
import { Monitoring } from './constructs/monitoring';
import { ACCESS_LOG_PREFIXES, LogBucket } from './constructs/log-bucket';
import { PrivateBucket } from './constructs/private-bucket';
import { RestAlerts } from './constructs/rest-alerts';
import { StreamConsumer } from './constructs/stream-consumer';
import { WebDeployment } from './constructs/web-deployment';
import { WebDistribution } from './constructs/web-distribution';
import { accountDeletionStreamConsumer, pushStreamConsumer, sessionsStreamConsumer, socialStreamConsumer } from './stream-consumers';
import { acknowledge } from './nag';
import { prepareForSamLocal, recordAssetMetadataForSam } from './sam-local';
import { settingsOf } from './domain-settings';
import { EDGE_REGION, type EdgeStack } from './edge-stack';

/** The application stack's region unless `-c region=…` names another (infra/app-stacks.ts). */
export const DEFAULT_REGION = 'us-east-1';

/**
 * Bump and deploy to rotate the token signing key pair: new tokens get the new key, tokens of the old one still verify
 * until the next bump (docs/operations.md, "The token signing key").
 */
export const JWT_KEY_GENERATION = 1;

/**
 * Issue 30: bump and deploy to replace the VAPID (Web Push) key pair. Every browser subscribed with the old public key
 * stops receiving pushes until the app subscribes it again (docs/operations.md, "Web Push").
 */
export const VAPID_KEY_GENERATION = 1;

/** Deleted or replaced photos stay recoverable this long. */
export const MEDIA_OLD_VERSIONS_KEPT_FOR = Duration.days(30);
/** A replaced index.html or service worker stays recoverable this long (hashed assets are never replaced). */
export const WEB_OLD_VERSIONS_KEPT_FOR = Duration.days(30);

export interface SocialFitnessStackProps extends StackProps {
  /** Folder holding the built web app (index.html at its root). */
  webAssetPath: string;
  /** The us-east-1 stack with CloudFront's WAF web ACL and, with the custom domain, its certificate (infra/edge-stack.ts). */
  edge: EdgeStack;
  /**
   * The site's own name (e.g. `fit.example.com`); CloudFront's certificate for it is the edge stack's. With it the
   * API's execute-api endpoint is switched off; without it CloudFront still calls execute-api (docs/operations.md).
   * In us-east-1 the API's regional custom domain uses the edge certificate too; in another region it needs one of that
   * region: `apiCertificateArn` (`-c apiCertificateArn=…`), or the stack requests one (validated by the same DNS record).
   */
  customDomain?: { domainName: string; apiCertificateArn?: string };
  /** CloudFront's edge locations (`-c priceClass=…`, infra/deploy-options.ts); default PriceClass_100. */
  priceClass?: PriceClass;
  /** A template for `sam local start-api` against DynamoDB Local, never for deploying (infra/sam-local.ts). */
  samLocal?: boolean;
  /**
   * Use this table instead of the stack's own (`-c tableName=… -c tableStreamArn=…`): the switch to a table restored
   * from point-in-time recovery (docs/operations.md). The stack's own table is then left alone (retained).
   */
  existingTable?: ExistingTable;
  /** The token signing key's generation; JWT_KEY_GENERATION unless a test rotates it. */
  jwtKeyGeneration?: number;
  /** Where alarm notifications are mailed (`-c alarmEmail=ops@example.com`); without it the alarm topic has no subscriber. */
  alarmEmail?: string;
}

export class SocialFitnessStack extends Stack {
  /** The stack's own DataTable, or the existing table `existingTable` names. */
  readonly table: ITable;
  readonly functions: Record<Domain, DomainFunction>;
  readonly api: Api;
  readonly web: WebDistribution;
  readonly exerciseSeed: ExerciseSeed;
  readonly jwtKey: JwtSigningKey;
  /** Issue 30: the VAPID key pair that signs Web Push requests; only the push consumer reads its private key. */
  readonly vapidKey: JwtSigningKey;
  readonly originVerifySecret: Secret;
  /** S3 server access logs of both buckets and CloudFront's standard logs. */
  readonly logBucket: LogBucket;
  /** The feed fan-out: new posts and follows, from the table's stream. */
  readonly socialStream: StreamConsumer;
  /** Follower notifications of finished workouts (issue 31), from the table's stream. */
  readonly sessionsStream: StreamConsumer;
  /** Account deletion jobs (issue 12), driven by their own job items' stream events. */
  readonly accountDeletionStream: StreamConsumer;
  /** Web Push of new notifications (issue 30), from the table's stream. */
  readonly pushStream: StreamConsumer;
  /** Rest alerts (issue 30): the delay queue, its dead-letter queue and the consumer that pushes at each rest's end. */
  readonly restAlerts: RestAlerts;
  /** Alarms to an SNS topic, and the operations dashboard (docs/operations.md). */
  readonly monitoring: Monitoring;
  /** Photo uploads: the quarantine bucket, the processor and the invalidator of removed media (issue 26). */
  readonly media: MediaPipeline;

  constructor(scope: Construct, id: string, props: SocialFitnessStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: props.env?.region ?? DEFAULT_REGION } });
    if (props.samLocal) recordAssetMetadataForSam(this);

    this.table = props.existingTable ? importTable(this, 'Table', props.existingTable) : new DataTable(this, 'Table');
    this.logBucket = new LogBucket(this, 'LogBucket');
    const notificationsRole = new BucketNotificationsRole(this, 'BucketNotifications');
    const mediaBucket = new PrivateBucket(this, 'MediaBucket', {
      removalPolicy: RemovalPolicy.RETAIN,
      notificationsHandlerRole: notificationsRole.forBuckets,
      keepOldVersionsFor: MEDIA_OLD_VERSIONS_KEPT_FOR,
      accessLogs: { bucket: this.logBucket, prefix: ACCESS_LOG_PREFIXES.mediaBucket },
    });
    // The web bucket only holds build output; empty it before destroying the stack.
    const webBucket = new PrivateBucket(this, 'WebBucket', {
      removalPolicy: RemovalPolicy.DESTROY,
      keepOldVersionsFor: WEB_OLD_VERSIONS_KEPT_FOR,
      accessLogs: { bucket: this.logBucket, prefix: ACCESS_LOG_PREFIXES.webBucket },
    });
    this.jwtKey = new JwtSigningKey(this, 'JwtKey', { generation: props.jwtKeyGeneration ?? JWT_KEY_GENERATION });
    this.vapidKey = new JwtSigningKey(this, 'VapidKey', {
      generation: VAPID_KEY_GENERATION,
      purpose: {
        secretDescription: 'VAPID (P-256) private key, PKCS8 PEM, that signs Web Push requests; read only by the push consumer',
        generatorDescription: 'social-fitness: makes the VAPID (Web Push) key pair at deploy',
        rotation:
          'Rotated by bumping VAPID_KEY_GENERATION and deploying (docs/operations.md): browsers subscribed with the old public key must subscribe again, so it is never rotated behind their backs.',
        resourceType: 'Custom::VapidKeyPair',
      },
    });
    // CloudFront sends it with every /api request, the functions refuse requests without it. A dynamic reference:
    // CloudFormation resolves it at deploy and no function needs read access to the secret.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to /api requests; requests without it are refused',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originVerifySecret,
      'SMG4',
      'Resolved into CloudFront\'s origin header and the functions\' environment at deploy: a scheduled rotation would change nothing until the next deploy. Rotated by renaming the construct and deploying (docs/operations.md).',
    );
    const httpCallerChecks = {
      jwtPublicKeyPem: this.jwtKey.publicKeyPem,
      jwtPreviousPublicKeyPem: this.jwtKey.previousPublicKeyPem,
      jwtPrivateKey: this.jwtKey.privateKey,
      originVerifySecret: this.originVerifySecret.secretValue.unsafeUnwrap(),
      viewerAddressFromCloudFront: props.customDomain !== undefined,
    };

    this.media = new MediaPipeline(this, 'Media', { table: this.table, mediaBucket, logBucket: this.logBucket, notificationsRole });
    const functions = {} as Record<Domain, DomainFunction>;
    for (const domain of domains) {
      functions[domain] = new DomainFunction(this, `${domain}Function`, {
        domain,
        table: this.table,
        mediaBucket,
        uploadBucket: this.media.uploadBucket,
        httpCallerChecks,
      });
    }
    this.functions = functions;
    // In a key rotation every verifier gets the new public key before the signer may use it: auth is updated last.
    for (const domain of domains) if (domain !== 'auth') functions.auth.function.node.addDependency(functions[domain].function);
    this.socialStream = new StreamConsumer(this, 'SocialStream', {
      ...socialStreamConsumer,
      table: this.table,
      mediaBucket,
    });
    this.sessionsStream = new StreamConsumer(this, 'SessionsStream', {
      ...sessionsStreamConsumer,
      table: this.table,
      mediaBucket,
    });
    this.accountDeletionStream = new StreamConsumer(this, 'AccountDeletionStream', {
      ...accountDeletionStreamConsumer,
      table: this.table,
      mediaBucket,
    });
    this.pushStream = new StreamConsumer(this, 'PushStream', {
      ...pushStreamConsumer,
      table: this.table,
      mediaBucket,
    });
    // The browsers subscribe with the public key (GET /api/push/public-key); the consumer alone signs with the private one.
    functions.notifications.function.addEnvironment('VAPID_PUBLIC_KEY', this.vapidKey.publicKeyPem);
    this.pushStream.function.addEnvironment('VAPID_PUBLIC_KEY', this.vapidKey.publicKeyPem);
    this.pushStream.function.addEnvironment('VAPID_PRIVATE_KEY_SECRET_ARN', this.vapidKey.privateKey.secretArn);
    this.vapidKey.privateKey.grantRead(this.pushStream.function);
    this.restAlerts = new RestAlerts(this, 'RestAlerts', { table: this.table, mediaBucket, vapidKey: this.vapidKey });
    // The live workout's rest alert route (functions/sessions/live/rest-alert.ts) schedules them.
    this.restAlerts.allowScheduling(functions.sessions.function);
    this.exerciseSeed = new ExerciseSeed(this, 'ExerciseSeed', { table: this.table });

    const edgeCertificate = props.edge.certificate;
    if (props.customDomain && !edgeCertificate) throw new Error('A custom domain needs the edge stack made with it (its certificate)');
    const customDomain = props.customDomain && edgeCertificate && { domainName: props.customDomain.domainName, certificate: edgeCertificate };
    const apiDomain = props.customDomain && { domainName: props.customDomain.domainName, certificate: this.apiCertificate(props.customDomain, edgeCertificate) };
    this.api = new Api(this, 'Api', { handlerOf: (domain) => functions[domain].function, customDomain: apiDomain });
    this.web = new WebDistribution(this, 'Web', {
      webBucket,
      mediaBucket,
      uploadBucket: this.media.uploadBucket,
      api: this.api.origin,
      webAclArn: props.edge.webAcl.acl.attrArn,
      originVerifySecret: httpCallerChecks.originVerifySecret,
      customDomain,
      logBucket: this.logBucket,
      priceClass: props.priceClass,
    });
    this.media.addInvalidation(this.web.distribution);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpFunctions: Object.fromEntries(domains.map((domain) => [domain, functions[domain].function])),
      backgroundFunctions: {
        SocialStream: this.socialStream.function,
        SessionsStream: this.sessionsStream.function,
        AccountDeletionStream: this.accountDeletionStream.function,
        PushStream: this.pushStream.function,
        RestAlerts: this.restAlerts.function,
        MediaProcessor: this.media.processor,
        ...(this.media.invalidator && { MediaInvalidator: this.media.invalidator }),
      },
      streamFailureQueues: {
        SocialStream: this.socialStream,
        SessionsStream: this.sessionsStream,
        AccountDeletionStream: this.accountDeletionStream,
        PushStream: this.pushStream,
      },
      deadLetterQueues: { RestAlerts: this.restAlerts.deadLetters },
      httpApi: this.api.httpApi,
      table: this.table,
      distribution: this.web.distribution,
      alarmEmail: props.alarmEmail,
    });
    new WebDeployment(this, 'WebDeployment', {
      sourcePath: props.webAssetPath,
      bucket: webBucket,
      distribution: this.web.distribution,
    });

    const siteUrl = `https://${props.customDomain?.domainName ?? this.web.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    // The API is only answered through CloudFront.
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api` });
    if (props.customDomain) {
      new CfnOutput(this, 'DnsTarget', {
        description: `Point ${props.customDomain.domainName} here (CNAME, or a Route 53 alias)`,
        value: this.web.distribution.distributionDomainName,
      });
    }
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    // The contact a push service may write to about our pushes (RFC 8292): the site itself.
    this.pushStream.function.addEnvironment('VAPID_SUBJECT', siteUrl);
    this.restAlerts.function.addEnvironment('VAPID_SUBJECT', siteUrl);

    if (props.samLocal) {
      prepareForSamLocal(this, {
        http: domains.map((domain) => ({ fn: functions[domain].function, signsTokens: settingsOf(domain).signsTokens })),
        // The photo processor and the invalidator are left out: SAM local cannot deliver S3 events to them.
        // The rest alert consumer is left out too: SAM local has no SQS to feed it.
        other: [this.socialStream.function, this.sessionsStream.function, this.accountDeletionStream.function, this.pushStream.function],
      });
    }
  }

  /** The API's regional custom domain's certificate: the edge one in us-east-1, else one of this region. */
  private apiCertificate(domain: { domainName: string; apiCertificateArn?: string }, edgeCertificate: ICertificate | undefined): ICertificate {
    if (this.region === EDGE_REGION && edgeCertificate && !domain.apiCertificateArn) return edgeCertificate;
    if (domain.apiCertificateArn) return Certificate.fromCertificateArn(this, 'ApiCertificate', domain.apiCertificateArn);
    return new Certificate(this, 'ApiCertificate', { domainName: domain.domainName, validation: CertificateValidation.fromDns() });
  }
}
