import { describe, expect, it } from 'vitest';
import { esbuildOptionsOf, lambdaBundling } from '../infra/lambda-bundling';
import { withoutCredentialsAlias } from './credentials-alias';

describe("the bench's floor with the SDK's default credential chain", () => {
  it('is bundled with the Lambda options except the credentials alias', () => {
    const options = esbuildOptionsOf(withoutCredentialsAlias(lambdaBundling), 'a.ts', 'out.js');
    expect(options.alias).toEqual({});
    expect(options).toMatchObject({ ...esbuildOptionsOf(lambdaBundling, 'a.ts', 'out.js'), alias: {} });
  });

  it('keeps any other alias', () => {
    const bundling = { esbuildArgs: { '--alias': ['@aws-sdk/credential-provider-node=./a.ts', 'left-pad=./b.ts'] } };
    expect(withoutCredentialsAlias(bundling).esbuildArgs).toEqual({ '--alias': ['left-pad=./b.ts'] });
  });
});
