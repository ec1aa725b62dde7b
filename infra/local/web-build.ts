import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds web/dist when it is missing or older than the web sources. */
export function ensureWebBuild(root: string, log: (line: string) => void): string {
  const dist = join(root, 'web', 'dist');
  const index = join(dist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...WEB_SOURCES.map((source) => newestChange(join(root, source))));
  if (builtAt < changedAt) {
    log(builtAt ? 'Web sources changed: rebuilding the web app...' : 'Building the web app (first run)...');
    // NODE_ENV from a caller (vitest sets 'test') would make Vite emit a development bundle.
    execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  return dist;
}
