import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, webDistPath } from './paths';

const WEB_SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'];

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))));
}

/**
 * Returns web/dist, building it first when it is missing or older than the web sources, so that
 * `npm start`, the tests and `cdk synth` work on a fresh clone and never serve a stale bundle.
 */
export function ensureWebBuild(log: (line: string) => void = (line) => console.error(line)): string {
  const indexHtml = path.join(webDistPath, 'index.html');
  const builtAt = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  const changedAt = Math.max(...WEB_SOURCES.map((source) => newestChange(path.join(repoRoot, source))));
  if (builtAt >= changedAt) return webDistPath;
  log(builtAt ? 'Web sources changed: running `npm run build`...' : 'web/dist is missing: running `npm run build`...');
  // The build's output goes to stderr so `cdk synth` keeps stdout for the template. NODE_ENV from a
  // caller (vitest sets 'test') would make Vite emit a development bundle.
  execSync('npm run build', { cwd: repoRoot, stdio: ['ignore', 2, 2], env: { ...process.env, NODE_ENV: 'production' } });
  if (!existsSync(indexHtml)) throw new Error(`npm run build did not produce ${indexHtml}`);
  return webDistPath;
}
