import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { findFreePort } from './free-port';

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver, a real S3 API, keeping objects under DATA_DIR/s3 (or a temp folder). */
export async function startS3Local(options: { directory: string; bucket: string }): Promise<RunningS3> {
  const directory = resolve(options.directory);
  mkdirSync(directory, { recursive: true });
  const port = await findFreePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: options.bucket }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
