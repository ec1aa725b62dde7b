/**
 * The shape of a health import key, pure: `sfhk_<keyId>_<secret>`. The key id (12 hex characters) names the stored
 * key; the secret (32 random bytes, base64url) is shown once and stored only as its SHA-256. A secret this random
 * cannot be guessed or brute-forced from its hash, so a fast hash is enough (docs/decisions.md): no salt, no
 * scrypt, and a verification costs one GetItem and a hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { IMPORT_KEY_PREFIX } from '../../shared/schemas/health';

const KEY_ID_BYTES = 6;
const SECRET_BYTES = 32;
const KEY_ID = /^[0-9a-f]{12}$/;
/** 32 bytes in base64url are 43 characters, which may themselves hold '_' and '-'. */
const KEY = new RegExp(`^${IMPORT_KEY_PREFIX}([0-9a-f]{12})_([A-Za-z0-9_-]{43})$`);
/** How many of the key id's characters a list shows. */
const PREVIEW_LENGTH = 6;

export interface ImportKeyParts {
  keyId: string;
  secret: string;
}

export const isImportKeyId = (value: string) => KEY_ID.test(value);

export function newImportKey(): ImportKeyParts & { key: string } {
  const keyId = randomBytes(KEY_ID_BYTES).toString('hex');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { keyId, secret, key: `${IMPORT_KEY_PREFIX}${keyId}_${secret}` };
}

/** The parts of a key, or undefined when the text cannot be one. */
export function parseImportKey(key: string): ImportKeyParts | undefined {
  const match = KEY.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : undefined;
}

/** What is stored: the hex SHA-256 of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Compares the secret's hash with the stored one in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** How a list shows a key: `sfhk_3fa9c2…`. */
export const previewOf = (keyId: string) => `${IMPORT_KEY_PREFIX}${keyId.slice(0, PREVIEW_LENGTH)}…`;

const HOUR_MS = 60 * 60_000;

/** The UTC hour an import is counted in, `2026-11-23T07`. */
export const rateWindowOf = (now: Date) => now.toISOString().slice(0, 13);

/** Whole seconds until the next UTC hour, when a limited key may import again (at least 1). */
export const secondsToNextHour = (now: Date) => Math.max(1, Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000));

/** When a window's counter may go (TTL, epoch seconds): an hour after the window ends, about 2 h after it began. */
export const rateWindowExpiry = (now: Date) => Math.floor((Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + 2 * HOUR_MS) / 1000);
