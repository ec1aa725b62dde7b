import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder holding package-lock.json). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` writes the web app. */
export const webDistPath = path.join(repoRoot, 'web', 'dist');
