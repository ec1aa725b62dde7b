import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The env the local functions get: the ES256 key pair as PEM (in AWS the private key is a Secrets Manager secret). */
export interface LocalJwtKeys {
  JWT_PRIVATE_KEY: string;
  JWT_PUBLIC_KEY: string;
}

export const LOCAL_PRIVATE_KEY_FILE = 'jwt-es256-private.pem';
/** Issue 30: the VAPID key pair that signs Web Push requests (in AWS a Secrets Manager secret too). */
export const LOCAL_VAPID_KEY_FILE = 'vapid-p256-private.pem';

function newPrivateKey(): string {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

const publicKeyOf = (privateKeyPem: string) => createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();

/**
 * The local token signing keys: JWT_PRIVATE_KEY from the environment when set; else kept under DATA_DIR, readable
 * by its owner only (0600), so sign-ins survive restarts of `npm start`; without DATA_DIR (the test stack) a new pair.
 */
export function localJwtKeys(dataDir: string | undefined): LocalJwtKeys {
  const fromEnv = process.env.JWT_PRIVATE_KEY;
  const privateKey = fromEnv ?? (dataDir ? keptPrivateKey(dataDir, LOCAL_PRIVATE_KEY_FILE) : newPrivateKey());
  return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKeyOf(privateKey) };
}

export interface LocalVapidKeys {
  VAPID_PRIVATE_KEY: string;
  VAPID_PUBLIC_KEY: string;
}

/**
 * The local Web Push (VAPID) keys, kept as the signing key is: VAPID_PRIVATE_KEY from the environment when set; else
 * under DATA_DIR (0600), so browsers subscribed once keep receiving pushes across restarts (a new key would orphan
 * every subscription); without DATA_DIR a new pair.
 */
export function localVapidKeys(dataDir: string | undefined): LocalVapidKeys {
  const privateKey = process.env.VAPID_PRIVATE_KEY ?? (dataDir ? keptPrivateKey(dataDir, LOCAL_VAPID_KEY_FILE) : newPrivateKey());
  return { VAPID_PRIVATE_KEY: privateKey, VAPID_PUBLIC_KEY: publicKeyOf(privateKey) };
}

function keptPrivateKey(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    chmodSync(file, 0o600); // a copy made with wider permissions is narrowed again
    return readFileSync(file, 'utf8');
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const privateKey = newPrivateKey();
  writeFileSync(file, privateKey, { mode: 0o600, flag: 'wx' });
  return privateKey;
}
