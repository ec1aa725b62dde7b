import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOGS_KEPT_FOR, OLD_LOG_VERSIONS_KEPT_FOR } from '../../infra/constructs/log-bucket';
import { LOG_RETENTION } from '../../infra/constructs/log-group';
import { FAILURE_MAX_RECEIVES } from '../../infra/constructs/stream-consumer';
import { REST_ALERT_MAX_RECEIVES } from '../../infra/constructs/rest-alerts';
import { checkWithControlTower, controlTowerRuleNames, DISABLED_CONTROLS } from '../../infra/control-tower';
import { repoRoot } from '../../infra/paths';
import { routes, type RouteDefinition } from '../../shared/routes';
import { asArray, synthesize, type Resource, type Statement } from './template';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
// Both synthesized as `cdk synth` does, with Control Tower's controls (eu-west-1: test/infra/regions.test.ts).
const plain = synthesize({}, {}, { controlTower: true });
const withDomain = synthesize({ customDomain: { domainName: 'fit.example.com', certificateArn: CERTIFICATE_ARN } }, {}, { controlTower: true });

const PLUGIN = 'cdk-validator-cfnguard';
type PluginReport = { pluginName: string; conclusion: string; violations: unknown[]; suppressedViolations?: { ruleName: string }[] };
const controlTowerReportOf = (synth: typeof plain) =>
  (JSON.parse(readFileSync(path.join(synth.outdir, 'validation-report.json'), 'utf8')).pluginReports as PluginReport[]).find(
    (report) => report.pluginName === PLUGIN,
  );

/** The Control Tower findings acknowledged under a stack: rule, where, and the reason. */
const acknowledgedControls = (stack: Stack) =>
  stack.node.findAll().flatMap((construct: IConstruct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => id.startsWith(`${PLUGIN}::`))
      .map(([id, reason]) => ({ rule: id.slice(PLUGIN.length + 2), path: construct.node.path, reason })),
  );

describe("AWS Control Tower's proactive controls run on every synth", () => {
  it.each([
    ['the default stack', plain],
    ['the stack with the custom domain', withDomain],
  ])('no control fails on %s or its edge stack', (_, synth) => {
    const report = controlTowerReportOf(synth);
    expect(report?.conclusion).toBe('success');
    expect(report?.violations).toEqual([]);
    // It ran: what it found and was acknowledged is in the report.
    expect(report?.suppressedViolations?.length).toBeGreaterThan(0);
  });

  it('fails the synth on a control nobody fixed, disabled or acknowledged (a queue without a dead-letter queue)', () => {
    const app = new App({ outdir: plain.outdir + '-failing' });
    new Queue(new Stack(app, 'Careless', { env: { region: 'us-east-1' } }), 'NoDeadLetters');
    checkWithControlTower(app);
    expect(() => app.synth()).toThrow(/CT\.SQS\.PR\.1/);
  });

  it('disables only bundled controls, each with a comment beside it saying why', () => {
    const bundled = controlTowerRuleNames();
    expect(bundled.length).toBeGreaterThan(200);
    expect(bundled).toEqual(expect.arrayContaining([...DISABLED_CONTROLS]));
    const source = readFileSync(path.join(repoRoot, 'infra', 'control-tower.ts'), 'utf8').split('\n');
    for (const rule of DISABLED_CONTROLS) {
      const line = source.findIndex((text) => text.trim() === `'${rule}',`);
      expect(line, rule).toBeGreaterThan(0);
      const comment: string[] = [];
      for (let above = line - 1; source[above]!.trim().startsWith('//'); above--) comment.unshift(source[above]!.trim().slice(3));
      // Names the control (CT.SERVICE.PR.n) and says why it does not fit.
      expect(comment.join(' '), rule).toMatch(/^CT\.[A-Z0-9]+\.PR\.\d+, .{80,}/);
    }
  });
});

describe('acknowledged control findings', () => {
  const acknowledged = acknowledgedControls(plain.stack);
  const pathsOf = (rule: string) => [...new Set(acknowledged.filter((a) => a.rule === rule).map((a) => a.path))];

  it('each carry a written reason', () => {
    for (const { rule, path, reason } of acknowledged) expect(reason.length, `${rule} at ${path}`).toBeGreaterThanOrEqual(80);
  });

  it('are exceptions at named places, never a whole stack', () => {
    expect([...new Set(acknowledged.map(({ rule }) => rule))].sort()).toEqual([
      'api_gw_v2_authorization_type_configured_check',
      'cloudfront_custom_ssl_certificate_check',
      'cloudfront_origin_access_control_enabled_check',
      'cloudfront_security_policy_check',
      'cloudfront_sni_enabled_check',
      'lambda_function_public_access_prohibited_check',
      's3_bucket_logging_enabled_check',
      's3_bucket_versioning_enabled_check',
    ]);
    // Authorization is in the handler factory: one acknowledgement per route of the route table, as for cdk-nag.
    expect(acknowledged.filter((a) => a.rule === 'api_gw_v2_authorization_type_configured_check')).toHaveLength(routes.length);
    expect(pathsOf('lambda_function_public_access_prohibited_check')).toEqual(['Test/Api']);
    expect(pathsOf('s3_bucket_logging_enabled_check')).toEqual(['Test/LogBucket']);
    expect(pathsOf('s3_bucket_versioning_enabled_check')).toEqual(['Test/Media/UploadBucket']);
    expect(pathsOf('cloudfront_origin_access_control_enabled_check')).toEqual(['Test/Web/Distribution']);
    for (const rule of ['cloudfront_custom_ssl_certificate_check', 'cloudfront_security_policy_check', 'cloudfront_sni_enabled_check']) {
      expect(pathsOf(rule)).toEqual(['Test/Web/Distribution']);
    }
    expect(acknowledgedControls(plain.edge)).toEqual([]);
  });

  it("the distribution's certificate controls are met, not acknowledged, with the custom domain", () => {
    const rules = acknowledgedControls(withDomain.stack).map(({ rule }) => rule);
    expect(rules).not.toContain('cloudfront_custom_ssl_certificate_check');
    expect(rules).not.toContain('cloudfront_sni_enabled_check');
    expect(rules).not.toContain('cloudfront_security_policy_check');
  });
});

describe('what the controls changed', () => {
  const { resourcesOf, resource } = plain;

  it('every log group keeps its lines a year, encrypted with the one logs key only CloudWatch Logs of this account may use', () => {
    const logGroups = resourcesOf('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeGreaterThan(15);
    const keyIds = new Set(logGroups.map(([, group]) => group.Properties.KmsKeyId['Fn::GetAtt'][0] as string));
    expect(keyIds.size).toBe(1);
    for (const [id, group] of logGroups) {
      expect(group.Properties.RetentionInDays, id).toBe(LOG_RETENTION);
      expect(LOG_RETENTION).toBe(365);
    }
    const key = resource([...keyIds][0]!);
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const logsUse = (key.Properties.KeyPolicy.Statement as Statement[]).find((s) => s.Principal?.Service === 'logs.us-east-1.amazonaws.com');
    expect(logsUse?.Effect).toBe('Allow');
    expect(JSON.stringify(logsUse?.Condition.ArnLike['kms:EncryptionContext:aws:logs:arn'])).toContain(':log-group:*');
  });

  it('no KMS key lets anyone but an AWS service create grants on it', () => {
    const keys = resourcesOf('AWS::KMS::Key');
    expect(keys.length).toBe(2); // the logs key and the alarm topic's
    for (const [id, key] of keys) {
      expect(key.Properties.KeyPolicy.Statement, id).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: 'kms:CreateGrant',
          Resource: '*',
          Condition: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
        }),
      );
    }
  });

  it('the table is encrypted with the AWS managed KMS key', () => {
    const [[, table]] = resourcesOf('AWS::DynamoDB::Table') as [[string, Resource]];
    expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true });
  });

  it('every bucket but the photo quarantine keeps old versions for a while; the log bucket its deleted logs', () => {
    const buckets = resourcesOf('AWS::S3::Bucket');
    const unversioned = buckets.filter(([, bucket]) => bucket.Properties.VersioningConfiguration?.Status !== 'Enabled').map(([id]) => id);
    expect(unversioned).toEqual([plain.logicalIdOf(plain.stack.media.uploadBucket)]);
    const logBucket = resource(plain.logicalIdOf(plain.stack.logBucket)).Properties;
    expect(logBucket.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Status: 'Enabled', ExpirationInDays: ACCESS_LOGS_KEPT_FOR.toDays() }),
        expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: OLD_LOG_VERSIONS_KEPT_FOR.toDays() } }),
      ]),
    );
  });

  it("every queue has a dead-letter queue or is one: each stream consumer's failure queue, then its own; the rest alerts' queue", () => {
    const queues = resourcesOf('AWS::SQS::Queue');
    const deadLetterQueues = queues.filter(([, queue]) => queue.Properties.RedriveAllowPolicy?.redrivePermission === 'allowAll');
    const sources = queues.filter(([, queue]) => queue.Properties.RedrivePolicy);
    expect(deadLetterQueues.length).toBeGreaterThanOrEqual(2);
    expect(sources).toHaveLength(deadLetterQueues.length);
    expect(sources.length + deadLetterQueues.length).toBe(queues.length);
    const restAlertQueueId = plain.logicalIdOf(plain.stack.restAlerts.queue);
    for (const [id, queue] of sources) {
      // The rest alerts' queue (issue 30) gives up sooner: a retry comes late, and a late rest alert is dropped anyway.
      expect(queue.Properties.RedrivePolicy.maxReceiveCount, id).toBe(id === restAlertQueueId ? REST_ALERT_MAX_RECEIVES : FAILURE_MAX_RECEIVES);
      const target = resource(queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]).Properties;
      expect(target.RedriveAllowPolicy, id).toEqual({ redrivePermission: 'allowAll' });
      expect(target.SqsManagedSseEnabled, id).toBe(true);
    }
    // The failure queues are the ones the stream event sources send to.
    for (const [, mapping] of resourcesOf('AWS::Lambda::EventSourceMapping')) {
      const destination = mapping.Properties.DestinationConfig?.OnFailure?.Destination;
      if (destination) expect(sources.map(([id]) => id)).toContain(destination['Fn::GetAtt'][0]);
    }
  });

  it('one invoke permission per HTTP function for the whole API, not one per route', () => {
    const apiId = plain.logicalIdOf(plain.stack.api.httpApi);
    const fromApi = resourcesOf('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
    const domainsWithRoutes = new Set((routes as readonly RouteDefinition[]).map((route) => route.domain));
    expect(fromApi).toHaveLength(domainsWithRoutes.size);
    expect(fromApi.length).toBeLessThan(routes.length / 4);
    const functions = fromApi.map(([, p]) => p.Properties.FunctionName['Fn::GetAtt'][0]);
    expect(new Set(functions).size).toBe(fromApi.length);
    for (const domain of domainsWithRoutes) expect(functions).toContain(plain.logicalIdOf(plain.stack.functions[domain].function));
    for (const [id, permission] of fromApi) {
      expect(permission.Properties.Action, id).toBe('lambda:InvokeFunction');
      expect(permission.Properties.SourceArn, id).toEqual({
        'Fn::Join': ['', ['arn:aws:execute-api:us-east-1:', { Ref: 'AWS::AccountId' }, ':', { Ref: apiId }, '/*/*/*']],
      });
    }
    // Nothing else may invoke an HTTP function.
    const others = resourcesOf('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal !== 'apigateway.amazonaws.com');
    for (const [id, permission] of others) {
      expect(permission.Properties.Principal, id).toBe('s3.amazonaws.com');
      expect(asArray(permission.Properties.SourceAccount), id).toEqual([{ Ref: 'AWS::AccountId' }]);
    }
  });
});
