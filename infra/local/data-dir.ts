import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Creates the folder (and its parents) readable by its owner only, and tightens it when it already exists: the
 * local data holds password hashes and the signing key. Returns the absolute path. (chmod is a no-op on Windows.)
 */
export function ownerOnlyDirectory(path: string): string {
  const absolute = resolve(path);
  mkdirSync(absolute, { recursive: true, mode: 0o700 });
  chmodSync(absolute, 0o700);
  return absolute;
}
