import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_FILES } from '../../infra/constructs/web-distribution';
import { OPENER_PATHS, securityHeaderSet, STRICT_TRANSPORT_SECURITY, toHeaderMap } from '../../infra/security-headers';
import { healthPaths } from '../../web/src/lib/paths';
import { synthesize } from './template';

type Behavior = { PathPattern?: string; ResponseHeadersPolicyId?: { Ref: string } };

const { Resources } = synthesize().json;
const [distribution] = Object.values(Resources).filter((resource) => resource.Type === 'AWS::CloudFront::Distribution');
const config = distribution!.Properties.DistributionConfig;
const behaviors: Behavior[] = [config.DefaultCacheBehavior, ...(config.CacheBehaviors ?? [])];

/** A response headers policy of the template read back as the headers a browser receives, each with its override flag. */
function headersOfPolicy(logicalId: string): { headers: Record<string, string>; overrides: boolean[] } {
  const policy = Resources[logicalId];
  expect(policy?.Type).toBe('AWS::CloudFront::ResponseHeadersPolicy');
  const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = policy!.Properties.ResponseHeadersPolicyConfig;
  const hsts = security.StrictTransportSecurity;
  const headers: Record<string, string> = {
    'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': security.FrameOptions.FrameOption,
    'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
    'Strict-Transport-Security': [`max-age=${hsts.AccessControlMaxAgeSec}`, ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []), ...(hsts.Preload ? ['preload'] : [])].join('; '),
  };
  for (const item of custom.Items) headers[item.Header] = item.Value;
  const overrides = [
    ...['ContentSecurityPolicy', 'ContentTypeOptions', 'FrameOptions', 'ReferrerPolicy', 'StrictTransportSecurity'].map((name) => security[name].Override),
    ...custom.Items.map((item: { Override: boolean }) => item.Override),
  ];
  return { headers, overrides };
}

const policyOf = (behavior: Behavior) => behavior.ResponseHeadersPolicyId?.Ref ?? '(none)';

describe("CloudFront's response headers policies", () => {
  it('every behaviour has one of ours: the opener variant on the opener paths, the main one on the rest', () => {
    const patterns = behaviors.map((behavior) => behavior.PathPattern ?? '(default)');
    expect(patterns.sort()).toEqual(['(default)', 'api/*', 'media/*', 'uploads', ...SERVICE_WORKER_FILES, ...OPENER_PATHS.map((openerPath) => openerPath.slice(1))].sort());
    const main = policyOf(config.DefaultCacheBehavior);
    for (const behavior of behaviors) {
      const isOpener = (OPENER_PATHS as readonly string[]).includes(`/${behavior.PathPattern}`);
      expect(headersOfPolicy(policyOf(behavior)).headers, behavior.PathPattern ?? '(default)').toEqual(toHeaderMap(securityHeaderSet('aws', { opener: isOpener })));
      if (!isOpener) expect(policyOf(behavior)).toBe(main);
    }
  });

  it('each header overrides what the origin sends', () => {
    for (const behavior of behaviors) expect(new Set(headersOfPolicy(policyOf(behavior)).overrides)).toEqual(new Set([true]));
  });

  it('the opener paths are served the app like any client route', () => {
    const fallback = config.DefaultCacheBehavior.FunctionAssociations;
    for (const behavior of behaviors.filter((candidate) => (OPENER_PATHS as readonly string[]).includes(`/${candidate.PathPattern}`))) {
      expect((behavior as { TargetOriginId?: string }).TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
      expect((behavior as { FunctionAssociations?: unknown }).FunctionAssociations).toEqual(fallback);
    }
  });
});

describe('the single source', () => {
  it('the opener path is the health hand-off screen of the router', () => {
    expect(OPENER_PATHS).toEqual([healthPaths.healthReturn]);
  });

  it('scripts only from the site itself, no inline script or eval, no framing; HTTPS upgrades and HSTS in AWS only', () => {
    const aws = toHeaderMap(securityHeaderSet('aws'));
    const local = toHeaderMap(securityHeaderSet('local'));
    const directives = new Map(aws['Content-Security-Policy']!.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(aws['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directives.has('upgrade-insecure-requests')).toBe(true);
    expect(local['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(aws['Strict-Transport-Security']).toBe(`max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}; includeSubDomains`);
    expect(local).not.toHaveProperty('Strict-Transport-Security');
  });
});
