import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsOf, lambdaBundling, lambdaRuntimeEnvironment } from './lambda-bundling';
import { repoRoot } from './paths';

describe('the Lambda bundling options', () => {
  it('translate to the esbuild options NodejsFunction runs: minified, ES builds first, SDK bundled, source map external', () => {
    const options = esbuildOptionsOf(lambdaBundling, '/repo/functions/users/handler.ts', '/out/index.js');
    expect(options).toMatchObject({
      entryPoints: ['/repo/functions/users/handler.ts'],
      outfile: '/out/index.js',
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      minify: true,
      sourcemap: 'external',
      sourcesContent: false,
      mainFields: ['module', 'main'],
      external: [],
    });
  });

  it("replace the SDK's default credential chain, on NodejsFunction's esbuild command line and in the bench's options alike", () => {
    const replacement = './functions/lib/aws/environment-credentials.ts';
    expect(lambdaBundling.esbuildArgs).toEqual({ '--alias': [`@aws-sdk/credential-provider-node=${replacement}`] });
    expect(esbuildOptionsOf(lambdaBundling, 'a.ts', 'out.js')).toMatchObject({
      alias: { '@aws-sdk/credential-provider-node': replacement },
      absWorkingDir: repoRoot,
    });
    expect(existsSync(path.join(repoRoot, replacement))).toBe(true);
  });

  it('refuse an esbuild argument the bench would not mirror', () => {
    expect(() => esbuildOptionsOf({ esbuildArgs: { '--drop': 'console' } }, 'a.ts', 'out.js')).toThrow('--drop');
  });

  it('load no source maps at run time', () => {
    expect(lambdaRuntimeEnvironment).not.toHaveProperty('NODE_OPTIONS');
  });

  it('translate the CDK defaults the same way NodejsFunction does (linked map, the runtime SDK external)', () => {
    expect(esbuildOptionsOf({ sourceMap: true }, 'a.ts', 'out.js')).toMatchObject({ sourcemap: true, external: ['@aws-sdk/*'], minify: false, sourcesContent: true });
  });
});
