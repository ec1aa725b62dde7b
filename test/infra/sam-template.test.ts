import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_SECRET_ENV } from '../../functions/lib/origin-verify';
import { settingsOf } from '../../infra/domain-settings';
import { LOCAL_TABLE_NAME } from '../../infra/local/local-stack';
import { repoRoot } from '../../infra/paths';
import { EXAMPLE_SAM_ENV_VALUES } from '../../infra/sam/example-values';
import { samEnvFile } from '../../infra/sam/sam-env';
import { JWT_PRIVATE_KEY_ENV, SAM_LOCAL_DEFAULTS } from '../../infra/sam-local';
import { domains, routes, type RouteDefinition } from '../../shared/routes';
import { synthesize } from './template';

const sam = synthesize({ samLocal: true });
const production = synthesize();

const functionIdOf = (synth: typeof sam, domain: (typeof domains)[number]) => synth.logicalIdOf(synth.stack.functions[domain].function);
const variablesOf = (synth: typeof sam, functionId: string) => synth.resource(functionId).Properties.Environment.Variables as Record<string, unknown>;
const consumerIdsOf = (synth: typeof sam) => [synth.stack.socialStream.function, synth.stack.sessionsStream.function, synth.stack.accountDeletionStream.function, synth.stack.pushStream.function].map((fn) => synth.logicalIdOf(fn));
const SAM_ONLY = ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', JWT_PRIVATE_KEY_ENV, 'POWERTOOLS_METRICS_DISABLED'];

describe('-c samLocal=true: a template `sam local start-api` runs against DynamoDB Local', () => {
  it("declares on every function what SAM's env file must be able to set: the endpoints on the host, quiet metrics", () => {
    for (const id of [...domains.map((domain) => functionIdOf(sam, domain)), ...consumerIdsOf(sam)]) {
      expect(variablesOf(sam, id), id).toMatchObject({ ...SAM_LOCAL_DEFAULTS, POWERTOOLS_METRICS_DISABLED: 'true' });
    }
  });

  it('turns the origin check off and leaves the token keys to the env file; only auth gets a local private key', () => {
    for (const domain of domains) {
      const variables = variablesOf(sam, functionIdOf(sam, domain));
      expect(variables[ORIGIN_VERIFY_SECRET_ENV], domain).toBe('');
      expect(variables.JWT_PUBLIC_KEY, domain).toBe('');
      if (settingsOf(domain).signsTokens) expect(variables[JWT_PRIVATE_KEY_ENV], domain).toBe('');
      else expect(variables, domain).not.toHaveProperty(JWT_PRIVATE_KEY_ENV);
    }
    expect(domains.filter((domain) => settingsOf(domain).signsTokens)).toEqual(['auth']);
  });

  it("records where each function's code is (aws:asset:path, aws:asset:property), as SAM reads it", () => {
    // Here the bundling is skipped, so the path is the entry's project; `cdk synth` writes the bundle's asset.<hash> folder.
    // CDK's inline BucketNotificationsHandler (deploy time only) has no asset.
    for (const [id, fn] of sam.resourcesOf('AWS::Lambda::Function').filter(([, fn]) => !(fn as any).Properties.Code.ZipFile)) {
      expect((fn as any).Metadata, id).toMatchObject({ 'aws:asset:path': expect.stringMatching(/\S/), 'aws:asset:property': 'Code' });
    }
    for (const [id, fn] of production.resourcesOf('AWS::Lambda::Function')) expect((fn as any).Metadata ?? {}, id).not.toHaveProperty('aws:asset:path');
  });

  it('routes every entry of the route table through an HTTP API integration to its domain function', () => {
    const apiRoutes = sam.resourcesOf('AWS::ApiGatewayV2::Route');
    for (const route of routes as readonly RouteDefinition[]) {
      const found = apiRoutes.find(([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      const target = found![1].Properties.Target['Fn::Join'][1] as [string, { Ref: string }];
      expect(target[0]).toBe('integrations/');
      const integration = sam.resource(target[1].Ref).Properties;
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionIdOf(sam, route.domain), 'Arn'] });
    }
  });

  it('cannot be deployed by mistake: CloudFormation refuses it, SAM ignores Rules', () => {
    const rule = (sam.json as any).Rules.SamLocalOnly.Assertions[0];
    expect(rule.Assert).toEqual({ 'Fn::Equals': ['sam-local', 'deploy'] });
    expect(rule.AssertDescription).toMatch(/samLocal=true/);
  });

  it('infra/sam/env.example.json names each prepared function by its logical id with what it declares', () => {
    const example = JSON.parse(readFileSync(path.join(repoRoot, 'infra', 'sam', 'env.example.json'), 'utf8'));
    expect(example, 'regenerate it: npx cdk synth -c samLocal=true && npx tsx infra/sam/write-example.ts').toEqual(samEnvFile(sam.json, EXAMPLE_SAM_ENV_VALUES));
    expect(Object.keys(example).sort()).toEqual([...domains.map((domain) => functionIdOf(sam, domain)), ...consumerIdsOf(sam)].sort());
    expect(example[functionIdOf(sam, 'auth')]).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
      TABLE_NAME: LOCAL_TABLE_NAME,
      JWT_PUBLIC_KEY: expect.stringContaining('PUBLIC KEY'),
      JWT_PRIVATE_KEY: expect.stringContaining('PRIVATE KEY'),
    });
    // status reads no table: nothing to name.
    expect(example[functionIdOf(sam, 'status')]).not.toHaveProperty('TABLE_NAME');
  });
});

describe('without the flag (the production template)', () => {
  it('no SAM-only value leaks into any function', () => {
    for (const [id, fn] of production.resourcesOf('AWS::Lambda::Function')) {
      const variables = fn.Properties.Environment?.Variables ?? {};
      for (const name of SAM_ONLY) expect(variables, id).not.toHaveProperty(name);
      expect(JSON.stringify(variables), id).not.toContain('host.docker.internal');
    }
  });

  it('keeps the origin check and the deployed token key', () => {
    for (const domain of domains) {
      const variables = variablesOf(production, functionIdOf(production, domain));
      expect(JSON.stringify(variables[ORIGIN_VERIFY_SECRET_ENV])).toContain('resolve:secretsmanager');
      expect(variables.JWT_PUBLIC_KEY).toMatchObject({ 'Fn::GetAtt': [expect.any(String), 'PublicKey'] });
    }
    expect((production.json as any).Rules?.SamLocalOnly).toBeUndefined();
  });
});
