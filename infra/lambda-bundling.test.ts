import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsOf, lambdaBundling, lambdaRuntimeEnvironment, lazyChunkCommands } from './lambda-bundling';
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
      external: ['./s3-sdk.js'],
    });
  });

  it('keep the S3 SDK out of the bundle: built beside it by afterBundling, it loads on first use', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'lazy-chunk-'));
    try {
      const outfile = path.join(directory, 'index.js');
      const contents = "import { s3 } from './functions/lib/media/s3-client'; export const clientSend = async () => typeof (await s3()).client.send;";
      const { metafile } = await build({
        ...esbuildOptionsOf(lambdaBundling, '', outfile),
        entryPoints: undefined,
        stdin: { contents, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
        metafile: true,
      });
      expect(Object.keys(metafile.inputs).filter((input) => input.includes('client-s3'))).toEqual([]);
      // A require(), not Node's ES module loader (--supported:dynamic-import=false on both command lines).
      expect(readFileSync(outfile, 'utf8')).toContain('require("./s3-sdk.js")');
      for (const command of lazyChunkCommands(directory)) execSync(command, { cwd: repoRoot, stdio: 'pipe' });
      const script = `require(${JSON.stringify(outfile)}).clientSend().then((type) => process.stdout.write(type))`;
      const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1' } });
      expect(result.stdout).toBe('function');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    // A build, an npx esbuild and a fresh node: over the 5 s default when two test files share two busy cores.
  }, 30_000);

  it("replace the SDK's default credential chain, on NodejsFunction's esbuild command line and in the bench's options alike", () => {
    const replacement = './functions/lib/aws/environment-credentials.ts';
    expect(lambdaBundling.esbuildArgs['--alias']).toEqual([`@aws-sdk/credential-provider-node=${replacement}`]);
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
