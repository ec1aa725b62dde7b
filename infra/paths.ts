import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder holding package-lock.json). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` writes the web app (WEB_DIST_DIR moves it, e.g. for a second test run beside the first). */
export const webDistPath = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'web', 'dist');
