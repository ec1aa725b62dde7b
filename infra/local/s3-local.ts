import { resolve } from 'node:path';
import S3rver from 's3rver';
import { ownerOnlyDirectory } from './data-dir';
import { findFreePort } from './free-port';

export interface RunningS3 {
  endpoint: string;
  port: number;
  directory: string;
  stop(): Promise<void>;
}

/** Starts s3rver, a real S3 API on 127.0.0.1, keeping objects under DATA_DIR/s3 (or a temp folder); on `port` if given. */
export async function startS3Local(options: { directory: string; bucket: string; port?: number }): Promise<RunningS3> {
  const directory = ownerOnlyDirectory(resolve(options.directory));
  const port = options.port ?? (await findFreePort());
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: options.bucket }] });
  await server.run();
  let stopped: Promise<void> | undefined;
  return { endpoint: `http://127.0.0.1:${port}`, port, directory, stop: () => (stopped ??= server.close()) };
}
