import { App, Stack, Validations } from 'aws-cdk-lib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_PREFIXES } from '../../infra/constructs/log-bucket';
import { LAMBDA_RUNTIME } from '../../infra/lambda-runtime';
import { checkWithCdkNag } from '../../infra/nag';
import { routes } from '../../shared/routes';
import { asArray, isLogWrite, synthesize } from './template';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
// synthesize() runs cdk-nag as `cdk synth` does: either would throw on one unacknowledged finding.
const plain = synthesize();
const withDomain = synthesize({ customDomain: { domainName: 'fit.example.com', certificateArn: CERTIFICATE_ARN } });

/** The findings AwsSolutions still reports on a stack, one line each, errors and warnings alike. */
const findingsOf = (stack: Stack) =>
  new AwsSolutionsChecks()
    .validateScope(stack)
    .violations.flatMap((violation) => violation.violatingResources.map((where) => `${violation.severity} ${violation.ruleName} at ${where.constructPath}`));

/** Every acknowledgement (`Validations.of(x).acknowledge`) under a stack: rule id without its namespace, reason, where. */
const acknowledgementsOf = (stack: Stack) =>
  stack.node.findAll().flatMap((construct: IConstruct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ id: id.replace(/^annotation::/i, ''), reason, path: construct.node.path })),
      ),
  );

describe("cdk-nag's AwsSolutions pack runs on every synth", () => {
  it('reports no unacknowledged finding, error or warning, on the default stack', () => {
    expect(findingsOf(plain.stack)).toEqual([]);
  });

  it('nor on the stack with the custom domain', () => {
    expect(findingsOf(withDomain.stack)).toEqual([]);
  });

  it('fails the synth on a finding nobody acknowledged (the check is live, not only a report)', () => {
    const app = new App({ outdir: plain.outdir + '-failing' });
    checkWithCdkNag(app);
    new Bucket(new Stack(app, 'Careless'), 'NoLogsNoTls');
    expect(() => app.synth()).toThrow(/AwsSolutions-S1[\s\S]*AwsSolutions-S10|AwsSolutions-S10[\s\S]*AwsSolutions-S1/);
  });
});

describe('acknowledged findings', () => {
  // Control Tower's (infra/control-tower.ts) are checked in test/infra/control-tower.test.ts.
  const acknowledged = acknowledgementsOf(plain.stack).filter(({ id }) => id.startsWith('AwsSolutions-'));

  it('each carries a written reason, next to its construct', () => {
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { id, reason, path } of acknowledged) {
      expect(id, path).toMatch(/^AwsSolutions-/);
      expect(reason.length, `${id} at ${path}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('are only of the rules reviewed in docs/decisions.md 52; access logs, managed policies and the runtime are fixed, not acknowledged', () => {
    const rules = new Set(acknowledged.map(({ id }) => id.replace(/\[.*$/, '').replace('AwsSolutions-', '')));
    expect([...rules].sort()).toEqual(['APIG4', 'CFR1', 'CFR4', 'CFR7', 'IAM5', 'L1', 'S1', 'SMG4', 'SQS3']);
    // The only bucket without access logs is the log bucket; the only runtime not ours is CDK's Python deployment handler.
    expect(acknowledged.filter(({ id }) => id === 'AwsSolutions-S1').map(({ path }) => path)).toEqual(['Test/LogBucket']);
    expect(acknowledged.filter(({ id }) => id === 'AwsSolutions-L1').map(({ path }) => path)).toEqual([
      expect.stringMatching(/^Test\/Custom::CDKBucketDeployment/),
    ]);
  });

  it('API routes: one acknowledgement per route of the route table, saying where authorization happens', () => {
    const perRoute = acknowledged.filter(({ id }) => id === 'AwsSolutions-APIG4');
    expect(perRoute).toHaveLength(routes.length);
    for (const { reason } of perRoute) expect(reason).toMatch(/handler factory/);
  });

  it('TLS 1.0 for viewers is acknowledged only without the custom domain', () => {
    expect(acknowledged.filter(({ id }) => id === 'AwsSolutions-CFR4')).toHaveLength(1);
    expect(acknowledgementsOf(withDomain.stack).filter(({ id }) => id === 'AwsSolutions-CFR4')).toEqual([]);
  });

  it('nor on the edge stack (the WAF web ACL and the certificate)', () => {
    expect(findingsOf(withDomain.edge)).toEqual([]);
    expect(acknowledgementsOf(withDomain.edge)).toEqual([]);
  });
});

describe('what the findings changed', () => {
  const logBucketId = plain.logicalIdOf(plain.stack.logBucket);

  it('both content buckets write S3 server access logs to the log bucket, which is private and expires them', () => {
    for (const [prefix, logPrefix] of [
      ['MediaBucket', ACCESS_LOG_PREFIXES.mediaBucket],
      ['WebBucket', ACCESS_LOG_PREFIXES.webBucket],
    ] as const) {
      const [, bucket] = plain.resourcesOf('AWS::S3::Bucket').find(([id]) => id.startsWith(prefix))!;
      expect(bucket.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logBucketId }, LogFilePrefix: logPrefix });
    }
    const logBucket = plain.resource(logBucketId).Properties;
    expect(logBucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(logBucket.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ Status: 'Enabled', ExpirationInDays: 90 }));
    expect(logBucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    // S3 delivers the logs under its service principal, through the bucket policy, never to everybody.
    const [[, policy]] = plain.resourcesOf('AWS::S3::BucketPolicy').filter(([, p]) => p.Properties.Bucket.Ref === logBucketId) as [[string, any]];
    const allows = (policy.Properties.PolicyDocument.Statement as any[]).filter((s) => s.Effect === 'Allow');
    expect(allows.map((s) => s.Principal)).toEqual(allows.map(() => ({ Service: 'logging.s3.amazonaws.com' })));
  });

  it('CloudFront writes its standard logs to the log bucket', () => {
    const config = plain.resource(plain.logicalIdOf(plain.stack.web.distribution)).Properties.DistributionConfig;
    expect(config.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: ACCESS_LOG_PREFIXES.cloudFront });
  });

  it('with the custom domain, viewers need TLS 1.2 (TLSv1.2_2021) over SNI', () => {
    const config = withDomain.resource(withDomain.logicalIdOf(withDomain.stack.web.distribution)).Properties.DistributionConfig;
    expect(config.ViewerCertificate).toEqual({ AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
  });

  it('every function runs the newest Node.js runtime aws-cdk-lib knows', () => {
    const newest = Runtime.ALL.filter((runtime) => /^nodejs\d+\.x$/.test(runtime.name)).map((runtime) => runtime.name).sort((a, b) => parseInt(a.slice(6)) - parseInt(b.slice(6))).at(-1);
    expect(LAMBDA_RUNTIME.name).toBe(newest);
    const nodeFunctions = plain.resourcesOf('AWS::Lambda::Function').filter(([, fn]) => String(fn.Properties.Runtime).startsWith('nodejs'));
    expect(nodeFunctions.length).toBeGreaterThan(15);
    for (const [id, fn] of nodeFunctions) expect(fn.Properties.Runtime, id).toBe(newest);
  });

  it('no role carries a managed policy; each function may write only to its own log group', () => {
    for (const [roleId, role] of plain.resourcesOf('AWS::IAM::Role')) expect(role.Properties.ManagedPolicyArns, roleId).toBeUndefined();
    for (const [functionId, fn] of plain.resourcesOf('AWS::Lambda::Function')) {
      const logWrites = plain.statementsOfRole(plain.roleIdOfFunction(functionId)).filter(isLogWrite);
      const ownLogGroup = { 'Fn::GetAtt': [fn.Properties.LoggingConfig.LogGroup.Ref, 'Arn'] };
      expect(logWrites.flatMap((statement) => asArray(statement.Resource)), functionId).toEqual([ownLogGroup]);
    }
  });
});
