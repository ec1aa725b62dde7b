import { resolve } from 'node:path';
import { MissingJavaError } from './dynamodb-local';
import { listenHost } from './listen-host';
import { startLocalStack } from './local-stack';
import { ensureWebBuild } from '../web-build';

/** `npm start`: the whole product on http://localhost:PORT (default 3000). */
const root = resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(`[local] ${line}`);

async function main() {
  const webRoot = ensureWebBuild(log);
  const stack = await startLocalStack({
    port: Number(process.env.PORT ?? 3000),
    host: listenHost(process.env, log),
    dataDir: resolve(root, process.env.DATA_DIR ?? '.data'),
    webRoot,
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT,
    s3Endpoint: process.env.S3_ENDPOINT,
    log,
  });
  log(`Social Fitness is ready at ${stack.url}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping...`);
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingJavaError ? error.message : error);
  process.exit(1);
});
