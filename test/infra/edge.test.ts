import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABORT_INCOMPLETE_UPLOADS_AFTER } from '../../infra/constructs/private-bucket';
import { API_RATE_LIMIT, AUTH_RATE_LIMIT } from '../../infra/constructs/web-acl';
import { EDGE_REGION } from '../../infra/edge-stack';
import { DEFAULT_REGION, MEDIA_OLD_VERSIONS_KEPT_FOR, WEB_OLD_VERSIONS_KEPT_FOR } from '../../infra/stack';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify';
import { domains, routes, type RouteDefinition } from '../../shared/routes';
import { asArray, synthesize } from './template';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
const plain = synthesize();
const withDomain = synthesize({ customDomain: { domainName: 'fit.example.com', certificateArn: CERTIFICATE_ARN } });

const distributionOf = (synth: typeof plain) => synth.resource(synth.logicalIdOf(synth.stack.web.distribution)).Properties.DistributionConfig;
const apiBehaviourOf = (synth: typeof plain) => distributionOf(synth).CacheBehaviors.find((b: any) => b.PathPattern === 'api/*');
const apiOriginOf = (synth: typeof plain) => distributionOf(synth).Origins.find((o: any) => o.Id === apiBehaviourOf(synth).TargetOriginId);
const httpFunctionVariables = (synth: typeof plain) =>
  domains.map((domain) => synth.resource(synth.logicalIdOf(synth.stack.functions[domain].function)).Properties.Environment.Variables);

describe('every call passes CloudFront and its WAF', () => {
  const edgeResources = Object.entries(plain.edgeTemplate.toJSON().Resources as Record<string, any>);
  const [[aclId, acl]] = edgeResources.filter(([, r]) => r.Type === 'AWS::WAFv2::WebACL') as [[string, any]];
  const rules = acl.Properties.Rules as any[];
  const rule = (name: string) => rules.find((r) => r.Name === name);

  it("has a CloudFront-scoped web ACL in the us-east-1 edge stack, on the distribution (read from the edge stack's outputs)", () => {
    expect(plain.stack.region).toBe(DEFAULT_REGION);
    expect(DEFAULT_REGION).toBe('us-east-1');
    expect(plain.edge.region).toBe(EDGE_REGION);
    expect(EDGE_REGION).toBe('us-east-1');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(plain.resourcesOf('AWS::WAFv2::WebACL')).toEqual([]);
    // In us-east-1 the application stack has CloudFront's alarm itself (test/infra/observability.test.ts): no third stack.
    expect(plain.edgeAlarms).toBeUndefined();
    const output = plain.edgeTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;
    const [outputName] = Object.entries(output).find(([, { Value }]) => JSON.stringify(Value) === JSON.stringify({ 'Fn::GetAtt': [aclId, 'Arn'] }))!;
    expect(distributionOf(plain).WebACLId).toEqual({ 'Fn::GetStackOutput': { StackName: 'TestEdge', Region: 'us-east-1', OutputName: outputName } });
  });

  it('limits sign-in, sign-up and password changes per client address, answering 429 JSON with Retry-After', () => {
    const auth = rule('auth-per-address');
    const statement = auth.Statement.RateBasedStatement;
    expect(statement).toMatchObject({ AggregateKeyType: 'IP', Limit: AUTH_RATE_LIMIT.limit, EvaluationWindowSec: AUTH_RATE_LIMIT.windowSeconds });
    const paths = (statement.ScopeDownStatement.OrStatement?.Statements ?? [statement.ScopeDownStatement]).map(
      (s: any) => s.ByteMatchStatement.SearchString,
    );
    const sensitive = (routes as readonly RouteDefinition[]).filter((route) => route.sensitive).map((route) => route.path);
    expect(paths.sort()).toEqual(sensitive.sort());
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/signup']));
    // Compared after decoding, folding `//` and lower-casing, so a disguised path still counts.
    const transformations = statement.ScopeDownStatement.OrStatement.Statements[0].ByteMatchStatement.TextTransformations.map((t: any) => t.Type);
    expect(transformations).toEqual(['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE']);

    const response = auth.Action.Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    expect(response.ResponseHeaders).toEqual([{ Name: 'retry-after', Value: String(AUTH_RATE_LIMIT.windowSeconds) }]);
    const body = acl.Properties.CustomResponseBodies[response.CustomResponseBodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(Object.keys(JSON.parse(body.Content))).toEqual(['message']);
  });

  it('limits the rest of the API per client address more loosely, and runs the AWS common rules', () => {
    const api = rule('api-per-address').Statement.RateBasedStatement;
    expect(api).toMatchObject({ AggregateKeyType: 'IP', Limit: API_RATE_LIMIT.limit, EvaluationWindowSec: API_RATE_LIMIT.windowSeconds });
    expect(api.ScopeDownStatement.ByteMatchStatement).toMatchObject({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' });
    expect(API_RATE_LIMIT.limit / API_RATE_LIMIT.windowSeconds).toBeGreaterThan(AUTH_RATE_LIMIT.limit / AUTH_RATE_LIMIT.windowSeconds);
    expect(rule('auth-per-address').Priority).toBeLessThan(rule('api-per-address').Priority);
    const common = rule('aws-common-rules').Statement.ManagedRuleGroupStatement;
    expect(common).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    // Photo uploads are JSON bodies larger than the rule set's 8 KB.
    expect(common.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it('CloudFront adds a deploy-time secret to /api requests that every HTTP function checks; no role can read it', () => {
    const sent = apiOriginOf(plain).OriginCustomHeaders;
    expect(sent).toHaveLength(1);
    expect(sent[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    const secretId = plain.logicalIdOf(plain.stack.originVerifySecret);
    expect(JSON.stringify(sent[0].HeaderValue)).toContain(`{{resolve:secretsmanager:`);
    expect(JSON.stringify(sent[0].HeaderValue)).toContain(secretId);
    for (const variables of httpFunctionVariables(plain)) expect(variables.ORIGIN_VERIFY_SECRET).toEqual(sent[0].HeaderValue);
    const policies = plain.resourcesOf('AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties.PolicyDocument));
    expect(policies.filter((document) => document.includes(secretId))).toEqual([]);
  });

  it('without a custom domain: CloudFront calls execute-api (which must stay on), forwarding every header but Host', () => {
    const [[, api]] = plain.resourcesOf('AWS::ApiGatewayV2::Api') as [[string, any]];
    expect(api.Properties.DisableExecuteApiEndpoint).toBeFalsy();
    expect(JSON.stringify(apiOriginOf(plain).DomainName)).toContain('.execute-api.us-east-1.');
    const policy = plain.resource(apiBehaviourOf(plain).OriginRequestPolicyId.Ref).Properties.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'allExcept', Headers: ['Host'] });
    // CloudFront cannot add its viewer address here, so a header of that name would be the caller's own claim.
    for (const variables of httpFunctionVariables(plain)) expect(variables).not.toHaveProperty('VIEWER_ADDRESS_TRUSTED');
    expect(plain.json.Outputs.SiteUrl.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [plain.logicalIdOf(plain.stack.web.distribution), 'DomainName'] }]] });
  });

  describe('with a custom domain', () => {
    const [[apiId, api]] = withDomain.resourcesOf('AWS::ApiGatewayV2::Api') as [[string, any]];
    const [[domainId, domain]] = withDomain.resourcesOf('AWS::ApiGatewayV2::DomainName') as [[string, any]];

    it('switches the execute-api endpoint off, so the API answers only at the custom domain CloudFront calls', () => {
      expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
      expect(domain.Properties.DomainName).toBe('fit.example.com');
      expect(domain.Properties.DomainNameConfigurations).toEqual([{ CertificateArn: CERTIFICATE_ARN, EndpointType: 'REGIONAL' }]);
      const [[, mapping]] = withDomain.resourcesOf('AWS::ApiGatewayV2::ApiMapping') as [[string, any]];
      expect(mapping.Properties).toMatchObject({ ApiId: { Ref: apiId }, DomainName: { Ref: domainId } });
      expect(apiOriginOf(withDomain).DomainName).toEqual({ 'Fn::GetAtt': [domainId, 'RegionalDomainName'] });
      expect(apiOriginOf(withDomain).OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    });

    it('serves the site at that name and forwards Host and the viewer address to the API', () => {
      const distribution = distributionOf(withDomain);
      expect(distribution.Aliases).toEqual(['fit.example.com']);
      expect(distribution.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERTIFICATE_ARN, SslSupportMethod: 'sni-only' });
      const policy = withDomain.resource(apiBehaviourOf(withDomain).OriginRequestPolicyId.Ref).Properties.OriginRequestPolicyConfig;
      expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'allViewerAndWhitelistCloudFront', Headers: ['CloudFront-Viewer-Address'] });
      for (const variables of httpFunctionVariables(withDomain)) expect(variables.VIEWER_ADDRESS_TRUSTED).toBe('true');
      expect(withDomain.json.Outputs.SiteUrl.Value).toBe('https://fit.example.com');
      expect(withDomain.json.Outputs.ApiUrl.Value).toBe('https://fit.example.com/api');
      expect(withDomain.json.Outputs.DnsTarget).toBeDefined();
    });

    it("passes CDK's built-in CloudFormation validation", () => {
      const report = JSON.parse(readFileSync(path.join(withDomain.outdir, 'validation-report.json'), 'utf8'));
      expect(report.pluginReports.flatMap((r: any) => r.violations ?? [])).toEqual([]);
    });
  });
});

describe('data survives mistakes', () => {
  const buckets = plain.resourcesOf('AWS::S3::Bucket');
  const bucket = (prefix: string) => buckets.find(([id]) => id.startsWith(prefix))![1].Properties;

  it('every bucket aborts incomplete multipart uploads', () => {
    expect(buckets).toHaveLength(4); // media, web, the photo upload quarantine and the access log bucket
    for (const [, { Properties }] of buckets) {
      expect(Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: ABORT_INCOMPLETE_UPLOADS_AFTER.toDays() } }),
      );
    }
  });

  it('the media bucket keeps replaced and deleted photos for a while, then expires them', () => {
    const media = bucket('MediaBucket');
    expect(media.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(media.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: MEDIA_OLD_VERSIONS_KEPT_FOR.toDays() },
        ExpiredObjectDeleteMarker: true,
      }),
    );
    // The web bucket's replaced index.html and service worker too (Control Tower's CT.S3.PR.11): a few KB a deploy.
    expect(bucket('WebBucket').VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket('WebBucket').LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: WEB_OLD_VERSIONS_KEPT_FOR.toDays() } }),
    );
  });

  it('the table cannot be deleted while protection is on', () => {
    const [[, table]] = plain.resourcesOf('AWS::DynamoDB::Table') as [[string, any]];
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(asArray(table.DeletionPolicy)).toEqual(['Retain']);
  });
});
