import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { ALARM_RULES } from '../../infra/constructs/monitoring';
import { regionFrom } from '../../infra/deploy-options';
import { EDGE_REGION, EdgeStack } from '../../infra/edge-stack';
import { synthesize } from './template';

const EU_API_CERTIFICATE_ARN = 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-1111-1111-1111-111111111111';
// Synthesized as `cdk synth -c region=eu-west-1` does, Control Tower's controls included (us-east-1:
// test/infra/control-tower.test.ts and edge.test.ts).
const europe = synthesize({ region: 'eu-west-1', alarmEmail: 'ops@example.com' }, {}, { controlTower: true });
const europeWithDomain = synthesize({ region: 'eu-west-1', customDomain: { domainName: 'fit.example.com' } }, {}, { controlTower: true });

type Json = { Resources: Record<string, { Type: string; Properties: any }>; Outputs?: Record<string, { Value: unknown }> };
const jsonOf = (template: { toJSON(): unknown } | undefined) => template!.toJSON() as Json;
const resourcesIn = (json: Json, type: string) => Object.entries(json.Resources).filter(([, r]) => r.Type === type);
/** The one entry of `entries`, failing the test when there is not exactly one. */
function only<T>(entries: T[]): T {
  expect(entries).toHaveLength(1);
  return entries[0]!;
}
const distributionOf = (synth: typeof europe) => synth.resource(synth.logicalIdOf(synth.stack.web.distribution)).Properties.DistributionConfig;
/** The Fn::GetStackOutput by which the application stack reads the edge stack's output of `value`. */
function edgeOutputRead(synth: typeof europe, value: unknown) {
  const outputs = jsonOf(synth.edgeTemplate).Outputs ?? {};
  const [name] = Object.entries(outputs).find(([, output]) => JSON.stringify(output.Value) === JSON.stringify(value)) ?? [];
  expect(name, JSON.stringify(value)).toBeDefined();
  return { 'Fn::GetStackOutput': { StackName: 'TestEdge', Region: 'us-east-1', OutputName: name } };
}

describe('the application stack in the region chosen by context', () => {
  it('is in eu-west-1 with its table, buckets, functions and API; the edge stack stays in us-east-1', () => {
    expect(europe.stack.region).toBe('eu-west-1');
    expect(europe.edge.region).toBe(EDGE_REGION);
    expect(europe.resourcesOf('AWS::DynamoDB::Table')).toHaveLength(1);
    expect(europe.resourcesOf('AWS::ApiGatewayV2::Api')).toHaveLength(1);
    const apiOrigin = distributionOf(europe).Origins.find((origin: any) => JSON.stringify(origin.DomainName).includes('execute-api'));
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.eu-west-1.');
    // Nothing regional is in the edge stack: only the web ACL (and with the custom domain, the certificate).
    expect(resourcesIn(jsonOf(europe.edgeTemplate), 'AWS::WAFv2::WebACL')).toHaveLength(1);
    expect(Object.values(jsonOf(europe.edgeTemplate).Resources).map((r) => r.Type)).toEqual(['AWS::WAFv2::WebACL']);
  });

  it("puts the distribution behind the edge stack's CloudFront web ACL, read across regions at deploy", () => {
    const [aclId, acl] = only(resourcesIn(jsonOf(europe.edgeTemplate), 'AWS::WAFv2::WebACL'));
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(distributionOf(europe).WebACLId).toEqual(edgeOutputRead(europe, { 'Fn::GetAtt': [aclId, 'Arn'] }));
    expect(europe.resourcesOf('AWS::WAFv2::WebACL')).toEqual([]);
  });

  it('passes Control Tower, cdk-nag and CloudFormation validation in every stack', () => {
    const report = JSON.parse(readFileSync(path.join(europeWithDomain.outdir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((r: any) => r.violations ?? [])).toEqual([]);
    expect(report.pluginReports.map((r: any) => r.pluginName)).toContain('cdk-validator-cfnguard');
  });

  it('accepts only a region name in -c region', () => {
    expect(regionFrom(undefined)).toBeUndefined();
    expect(regionFrom('eu-west-1')).toBe('eu-west-1');
    expect(regionFrom('ap-southeast-2')).toBe('ap-southeast-2');
    expect(() => regionFrom('Europe')).toThrow('-c region must be an AWS region name such as eu-west-1, not "Europe"');
  });

  it('refuses an edge stack outside us-east-1', () => {
    expect(() => new EdgeStack(new App(), 'Edge', { env: { region: 'eu-west-1' } })).toThrow(/us-east-1/);
  });
});

describe('the custom domain outside us-east-1', () => {
  const edge = jsonOf(europeWithDomain.edgeTemplate);
  const [certificateId, certificate] = only(resourcesIn(edge, 'AWS::CertificateManager::Certificate'));

  it("CloudFront serves the edge stack's us-east-1 certificate, requested with DNS validation, over SNI and TLS 1.2", () => {
    expect(certificate.Properties).toMatchObject({ DomainName: 'fit.example.com', ValidationMethod: 'DNS' });
    expect(distributionOf(europeWithDomain).ViewerCertificate).toEqual({
      AcmCertificateArn: edgeOutputRead(europeWithDomain, { Ref: certificateId }),
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(distributionOf(europeWithDomain).Aliases).toEqual(['fit.example.com']);
  });

  it("the API's regional custom domain has a certificate of its own region, validated by the same DNS record", () => {
    const [apiCertificateId, apiCertificate] = only(europeWithDomain.resourcesOf('AWS::CertificateManager::Certificate'));
    expect(apiCertificate.Properties).toMatchObject({ DomainName: 'fit.example.com', ValidationMethod: 'DNS' });
    const [, domain] = only(europeWithDomain.resourcesOf('AWS::ApiGatewayV2::DomainName'));
    expect(domain.Properties.DomainNameConfigurations).toEqual([{ CertificateArn: { Ref: apiCertificateId }, EndpointType: 'REGIONAL' }]);
  });

  it('or uses existing certificates when given (-c certificateArn, -c apiCertificateArn): nothing is requested', () => {
    const stacks = synthesize({
      region: 'eu-west-1',
      customDomain: { domainName: 'fit.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x', apiCertificateArn: EU_API_CERTIFICATE_ARN },
    });
    expect(resourcesIn(jsonOf(stacks.edgeTemplate), 'AWS::CertificateManager::Certificate')).toEqual([]);
    expect(stacks.resourcesOf('AWS::CertificateManager::Certificate')).toEqual([]);
    expect(distributionOf(stacks).ViewerCertificate.AcmCertificateArn).toBe('arn:aws:acm:us-east-1:123456789012:certificate/x');
    const [, domain] = only(stacks.resourcesOf('AWS::ApiGatewayV2::DomainName'));
    expect(domain.Properties.DomainNameConfigurations[0].CertificateArn).toBe(EU_API_CERTIFICATE_ARN);
  });
});

describe("CloudFront's alarm where CloudFront's metrics are (us-east-1)", () => {
  const edgeAlarms = jsonOf(europe.edgeAlarmsTemplate);

  it('is in a small us-east-1 stack with its own encrypted topic, watching the distribution of the eu-west-1 stack', () => {
    expect(europe.edgeAlarms?.region).toBe('us-east-1');
    const [topicId] = only(resourcesIn(edgeAlarms, 'AWS::SNS::Topic'));
    const [, alarm] = only(resourcesIn(edgeAlarms, 'AWS::CloudWatch::Alarm'));
    expect(alarm.Properties).toMatchObject({ Threshold: ALARM_RULES.cloudFront5xxRate.threshold, AlarmActions: [{ Ref: topicId }], OKActions: [{ Ref: topicId }] });
    const rate = alarm.Properties.Metrics.find((query: any) => query.MetricStat?.Metric.MetricName === '5xxErrorRate');
    const distributionId = rate.MetricStat.Metric.Dimensions.find((d: any) => d.Name === 'DistributionId').Value;
    expect(distributionId['Fn::GetStackOutput']).toMatchObject({ StackName: 'Test', Region: 'eu-west-1' });
    expect(europe.resourcesOf('AWS::CloudWatch::Alarm').filter(([, a]) => JSON.stringify(a.Properties).includes('AWS/CloudFront'))).toEqual([]);
  });

  it('mails the same alarm email', () => {
    const subscriptions = resourcesIn(edgeAlarms, 'AWS::SNS::Subscription');
    expect(subscriptions.map(([, s]) => s.Properties.Endpoint)).toEqual(['ops@example.com']);
  });

  it('the eu-west-1 dashboard still shows CloudFront, read from us-east-1', () => {
    const [, dashboard] = only(europe.resourcesOf('AWS::CloudWatch::Dashboard'));
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).toMatch(/5xxErrorRate.{0,400}\\"region\\":\\"us-east-1\\"/);
  });
});
