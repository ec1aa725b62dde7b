import type { BuildOptions } from 'esbuild';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every domain Lambda is bundled: the NodejsFunction bundling props of infra/constructs/domain-function.ts, and
 * (through `esbuildOptionsOf`) the esbuild options bench/lambda-bundles.ts builds with, so the bench measures exactly
 * what is deployed. docs/decisions.md section 54 has the measurements behind each choice.
 */
export const lambdaBundling = {
  minify: true,
  // Written next to the bundle for reading a stack trace by hand, never loaded at run time (see lambdaRuntimeEnvironment).
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  sourcesContent: false,
  target: 'node22',
  format: OutputFormat.CJS,
  // The SDK packages have no `exports` map: esbuild's default for node (main first) takes their CommonJS builds,
  // which cannot be tree-shaken; their ES builds (`module`) can, which removes most of every unused command.
  mainFields: ['module', 'main'],
  // Ship the SDK versions from package-lock.json (the ones tested locally) instead of the runtime's copy;
  // minified and tree-shaken it also loads faster than the runtime's.
  bundleAwsSDK: true,
} as const satisfies BundlingOptions;

/**
 * The Lambda environment that goes with the bundle. No NODE_OPTIONS=--enable-source-maps: it made Node read and parse
 * the source map at the first stack trace and slowed every cold start's require.
 */
export const lambdaRuntimeEnvironment: Readonly<Record<string, string>> = {};

/** The esbuild build options NodejsFunction derives from `bundling` (aws-lambda-nodejs/lib/bundling.js), for one entry. */
export function esbuildOptionsOf(bundling: BundlingOptions, entry: string, outfile: string): BuildOptions {
  const sourceMap = bundling.sourceMapMode ?? (bundling.sourceMap ? SourceMapMode.DEFAULT : undefined);
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format === OutputFormat.ESM ? 'esm' : bundling.format === OutputFormat.CJS ? 'cjs' : undefined,
    minify: bundling.minify ?? false,
    sourcemap: sourceMap === undefined ? false : sourceMap === SourceMapMode.DEFAULT ? true : sourceMap,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...(bundling.externalModules ?? (bundling.bundleAwsSDK ? [] : ['@aws-sdk/*'])), ...(bundling.nodeModules ?? [])],
    mainFields: bundling.mainFields ? [...bundling.mainFields] : undefined,
    define: bundling.define,
    keepNames: bundling.keepNames ?? false,
    logLevel: 'warning',
  };
}
