import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_FILES } from '../../infra/constructs/web-distribution';
import { synthesize } from './template';

/** CloudFront's managed CachingDisabled policy. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

const synth = synthesize();
const config = synth.resource(synth.logicalIdOf(synth.stack.web.distribution)).Properties.DistributionConfig;
const behaviour = (pattern: string) => config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
const deployments = synth.resourcesOf('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);

describe('the service worker is never served stale (decisions 48)', () => {
  it('has its own behaviours for sw.js and the script it imports: same origin and headers as the site, never cached by CloudFront', () => {
    expect([...SERVICE_WORKER_FILES]).toEqual(['sw.js', 'rest-alert-sw.js']);
    for (const file of SERVICE_WORKER_FILES) {
      const served = behaviour(file);
      expect(served, file).toBeDefined();
      expect(served.CachePolicyId).toBe(CACHING_DISABLED);
      expect(served.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
      expect(served.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(served.FunctionAssociations).toBeUndefined();
    }
    // The site's other files keep CloudFront's cache (hashed assets are immutable; the rest is invalidated on deploy).
    expect(config.DefaultCacheBehavior.CachePolicyId).not.toBe(CACHING_DISABLED);
  });

  it('stores sw.js with the unhashed files (Cache-Control no-cache) and only assets/* as immutable', () => {
    const entry = deployments.find((d) => JSON.stringify(d.DistributionPaths) === '["/*"]');
    expect(entry.SystemMetadata['cache-control']).toBe('no-cache');
    expect(entry.Exclude).toEqual(['assets/*']);
    const hashed = deployments.find((d) => d !== entry);
    expect(hashed.Include).toEqual(['assets/*']);
    expect(hashed.Exclude).toEqual(['*']);
    expect(hashed.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
