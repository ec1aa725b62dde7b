/**
 * Each domain Lambda bundle's size and cold `require()` time in a fresh Node process. Budget (issue 31, restating issue
 * 14's after docs/decisions.md 67): require() at most 1.2 x the REQUIRED PARTS bundle's (DynamoDB client, Powertools
 * Logger and Metrics, jose, middy; no app code); sizes are reported against it and the FLOOR bundle (a DynamoDB
 * document client and one GetCommand), not budgeted. Bundled with exactly
 * the stack's options (infra/lambda-bundling.ts) and loaded with the stack's Lambda environment. Reports, never fails.
 * Runnable alone: `npx tsx bench/lambda-bundles.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type Metafile } from 'esbuild';
import { domains } from '../shared/routes';
import { esbuildOptionsOf, lazyChunks, lambdaBundling, lambdaRuntimeEnvironment } from '../infra/lambda-bundling';
import { accountDeletionStreamConsumer, sessionsStreamConsumer, socialStreamConsumer } from '../infra/stream-consumers';
import { repoRoot } from '../infra/paths';
import type { BenchFigure } from './figures';
import { median } from './measured-runs';

const SECTION = 'Lambda bundles';
const BUDGET_FACTOR = 1.2;
const REQUIRE_SPAWNS = 7;

const FLOOR_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => (await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'floor', sk: 'floor' } }))).Item ?? null;
`;

/**
 * The floor plus what every HTTP function must carry whatever its domain: Powertools' Logger and Metrics (issue 14,
 * deliverable 1), jose's ES256 verification (the stack's token library) and middy's core (the stack's handler
 * framework), each called once, with no code of the app: the base of the require() budget.
 */
const REQUIRED_PARTS_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import middy from '@middy/core';
import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const logger = new Logger({ serviceName: 'required-parts' });
const metrics = new Metrics({ namespace: 'required-parts', serviceName: 'required-parts' });
let key: CryptoKey | undefined;
export const handler = middy(async (event: { token: string }) => {
  key ??= await importSPKI(process.env.JWT_PUBLIC_KEY ?? '', 'ES256');
  const { payload } = await jwtVerify(event.token, key);
  logger.info('read', { userId: payload.sub });
  metrics.publishStoredMetrics();
  return (await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: String(payload.sub), sk: 'floor' } }))).Item ?? null;
});
`;

/** What the functions read while their modules load, as dummies (nothing is called). */
const LOAD_TIME_ENVIRONMENT = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  TABLE_NAME: 'bench-table',
  MEDIA_BUCKET: 'bench-media',
  JWT_PUBLIC_KEY: 'not loaded before the first request',
  ORIGIN_VERIFY_SECRET: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

interface Entry {
  name: string;
  /** A file under the repository, or the floor's source. */
  file?: string;
  source?: string;
  /** Bundled without the alias that replaces the SDK's default credential chain (infra/lambda-bundling.ts). */
  keepCredentialChain?: boolean;
}

const CREDENTIAL_CHAIN_PACKAGE = '@aws-sdk/credential-provider-node';

/** Informational: the floor as a plain bundle of the DynamoDB client is, with the SDK's default credential chain. */
const FLOOR_WITH_CREDENTIAL_CHAIN: Entry = { name: "floor with the SDK's default credential chain", source: FLOOR_SOURCE, keepCredentialChain: true };

/** Informational: the floor and the parts no HTTP function can leave out (REQUIRED_PARTS_SOURCE). */
const REQUIRED_PARTS: Entry = { name: 'floor + Powertools Logger and Metrics, jose, middy (no app code)', source: REQUIRED_PARTS_SOURCE };

export function lambdaEntries(): Entry[] {
  return [
    { name: 'floor (DynamoDB document client + one GetCommand)', source: FLOOR_SOURCE },
    ...domains.map((domain) => ({ name: domain, file: path.join('functions', domain, 'handler.ts') })),
    ...[socialStreamConsumer, sessionsStreamConsumer, accountDeletionStreamConsumer].map((consumer) => ({
      name: `${consumer.domain} ${consumer.entryFile.replace(/\.ts$/, '')}`,
      file: path.join('functions', consumer.domain, consumer.entryFile),
    })),
  ];
}

interface Bundle {
  entry: Entry;
  file: string;
  rawBytes: number;
  gzipBytes: number;
  metafile: Metafile;
  /** The lazy chunks it loads (infra/lambda-bundling.ts), built beside it as NodejsFunction's afterBundling does. */
  chunkBytes: number;
}

async function bundle(entry: Entry, directory: string, bundling: BundlingOptions, index: number): Promise<Bundle> {
  const outfile = path.join(directory, `bundle-${index}`, 'index.js');
  const options = esbuildOptionsOf(bundling, entry.file ? path.join(repoRoot, entry.file) : '', outfile);
  const { [CREDENTIAL_CHAIN_PACKAGE]: _credentialChain, ...otherAliases } = options.alias ?? {};
  const result = await build({
    ...options,
    ...(entry.source ? { entryPoints: undefined, stdin: { contents: entry.source, resolveDir: repoRoot, loader: 'ts', sourcefile: 'floor.ts' } } : {}),
    ...(entry.keepCredentialChain ? { alias: otherAliases } : {}),
    metafile: true,
  });
  const code = readFileSync(outfile);
  let chunkBytes = 0;
  for (const importPath of lazyChunksOf(result.metafile)) {
    const chunkFile = path.join(path.dirname(outfile), importPath);
    await build(esbuildOptionsOf(bundling, path.join(repoRoot, lazyChunks[importPath]!), chunkFile));
    chunkBytes += readFileSync(chunkFile).length;
  }
  return { entry, file: outfile, rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, metafile: result.metafile, chunkBytes };
}

/** The import paths of lazy chunks the bundle's code loads. */
function lazyChunksOf(metafile: Metafile): string[] {
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((one) => one.external).map((one) => one.path));
  return [...new Set(imported)].filter((importPath) => importPath in lazyChunks);
}

/**
 * Milliseconds `require()` of the bundle takes in a fresh Node process (module read, compiled and run): wall time, and
 * the process's CPU time over the same span, which a loaded machine inflates far less.
 */
function requireMs(file: string, environment: Readonly<Record<string, string>>): { wall: number; cpu: number } {
  const script =
    `const {performance}=require('node:perf_hooks');const c=process.cpuUsage();const t=performance.now();require(${JSON.stringify(file)});` +
    `const w=performance.now()-t;const u=process.cpuUsage(c);process.stdout.write(w+' '+(u.user+u.system)/1000);`;
  const result = spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...LOAD_TIME_ENVIRONMENT, ...environment },
    cwd: path.dirname(file),
  });
  if (result.status !== 0) throw new Error(`require(${file}) failed: ${result.stderr}`);
  const [wall, cpu] = result.stdout.split(' ').map(Number);
  return { wall: wall ?? Number.NaN, cpu: cpu ?? Number.NaN };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round = (value: number) => Math.round(value * 10) / 10;
const asRatio = (ratio: number) => `${ratio.toFixed(2)} x`;

/** The package an input of the bundle belongs to ('own code' for the repository's files). */
function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? 'own code';
}

/** The bundle's biggest parts (bytes in the output by package), e.g. 'zod 60 KB, @aws-sdk/client-s3 48 KB, …'. */
export function biggestPackages(metafile: Metafile, count = 5): string {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${Math.round(bytes / 1024)} KB`)
    .join(', ');
}

export interface LambdaBundleOptions {
  bundling?: BundlingOptions;
  environment?: Readonly<Record<string, string>>;
  spawns?: number;
  log?: (line: string) => void;
}

export async function measureLambdaBundles(options: LambdaBundleOptions = {}): Promise<BenchFigure[]> {
  const bundling = options.bundling ?? lambdaBundling;
  const environment = options.environment ?? lambdaRuntimeEnvironment;
  const spawns = options.spawns ?? REQUIRE_SPAWNS;
  const log = options.log ?? (() => undefined);
  const directory = mkdtempSync(path.join(tmpdir(), 'lambda-bundles-'));
  try {
    const entries = lambdaEntries();
    const bundles: Bundle[] = [];
    for (const [index, entry] of entries.entries()) bundles.push(await bundle(entry, directory, bundling, index));
    bundles.push(await bundle(FLOOR_WITH_CREDENTIAL_CHAIN, directory, bundling, entries.length));
    bundles.push(await bundle(REQUIRED_PARTS, directory, bundling, entries.length + 1));
    // Round-robin, so that a burst of load on the machine spreads over every bundle instead of skewing one.
    const times = bundles.map(() => [] as { wall: number; cpu: number }[]);
    for (let round = 0; round < spawns; round += 1) {
      bundles.forEach((one, index) => times[index]!.push(requireMs(one.file, environment)));
      log(`require() round ${round + 1} of ${spawns} done`);
    }
    const measured = bundles.map((one, index) => ({
      ...one,
      requireMs: median(times[index]!.map((time) => time.wall)),
      requireCpuMs: median(times[index]!.map((time) => time.cpu)),
    }));
    const [floor, ...rest] = measured.slice(0, entries.length);
    const [withChain, requiredParts] = measured.slice(entries.length);
    if (!floor || !withChain || !requiredParts) throw new Error('A bundle of the floor or of its comparisons is missing');
    const figures: BenchFigure[] = [
      { section: SECTION, name: `${floor.entry.name} size`, value: kb(floor.rawBytes), unit: 'KB', note: `gzip ${kb(floor.gzipBytes)} KB` },
      { section: SECTION, name: `${floor.entry.name} require()`, value: round(floor.requireMs), unit: 'ms', note: `median of ${spawns} fresh processes` },
      {
        section: SECTION,
        name: `${withChain.entry.name} size`,
        value: kb(withChain.rawBytes),
        unit: 'KB',
        note: `gzip ${kb(withChain.gzipBytes)} KB, require() ${round(withChain.requireMs)} ms; not a budget, for comparison (docs/decisions.md 59)`,
      },
      {
        section: SECTION,
        name: `${requiredParts.entry.name} size`,
        value: kb(requiredParts.rawBytes),
        unit: 'KB',
        note:
          `${asRatio(requiredParts.rawBytes / floor.rawBytes)} floor; gzip ${kb(requiredParts.gzipBytes)} KB (${asRatio(requiredParts.gzipBytes / floor.gzipBytes)}), ` +
          `require() ${round(requiredParts.requireMs)} ms (${asRatio(requiredParts.requireMs / floor.requireMs)}); the base of the require() budget (issue 31)`,
      },
      {
        section: SECTION,
        name: `${requiredParts.entry.name} require()`,
        value: round(requiredParts.requireMs),
        unit: 'ms',
        note: `median of ${spawns} fresh processes; CPU ${round(requiredParts.requireCpuMs)} ms`,
      },
    ];
    const versus = (bytes: number, base: number) => `${asRatio(bytes / base)} required parts`;
    for (const one of rest) {
      figures.push(
        {
          section: SECTION,
          name: `${one.entry.name} size`,
          value: kb(one.rawBytes),
          unit: 'KB',
          note: `${versus(one.rawBytes, requiredParts.rawBytes)}; ${biggestPackages(one.metafile)}${one.chunkBytes ? `; + ${kb(one.chunkBytes)} KB in files loaded on first use` : ''}`,
        },
        { section: SECTION, name: `${one.entry.name} gzip`, value: kb(one.gzipBytes), unit: 'KB', note: versus(one.gzipBytes, requiredParts.gzipBytes) },
        {
          section: SECTION,
          name: `${one.entry.name} require()`,
          value: round(one.requireMs),
          unit: 'ms',
          note: `CPU ${round(one.requireCpuMs)} ms, ${asRatio(one.requireCpuMs / requiredParts.requireCpuMs)} required parts' CPU`,
          budget: { limit: round(BUDGET_FACTOR * requiredParts.requireMs), kind: 'max', basis: `${BUDGET_FACTOR} x required parts ${round(requiredParts.requireMs)} ms (issue 31)` },
        },
      );
    }
    return figures;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printTable } = await import('./report');
  printTable(await measureLambdaBundles({ log: (line) => process.stderr.write(`${line}\n`) }));
}
