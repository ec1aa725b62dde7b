/**
 * Issue 26 in the template: the upload quarantine bucket and its ObjectCreated notification to the photo processor
 * (arm64, sharp from its layer, exactly the grants it uses), the invalidator of removed media with
 * CreateInvalidation on this distribution only, a day at most of edge caching for media, and /uploads at the edge.
 */
import { describe, expect, it } from 'vitest';
import { asArray, isLogWrite, synthesize, type Statement } from './template';

const { stack, json, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();

const processorId = logicalIdOf(stack.media.processor);
const invalidatorId = logicalIdOf(stack.media.invalidator!);
const uploadBucketId = logicalIdOf(stack.media.uploadBucket);
const mediaBucketId = resourcesOf('AWS::S3::Bucket').find(([id]) => id.startsWith('MediaBucket'))![0];
const distributionId = logicalIdOf(stack.web.distribution);
const tableArn = { 'Fn::GetAtt': [logicalIdOf(stack.table), 'Arn'] };
const objectsOf = (bucketId: string, prefix: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${prefix}/*`]] });
const grantsOf = (functionId: string) => statementsOfRole(roleIdOfFunction(functionId)).filter((statement) => !isLogWrite(statement));

const notifications = resourcesOf('Custom::S3BucketNotifications');
const notificationOf = (bucketId: string) => notifications.find(([, r]) => r.Properties.BucketName.Ref === bucketId)?.[1].Properties.NotificationConfiguration;

describe('the upload quarantine bucket', () => {
  const bucket = resource(uploadBucketId).Properties;

  it('is private, unversioned, and keeps nothing longer than a day', () => {
    expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(bucket.VersioningConfiguration).toBeUndefined();
    expect(bucket.LifecycleConfiguration.Rules).toEqual(expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 1, Status: 'Enabled' })]));
    expect(bucket.CorsConfiguration).toBeUndefined();
  });

  it('invokes the processor for every object created under uploads/, and nothing else', () => {
    expect(notificationOf(uploadBucketId)).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [processorId, 'Arn'] },
        },
      ],
    });
  });
});

describe('the photo processor', () => {
  const fn = resource(processorId).Properties;

  it('runs on arm64 with 1536 MB for 30 s at most, with sharp from its linux-arm64 layer', () => {
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.MemorySize).toBe(1536);
    expect(fn.Timeout).toBe(30);
    expect(fn.Handler).toBe('index.handler');
    const [layer] = fn.Layers as { Ref: string }[];
    const layerProps = resource(layer!.Ref).Properties;
    expect(layerProps.CompatibleArchitectures).toEqual(['arm64']);
    expect(layerProps.CompatibleRuntimes).toEqual([fn.Runtime]);
    expect(fn.Environment.Variables).toMatchObject({ MEDIA_BUCKET: { Ref: mediaBucketId }, TABLE_NAME: { Ref: logicalIdOf(stack.table) } });
  });

  it('may read and delete quarantined uploads, put media, and read and settle upload records: nothing more', () => {
    const grants = grantsOf(processorId);
    const s3 = grants.filter((statement) => asArray(statement.Action).some((action) => action.startsWith('s3:')));
    expect(s3).toEqual(
      expect.arrayContaining([
        { Effect: 'Allow', Action: ['s3:DeleteObject', 's3:GetObject'], Resource: objectsOf(uploadBucketId, 'uploads') },
        { Effect: 'Allow', Action: 's3:PutObject', Resource: objectsOf(mediaBucketId, 'media') },
      ]),
    );
    expect(s3).toHaveLength(2);
    const dynamodb = grants.filter((statement) => asArray(statement.Action).some((action) => action.startsWith('dynamodb:')));
    expect(dynamodb.flatMap((statement) => asArray(statement.Action)).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    for (const statement of dynamodb) expect(asArray(statement.Resource)[0]).toEqual(tableArn);
    const other = grants.filter((statement) => !s3.includes(statement) && !dynamodb.includes(statement));
    expect(other).toEqual([]);
  });

  it('may be invoked by the upload bucket only', () => {
    const permissions = resourcesOf('AWS::Lambda::Permission').filter(([, p]) => JSON.stringify(p.Properties.FunctionName).includes(processorId));
    expect(permissions.map(([, p]) => [p.Properties.Principal, p.Properties.SourceArn])).toEqual([['s3.amazonaws.com', { 'Fn::GetAtt': [uploadBucketId, 'Arn'] }]]);
  });
});

describe('deleted media stops being served', () => {
  it('the media bucket invokes the invalidator for every object removed under media/', () => {
    expect(notificationOf(mediaBucketId)).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectRemoved:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'media/' }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [invalidatorId, 'Arn'] },
        },
      ],
    });
  });

  it('the invalidator may create invalidations of this distribution only, and knows its id', () => {
    const fn = resource(invalidatorId).Properties;
    expect(fn.Environment.Variables.MEDIA_DISTRIBUTION_ID).toEqual({ Ref: distributionId });
    expect(fn.Architectures).toEqual(['arm64']);
    const grants = grantsOf(invalidatorId);
    expect(grants).toEqual([
      {
        Effect: 'Allow',
        Action: 'cloudfront:CreateInvalidation',
        Resource: { 'Fn::Join': ['', ['arn:aws:cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }]] },
      },
    ]);
    // No other function may invalidate.
    const invalidators = resourcesOf('AWS::IAM::Policy').filter(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as Statement[]).some((statement) => asArray(statement.Action).includes('cloudfront:CreateInvalidation')),
    );
    const roles = invalidators.flatMap(([, policy]) => policy.Properties.Roles.map((role: { Ref: string }) => role.Ref));
    // The web deployment invalidates the whole distribution after a deploy (CDK's BucketDeployment); photos only this one.
    expect(roles).toContain(roleIdOfFunction(invalidatorId));
    expect(roles.filter((role: string) => role !== roleIdOfFunction(invalidatorId)).every((role: string) => role.startsWith('WebDeploymentRole'))).toBe(true);
  });

  it('CloudFront keeps media a day at most, whatever an object says', () => {
    const config = resource(distributionId).Properties.DistributionConfig;
    const media = config.CacheBehaviors.find((behaviour: { PathPattern: string }) => behaviour.PathPattern === 'media/*');
    const policy = resource(media.CachePolicyId.Ref).Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ DefaultTTL: 86_400, MaxTTL: 86_400, MinTTL: 0 });
  });
});

describe('/uploads at the edge', () => {
  const config = resource(distributionId).Properties.DistributionConfig;
  const uploads = config.CacheBehaviors.find((behaviour: { PathPattern: string }) => behaviour.PathPattern === 'uploads');

  it('passes POSTs uncached to the quarantine bucket, with only the Content-Type header', () => {
    const origin = config.Origins.find((o: { Id: string }) => o.Id === uploads.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [uploadBucketId, 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeUndefined();
    expect(uploads.AllowedMethods).toContain('POST');
    expect(uploads.ViewerProtocolPolicy).toBe('https-only');
    expect(uploads.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    const request = resource(uploads.OriginRequestPolicyId.Ref).Properties.OriginRequestPolicyConfig;
    expect(request).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Content-Type'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
    expect(uploads.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
  });

  it('no image bytes reach the API: no route takes a body larger than the JSON default but the workout import', () => {
    expect(JSON.stringify(json)).not.toContain('MAX_IMAGE_BODY_BYTES');
  });
});
