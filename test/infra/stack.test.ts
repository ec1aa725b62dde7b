import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../functions/auth/device-cookie-name';
import { catalogueHash } from '../../functions/exercises/seed/catalogue';
import { tableDefinition } from '../../functions/lib/db/table-definition';
import { STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from '../../infra/constructs/stream-consumer';
import { defaultThrottle } from '../../infra/constructs/http-api';
import { LOG_RETENTION } from '../../infra/constructs/log-group';
import { settingsOf } from '../../infra/domain-settings';
import { LAMBDA_RUNTIME } from '../../infra/lambda-runtime';
import { powertoolsEnvironment } from '../../infra/powertools-environment';
import { socialStreamConsumer } from '../../infra/stream-consumers';
import { domains, routeKeyOf, routes, type RouteDefinition } from '../../shared/routes';
import { asArray, isLogWrite, synthesize, type Resource, type Statement } from './template';

// CloudFront managed policy ids (AWS documentation, "Use managed cache/origin request policies").
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

const { stack, json, outdir, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();

const functionIdOf = (domain: (typeof domains)[number]) => logicalIdOf(stack.functions[domain].function);
const tableId = logicalIdOf(stack.table);
const secretId = logicalIdOf(stack.jwtKey.privateKey);
const roleIdOf = (domain: (typeof domains)[number]) => roleIdOfFunction(functionIdOf(domain));

/** Every statement of every inline policy of the role of a domain's function. */
const statementsOf = (domain: (typeof domains)[number]) => statementsOfRole(roleIdOf(domain));

describe('HTTP API', () => {
  const apiRoutes = resourcesOf('AWS::ApiGatewayV2::Route');

  it('has exactly one route per entry of the route table', () => {
    const keys = apiRoutes.map(([, route]) => route.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(routes.map(routeKeyOf).sort());
  });

  it("integrates each route with its domain's function, payload format 2.0", () => {
    for (const [, route] of apiRoutes) {
      const definition = (routes as readonly RouteDefinition[]).find((r) => routeKeyOf(r) === route.Properties.RouteKey);
      const [prefix, ref] = route.Properties.Target['Fn::Join'][1];
      expect(prefix).toBe('integrations/');
      const integration = resource(ref.Ref).Properties;
      expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionIdOf(definition!.domain), 'Arn'] });
      expect(integration.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('has one whole-API ceiling and no shared per-route throttle that one caller could use up for everybody', () => {
    const [[, stage]] = resourcesOf('AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: defaultThrottle.rateLimit,
      ThrottlingBurstLimit: defaultThrottle.burstLimit,
    });
    expect(stage.Properties.RouteSettings).toBeUndefined();
  });
});

describe('DynamoDB table', () => {
  const table = resource(tableId);

  it('is built from the shared table definition', () => {
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('has point-in-time recovery, the TTL attribute, deletion protection and is retained', () => {
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('streams new and old images of every change (the feed fan-out reads them)', () => {
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(tableDefinition.streamViewType).toBe('NEW_AND_OLD_IMAGES');
  });
});

describe('S3 buckets', () => {
  it('block all public access', () => {
    const buckets = resourcesOf('AWS::S3::Bucket');
    expect(buckets).toHaveLength(4); // media, web, the photo upload quarantine and the access log bucket
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('grant reads only to CloudFront, for this distribution', () => {
    const distributionId = logicalIdOf(stack.web.distribution);
    // The log bucket's policy lets S3 write server access logs into it (test/infra/cdk-nag.test.ts).
    const logBucketId = logicalIdOf(stack.logBucket);
    // The upload quarantine grants nothing: presigned POSTs act with the media function's role (test/infra/media-pipeline.test.ts).
    const uploadBucketId = logicalIdOf(stack.media.uploadBucket);
    const policies = resourcesOf('AWS::S3::BucketPolicy').filter(([, policy]) => ![logBucketId, uploadBucketId].includes(policy.Properties.Bucket.Ref));
    expect(policies).toHaveLength(2);
    for (const [, policy] of policies) {
      const statements = policy.Properties.PolicyDocument.Statement as Statement[];
      const allows = statements.filter((s) => s.Effect === 'Allow');
      expect(allows.length).toBeGreaterThan(0);
      for (const statement of allows) {
        expect(statement.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
        expect(asArray(statement.Action)).toEqual(['s3:GetObject']);
        const sourceArn = JSON.stringify(statement.Condition.StringEquals['AWS:SourceArn']);
        expect(sourceArn).toContain(distributionId);
      }
      // Statements naming everybody ('*') may only deny (enforceSSL, minimum TLS).
      const toEverybody = statements.filter((s) => s.Principal === '*' || s.Principal?.AWS === '*');
      expect(toEverybody.every((s) => s.Effect === 'Deny')).toBe(true);
    }
  });
});

describe('Lambda functions', () => {
  it('exist for every domain with the runtime defaults', () => {
    for (const domain of domains) {
      const fn = resource(functionIdOf(domain)).Properties;
      expect(fn.Runtime).toBe(LAMBDA_RUNTIME.name);
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Timeout).toBe(10);
      // Source maps are written beside the bundle but not loaded at run time (docs/decisions.md 54).
      expect(fn.Environment.Variables).not.toHaveProperty('NODE_OPTIONS');
      const logGroup = resource(fn.LoggingConfig.LogGroup.Ref);
      expect(logGroup.Properties.RetentionInDays).toBe(LOG_RETENTION);
    }
    expect(resource(functionIdOf('status')).Properties.MemorySize).toBe(512);
    expect(resource(functionIdOf('auth')).Properties.MemorySize).toBe(1024);
  });

  it('roles carry no managed policy: each writes logs to its own log group only', () => {
    for (const domain of domains) {
      expect(resource(roleIdOf(domain)).Properties.ManagedPolicyArns, domain).toBeUndefined();
      const logGroupId = resource(functionIdOf(domain)).Properties.LoggingConfig.LogGroup.Ref;
      const logWrites = statementsOf(domain).filter(isLogWrite);
      expect(logWrites.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [logGroupId, 'Arn'] }]);
    }
  });

  it("all run the stack's Node.js runtime (the latest aws-cdk-lib offers) on arm64", () => {
    const nodeFunctions = resourcesOf('AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Runtime).startsWith('nodejs'),
    );
    expect(nodeFunctions.length).toBeGreaterThanOrEqual(domains.length);
    for (const [, fn] of nodeFunctions) {
      expect(fn.Properties.Runtime).toBe(LAMBDA_RUNTIME.name);
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('status can touch neither the table nor the secret', () => {
    const actions = statementsOf('status').flatMap((s) => asArray(s.Action));
    expect(actions.filter((a) => a.startsWith('dynamodb:') || a.startsWith('secretsmanager:'))).toEqual([]);
    const variables = resource(functionIdOf('status')).Properties.Environment.Variables;
    expect(variables).not.toHaveProperty('TABLE_NAME');
    expect(variables).not.toHaveProperty('JWT_PRIVATE_KEY_SECRET_ARN');
  });

  it('auth reaches the table and its indexes only, and reads the private key secret', () => {
    const statements = statementsOf('auth');
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
    const dynamo = statements.filter((s) => asArray(s.Action).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.flatMap((s) => asArray(s.Action)).sort()).toEqual([...settingsOf('auth').tableActions].sort());
    for (const statement of dynamo) {
      expect(asArray(statement.Action).every((a) => a.startsWith('dynamodb:'))).toBe(true);
      for (const arn of asArray(statement.Resource)) expect([tableArn, indexArn]).toContainEqual(arn);
    }
    const secrets = statements.filter((s) => asArray(s.Action).some((a) => a.startsWith('secretsmanager:')));
    expect(secrets.flatMap((s) => asArray(s.Action)).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
    for (const statement of secrets) expect(statement.Resource).toEqual({ Ref: secretId });
    for (const statement of statements) expect(asArray(statement.Resource)).not.toContain('*');

    const variables = resource(functionIdOf('auth')).Properties.Environment.Variables;
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
    expect(variables.JWT_PRIVATE_KEY_SECRET_ARN).toEqual({ Ref: secretId });
  });

  it('only users and social may delete media (under media/* of the media bucket), and none puts any: photos come from the processor', () => {
    const mediaBucketId = resourcesOf('AWS::S3::Bucket').find(([id]) => id.startsWith('MediaBucket'))![0];
    const mediaObjects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaBucketId, 'Arn'] }, '/media/*']] };
    const touchesS3 = (s: Statement) => asArray(s.Action).some((a) => a.startsWith('s3:'));
    for (const domain of domains) {
      const s3Statements = statementsOf(domain).filter(touchesS3);
      const variables = resource(functionIdOf(domain)).Properties.Environment.Variables;
      if (domain === 'users' || domain === 'social') {
        // Actions sorted: the @aws-cdk/aws-iam:minimizePolicies flag (cdk.json) orders them.
        expect(s3Statements).toEqual([{ Effect: 'Allow', Action: 's3:DeleteObject', Resource: mediaObjects }]);
        expect(variables.MEDIA_BUCKET).toEqual({ Ref: mediaBucketId });
      } else if (domain === 'media') {
        // Presigned POSTs act with the signer's rights: put, under uploads/ of the quarantine bucket only.
        const uploadBucketId = logicalIdOf(stack.media.uploadBucket);
        expect(s3Statements).toEqual([{ Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadBucketId, 'Arn'] }, '/uploads/*']] } }]);
        expect(variables.UPLOAD_BUCKET).toEqual({ Ref: uploadBucketId });
        expect(variables, domain).not.toHaveProperty('MEDIA_BUCKET');
      } else {
        expect(s3Statements, domain).toEqual([]);
        expect(variables, domain).not.toHaveProperty('MEDIA_BUCKET');
      }
    }
  });

  it('the signing key secret is created empty: its only value is the private key the key pair resource writes', () => {
    expect(resource(secretId).Properties.GenerateSecretString).toBeUndefined();
    expect(resource(secretId).Properties.SecretString).toBeUndefined();
  });
});

describe('feed fan-out stream consumer', () => {
  const consumerId = logicalIdOf(stack.socialStream.function);
  const consumer = resource(consumerId).Properties;
  const queueId = logicalIdOf(stack.socialStream.failureQueue);
  const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
  const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
  const streamArn = { 'Fn::GetAtt': [tableId, 'StreamArn'] };
  const mappings = resourcesOf('AWS::Lambda::EventSourceMapping');

  it("is the social domain's stream handler with the Lambda defaults, the table name and nothing else", () => {
    expect(consumer.Runtime).toBe(LAMBDA_RUNTIME.name);
    expect(consumer.Architectures).toEqual(['arm64']);
    expect(consumer.Timeout).toBe(120);
    expect(consumer.Environment.Variables).toEqual({
      TABLE_NAME: { Ref: tableId },
      ...powertoolsEnvironment('social', socialStreamConsumer.entryFile),
    });
    expect(resource(consumer.LoggingConfig.LogGroup.Ref).Properties.RetentionInDays).toBe(LOG_RETENTION);
  });

  it('reads the table stream: only new posts and new follow edges, failures reported per record, bisected, retried, then queued', () => {
    const ofConsumer = mappings.filter(([, mapping]) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }));
    expect(ofConsumer).toHaveLength(1);
    const [[, mapping]] = ofConsumer as [[string, Resource]];
    expect(mapping.Properties).toEqual({
      FunctionName: { Ref: consumerId },
      EventSourceArn: streamArn,
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      FilterCriteria: { Filters: socialStreamConsumer.filters.map((pattern) => ({ Pattern: JSON.stringify(pattern) })) },
    });
    const patterns = mapping.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['Post'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['Follow'] } } } },
    ]);
  });

  it('may only get, query, put and batch-write the table, read its stream and send to its failure queue', () => {
    const statements = statementsOfRole(consumer.Role['Fn::GetAtt'][0]);
    expect(resource(consumer.Role['Fn::GetAtt'][0]).Properties.ManagedPolicyArns).toBeUndefined();
    const logs = statements.filter(isLogWrite);
    expect(logs.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [consumer.LoggingConfig.LogGroup.Ref, 'Arn'] }]);
    const table = statements.filter((s) => JSON.stringify(s.Resource) === JSON.stringify([tableArn, indexArn]));
    expect(table.flatMap((s) => asArray(s.Action)).sort()).toEqual([
      'dynamodb:BatchWriteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
    ]);
    const stream = statements.filter((s) => JSON.stringify(s.Resource) === JSON.stringify(streamArn));
    expect(stream.flatMap((s) => asArray(s.Action)).sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);
    const queue = statements.filter((s) => asArray(s.Action).some((a) => a.startsWith('sqs:')));
    for (const statement of queue) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(queue.flatMap((s) => asArray(s.Action))).toContain('sqs:SendMessage');
    // ListStreams has no resource-level permissions; it is the only action on '*'.
    const anywhere = statements.filter((s) => asArray(s.Resource).includes('*'));
    expect(anywhere.flatMap((s) => asArray(s.Action))).toEqual(['dynamodb:ListStreams']);
    expect(table.length + stream.length + queue.length + anywhere.length + logs.length).toBe(statements.length);
    expect(statements.every((s) => s.Effect === 'Allow')).toBe(true);
  });

  it('keeps failed records 14 days in an encrypted queue reachable over TLS only', () => {
    const queue = resource(queueId).Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.MessageRetentionPeriod).toBe(14 * 24 * 60 * 60);
    const [[, policy]] = resourcesOf('AWS::SQS::QueuePolicy').filter(([, p]) => JSON.stringify(p.Properties.Queues) === JSON.stringify([{ Ref: queueId }])) as [[string, Resource]];
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('exercise catalogue seed', () => {
  const seederId = logicalIdOf(stack.exerciseSeed.seeder);

  it('is a custom resource carrying the catalogue hash, so a changed catalogue re-seeds', () => {
    const seeds = resourcesOf('Custom::ExerciseCatalogue');
    expect(seeds).toHaveLength(1);
    const [, seed] = seeds[0]!;
    expect(seed.Properties.catalogueHash).toBe(catalogueHash());
    const providerFunction = resource(seed.Properties.ServiceToken['Fn::GetAtt'][0]);
    expect(providerFunction.Properties.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN).toEqual({
      'Fn::GetAtt': [seederId, 'Arn'],
    });
  });

  it('runs a seeder that logs like every other function: Powertools JSON lines, source maps never loaded', () => {
    const seeder = resource(seederId).Properties;
    expect(seeder.Environment.Variables).toEqual({
      ...powertoolsEnvironment('exercises', 'seed/custom-resource.ts'),
      TABLE_NAME: { Ref: tableId },
    });
    expect(seeder.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe('social-fitness-exercises-custom-resource');
    expect(seeder.Runtime).toBe(LAMBDA_RUNTIME.name);
    expect(resource(seeder.LoggingConfig.LogGroup.Ref).Properties.RetentionInDays).toBe(LOG_RETENTION);
  });

  it('runs a seeder that can only put items into the table', () => {
    const seeder = resource(seederId).Properties;
    expect(seeder.Environment.Variables.TABLE_NAME).toEqual({ Ref: tableId });
    const statements = statementsOfRole(seeder.Role['Fn::GetAtt'][0]).filter((statement) => !isLogWrite(statement));
    expect(statements.flatMap((s) => asArray(s.Action)).sort()).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:PutItem']);
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      for (const arn of asArray(statement.Resource)) expect([tableArn, indexArn]).toContainEqual(arn);
    }
  });
});

describe('CloudFront distribution', () => {
  const config = resource(logicalIdOf(stack.web.distribution)).Properties.DistributionConfig;
  const behaviour = (pattern: string) => config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
  const origin = (id: string) => config.Origins.find((o: any) => o.Id === id);

  it('sends /api/* uncached to the HTTP API with every viewer header except Host and only the device cookie', () => {
    const api = behaviour('api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    const policy = resource(api.OriginRequestPolicyId.Ref).Properties.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'allExcept', Headers: ['Host'] });
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: [DEVICE_COOKIE] });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const domainName = JSON.stringify(origin(api.TargetOriginId).DomainName);
    expect(domainName).toContain(logicalIdOf(stack.api.httpApi));
    expect(domainName).toContain('.execute-api.');
  });

  it('sends /media/* to the media bucket through origin access control', () => {
    const media = behaviour('media/*');
    const mediaOrigin = origin(media.TargetOriginId);
    expect(JSON.stringify(mediaOrigin.DomainName)).toContain('MediaBucket');
    expect(mediaOrigin.OriginAccessControlId).toBeDefined();
    expect(media.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('answers /media/* with nosniff, overriding whatever the bucket sends', () => {
    const media = behaviour('media/*');
    const policy = resource(media.ResponseHeadersPolicyId.Ref);
    expect(policy.Type).toBe('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.StrictTransportSecurity).toMatchObject({ Override: true });
  });

  it('serves the SPA by default with a viewer-request fallback, not error responses', () => {
    const web = config.DefaultCacheBehavior;
    expect(JSON.stringify(origin(web.TargetOriginId).DomainName)).toContain('WebBucket');
    expect(web.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(web.FunctionAssociations).toHaveLength(1);
    expect(web.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(config.CustomErrorResponses).toBeUndefined();
    // Screens opened by another window are SPA routes too; the API and media are not rewritten.
    for (const pattern of ['api/*', 'media/*']) expect(behaviour(pattern).FunctionAssociations).toBeUndefined();
    expect(behaviour('uploads').FunctionAssociations).toHaveLength(1);
  });

  it('deploys the web build and invalidates the distribution', () => {
    const deployments = resourcesOf('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    expect(deployments.some((d) => JSON.stringify(d.DistributionPaths) === '["/*"]')).toBe(true);
    expect(deployments.every((d) => d.Prune === false)).toBe(true);
  });
});

describe('stack', () => {
  it('outputs the site URL, the API URL and the table name', () => {
    expect(Object.keys(json.Outputs).sort()).toEqual(['ApiUrl', 'SiteUrl', 'TableName']);
  });

  it("passes CDK's built-in CloudFormation validation", () => {
    const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((r: any) => r.violations ?? [])).toEqual([]);
  });
});
