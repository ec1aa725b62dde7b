import type { BuildOptions } from 'esbuild';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { repoRoot } from './paths';

/**
 * Packages replaced in every Lambda bundle. The SDK's default credential chain becomes `fromEnv()` (the only source a
 * Lambda has; docs/decisions.md section 59). The path is relative to the folder esbuild runs in: the project root,
 * which NodejsFunction's local bundling runs in (esbuild is a devDependency, so CDK never bundles in Docker here).
 */
export const lambdaAliases: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/lib/aws/environment-credentials.ts',
};

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
  // NodejsFunction has no `alias` prop: it passes these to esbuild's command line as `--alias:<package>=<path>`.
  esbuildArgs: { '--alias': Object.entries(lambdaAliases).map(([name, replacement]) => `${name}=${replacement}`) },
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
    alias: aliasesOf(bundling.esbuildArgs),
    // NodejsFunction runs esbuild in projectRoot (the repository root for every DomainFunction).
    absWorkingDir: repoRoot,
    logLevel: 'warning',
  };
}

/** `--alias` of esbuildArgs as esbuild's `alias` option; any other argument would be a difference the bench missed. */
function aliasesOf(esbuildArgs: BundlingOptions['esbuildArgs']): Record<string, string> | undefined {
  if (!esbuildArgs) return undefined;
  const untranslated = Object.keys(esbuildArgs).filter((key) => key !== '--alias');
  if (untranslated.length > 0) throw new Error(`esbuildOptionsOf does not translate esbuildArgs ${untranslated.join(', ')}`);
  const value = esbuildArgs['--alias'];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return Object.fromEntries(items.map((item) => [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)]));
}
