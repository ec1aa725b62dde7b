import type { BuildOptions } from 'esbuild';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import path from 'node:path';
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
 * Modules left out of every Lambda bundle and built beside it as files of their own, by the import path the code loads
 * them with (`import('./s3-sdk.js')`) and their entry. Only a path that needs them pays for them: code inside the bundle
 * is read and compiled by V8 at every cold start even when it is evaluated lazily (docs/decisions.md 105).
 */
export const lazyChunks: Readonly<Record<string, string>> = {
  './s3-sdk.js': 'functions/lib/media/s3-sdk.ts',
};

/**
 * Without it, esbuild keeps `import()` of a chunk as it is, and Node loads the CommonJS chunk through its ES module
 * loader: three times the CPU of a `require()` on first use (docs/decisions.md 105). With it, the `import()` becomes a
 * `require()` in a promise.
 */
const DYNAMIC_IMPORT_ARG = '--supported:dynamic-import';

/** esbuild's command line for a chunk: the bundle's own options (as NodejsFunction's `buildEsbuildArgs` writes them). */
function chunkBuildCommand(entry: string, outfile: string): string {
  const { target, format, minify, sourceMapMode, sourcesContent, mainFields, esbuildArgs } = lambdaBundling;
  const args = ['--bundle', entry, '--platform=node', `--format=${format}`, `--target=${target}`, ...(minify ? ['--minify'] : [])];
  args.push(`--sourcemap=${sourceMapMode}`, `--sources-content=${sourcesContent}`, `--main-fields=${mainFields.join(',')}`);
  args.push(...esbuildArgs['--alias'].map((alias) => `--alias:${alias}`), `${DYNAMIC_IMPORT_ARG}=${esbuildArgs[DYNAMIC_IMPORT_ARG]}`, `--outfile=${outfile}`);
  return ['npx', '--no-install', 'esbuild', ...args].map(shellQuoted).join(' ');
}

const shellQuoted = (argument: string) => `'${argument.replaceAll("'", "'\\''")}'`;

/** The commands NodejsFunction runs after the bundle (in the project root): one esbuild per lazy chunk. */
export function lazyChunkCommands(outputDir: string): string[] {
  return Object.entries(lazyChunks).map(([importPath, entry]) => chunkBuildCommand(entry, path.join(outputDir, importPath)));
}

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
  // Kept as `import()` of a file beside the bundle, which afterBundling builds (lazyChunks).
  externalModules: Object.keys(lazyChunks),
  commandHooks: { beforeBundling: () => [], beforeInstall: () => [], afterBundling: (_inputDir, outputDir) => lazyChunkCommands(outputDir) },
  // NodejsFunction has no `alias` prop: it passes these to esbuild's command line as `--alias:<package>=<path>`.
  esbuildArgs: { '--alias': Object.entries(lambdaAliases).map(([name, replacement]) => `${name}=${replacement}`), [DYNAMIC_IMPORT_ARG]: 'false' },
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
    ...translatedArgsOf(bundling.esbuildArgs),
    // NodejsFunction runs esbuild in projectRoot (the repository root for every DomainFunction).
    absWorkingDir: repoRoot,
    logLevel: 'warning',
  };
}

/**
 * `--alias` and `--supported:dynamic-import` of esbuildArgs as esbuild's options; any other argument would be a
 * difference the bench missed.
 */
function translatedArgsOf(esbuildArgs: BundlingOptions['esbuildArgs']): Pick<BuildOptions, 'alias' | 'supported'> {
  if (!esbuildArgs) return {};
  const untranslated = Object.keys(esbuildArgs).filter((key) => key !== '--alias' && key !== DYNAMIC_IMPORT_ARG);
  if (untranslated.length > 0) throw new Error(`esbuildOptionsOf does not translate esbuildArgs ${untranslated.join(', ')}`);
  const value = esbuildArgs['--alias'];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const dynamicImport = esbuildArgs[DYNAMIC_IMPORT_ARG];
  return {
    alias: Object.fromEntries(items.map((item) => [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)])),
    ...(dynamicImport === undefined ? {} : { supported: { 'dynamic-import': dynamicImport === 'true' } }),
  };
}
