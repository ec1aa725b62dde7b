import { resolve } from 'node:path';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import { ownerOnlyDirectory } from './data-dir';
import { findFreePort } from './free-port';

export interface RunningS3 {
  endpoint: string;
  port: number;
  directory: string;
  /** Calls `listener` with each S3 event s3rver emits (the notifications S3 would send: created, removed). */
  onEvent(listener: (event: S3Event) => void): void;
  stop(): Promise<void>;
}

/** Starts s3rver, a real S3 API on 127.0.0.1, keeping objects under DATA_DIR/s3 (or a temp folder); on `port` if given. */
export async function startS3Local(options: { directory: string; buckets: readonly string[]; port?: number }): Promise<RunningS3> {
  const directory = ownerOnlyDirectory(resolve(options.directory));
  const port = options.port ?? (await findFreePort());
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: options.buckets.map((name) => ({ name })) });
  await server.run();
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    onEvent: (listener) => server.on('event', listener),
    stop: () => (stopped ??= server.close()),
  };
}
