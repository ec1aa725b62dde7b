import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { App, FeatureFlags } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_CLASS } from '../../infra/constructs/web-distribution';
import { deployOptionsFromContext, priceClassFrom, samLocalFrom } from '../../infra/deploy-options';
import { cdkJsonContext, synthesize } from './template';

const recommendedFlags = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('aws-cdk-lib/recommended-feature-flags.json'), 'utf8'),
) as Record<string, unknown>;

const plain = synthesize();
const allEdges = synthesize({ priceClass: PriceClass.PRICE_CLASS_ALL });
const distributionOf = (synth: typeof plain) => synth.resource(synth.logicalIdOf(synth.stack.web.distribution)).Properties.DistributionConfig;

describe('feature flags', () => {
  it("cdk.json sets every flag aws-cdk-lib recommends for this version, at the recommended value", () => {
    for (const [flag, value] of Object.entries(recommendedFlags)) expect(cdkJsonContext[flag], flag).toEqual(value);
  });

  it('the infra tests synthesize with them, as `cdk synth` does', () => {
    expect(FeatureFlags.of(plain.stack).isEnabled('@aws-cdk/aws-iam:minimizePolicies')).toBe(true);
    expect(FeatureFlags.of(plain.stack).isEnabled('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy')).toBe(true);
  });
});

describe('the distribution', () => {
  it('answers over HTTP/3 as well as HTTP/2', () => {
    expect(distributionOf(plain).HttpVersion).toBe('http2and3');
  });

  it('uses the cheapest price class unless told otherwise', () => {
    expect(DEFAULT_PRICE_CLASS).toBe(PriceClass.PRICE_CLASS_100);
    expect(distributionOf(plain).PriceClass).toBe('PriceClass_100');
    expect(distributionOf(allEdges).PriceClass).toBe('PriceClass_All');
  });
});

describe('options from context (-c key=value)', () => {
  const optionsOf = (context: Record<string, unknown>) => deployOptionsFromContext(new App({ context }).node);

  it('take the price class by its CloudFront name, and refuse anything else', () => {
    expect(optionsOf({}).priceClass).toBeUndefined();
    expect(optionsOf({ priceClass: 'PriceClass_200' }).priceClass).toBe(PriceClass.PRICE_CLASS_200);
    expect(optionsOf({ priceClass: 'PriceClass_All' }).priceClass).toBe(PriceClass.PRICE_CLASS_ALL);
    expect(() => priceClassFrom('PriceClass_50')).toThrow('-c priceClass must be one of PriceClass_100, PriceClass_200, PriceClass_All, not "PriceClass_50"');
    expect(() => priceClassFrom('priceclass_all')).toThrow(/must be one of/);
  });

  it('take samLocal as true or false only (context values arrive as strings)', () => {
    expect(optionsOf({}).samLocal).toBe(false);
    expect(optionsOf({ samLocal: 'true' }).samLocal).toBe(true);
    expect(optionsOf({ samLocal: 'false' }).samLocal).toBe(false);
    expect(() => samLocalFrom('yes')).toThrow('-c samLocal must be true or false, not "yes"');
  });
});
