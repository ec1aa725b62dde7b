import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { MissingJavaError } from './dynamodb-local';
import { startLocalStack } from './local-stack';

/** `npm run dev`: the API as in `npm start` on API_PORT, and Vite with hot reload on PORT proxying /api to it. */
const root = resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(`[dev] ${line}`);

async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  const stack = await startLocalStack({
    port: apiPort,
    dataDir: resolve(root, process.env.DATA_DIR ?? '.data'),
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT,
    s3Endpoint: process.env.S3_ENDPOINT,
    log,
  });
  log(`API on ${stack.url}`);
  // Vite's own entry under this Node (not through npx), so stopping it really stops the dev server.
  const viteEntry = resolve(root, 'node_modules/vite/bin/vite.js');
  const vite = spawn(process.execPath, [viteEntry, '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000', API_ORIGIN: stack.url },
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    vite.kill('SIGTERM');
    void stack.stop().then(() => process.exit(0));
  };
  vite.on('exit', shutdown);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingJavaError ? error.message : error);
  process.exit(1);
});
