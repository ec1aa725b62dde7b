import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The local JWT signing key: kept under DATA_DIR so sign-ins survive restarts, like the AWS secret. */
export function localJwtSecret(dataDir: string | undefined): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
