/**
 * Health import keys (issue 10, docs/health-import.md): what an iOS Shortcut sends instead of a sign-in token. A key
 * calls `POST /api/workout-sessions/import-health` and nothing else (functions/lib/http.ts asks verifyImportKey only
 * on routes marked `importKey`), is shown once, stored as a hash, rate-limited per hour and revoked at will.
 */
import type { CreatedImportKey, ImportKey } from '../../shared/api-types';
import {
  IMPORT_KEY_HOURLY_LIMIT,
  IMPORT_KEY_LIMIT_REACHED,
  IMPORT_KEY_NOT_FOUND,
  IMPORT_KEY_RATE_LIMITED,
  MAX_IMPORT_KEYS,
} from '../../shared/schemas/health';
import { Conflict, NotFound, TooManyRequests, Unauthorized } from '../lib/errors';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { ACCOUNT_GONE } from '../lib/token-version';
import { findAccountById } from '../users/index';
import type { Page } from '../lib/pagination';
import {
  hashSecret,
  isImportKeyId,
  newImportKey,
  parseImportKey,
  previewOf,
  rateWindowExpiry,
  rateWindowOf,
  secondsToNextHour,
  secretMatches,
} from './import-key-format';
import {
  countImportCall,
  countImportKeys,
  deleteImportKey,
  findImportKey,
  listImportKeysPage,
  putImportKey,
  touchImportKey,
  type ImportKeyRecord,
} from './repository';
import { log } from '../lib/observability';
import { IMPORT_KEY_CREATION_LIMIT } from './write-limits';

export const INVALID_IMPORT_KEY = 'Invalid import key';
/** Drawing a random key id that is taken already is all but impossible; a few draws settle it. */
const MAX_ID_DRAWS = 3;

function toImportKey(record: ImportKeyRecord): ImportKey {
  return { id: record.id, name: record.name, preview: previewOf(record.id), createdAt: record.createdAt, lastUsedAt: record.lastUsedAt ?? null };
}

/**
 * A new key for the caller, answered with the key itself this once. At most MAX_IMPORT_KEYS each (counted with one
 * Query first: two creations at the very same moment could pass the count together, which costs nothing but a key).
 */
export async function createImportKey(options: { userId: string; name: string }): Promise<CreatedImportKey> {
  const { userId, name } = options;
  if ((await countImportKeys({ userId, limit: MAX_IMPORT_KEYS })) >= MAX_IMPORT_KEYS) throw new Conflict(IMPORT_KEY_LIMIT_REACHED);
  await enforceWriteLimits(userId, [IMPORT_KEY_CREATION_LIMIT]);
  for (let draw = 1; ; draw++) {
    const { keyId, secret, key } = newImportKey();
    const record: ImportKeyRecord = { id: keyId, userId, name, secretHash: hashSecret(secret), createdAt: new Date().toISOString(), lastUsedAt: null };
    if (await putImportKey({ record })) return { ...toImportKey(record), key };
    if (draw >= MAX_ID_DRAWS) throw new Conflict('The key could not be created. Please try again.');
  }
}

/** The caller's keys, newest first, without the keys themselves. */
export async function listImportKeys(options: { userId: string; limit: number; cursor?: string }): Promise<Page<ImportKey>> {
  const page = await listImportKeysPage(options);
  return { items: page.items.map(toImportKey), cursor: page.cursor };
}

/** Revokes one of the caller's keys; anyone else's, or none, is 404. */
export async function revokeImportKey(options: { userId: string; keyId: string }): Promise<void> {
  const deleted = isImportKeyId(options.keyId) && (await deleteImportKey(options));
  if (!deleted) throw new NotFound(IMPORT_KEY_NOT_FOUND);
}

/**
 * The bearer check of import-health for a key (createDomainHandler's `verifyImportKey`): the key must parse, exist
 * and match its stored hash, and its owner must still have an account (else 401), and its hourly window must have
 * room (else 429 with Retry-After until the next hour). The call is counted, the key's last use recorded (best
 * effort), and the key's owner answered.
 *
 * The owner's profile is read consistently on every call, not cached like a sign-in token's version: deleting an
 * account removes the profile and the keys the index lists in one transaction; this check refuses a key that index
 * had not listed yet (docs/decisions.md 70).
 */
export async function verifyImportKey(key: string): Promise<string> {
  const parts = parseImportKey(key);
  const record = parts ? await findImportKey({ keyId: parts.keyId }) : undefined;
  if (!parts || !record || !secretMatches(parts.secret, record.secretHash)) throw new Unauthorized(INVALID_IMPORT_KEY);
  if (!(await findAccountById({ userId: record.userId }))) throw new Unauthorized(ACCOUNT_GONE);
  const now = new Date();
  const counted = await countImportCall({ keyId: parts.keyId, window: rateWindowOf(now), limit: IMPORT_KEY_HOURLY_LIMIT, expiresAt: rateWindowExpiry(now) });
  if (!counted) throw new TooManyRequests(IMPORT_KEY_RATE_LIMITED, secondsToNextHour(now));
  try {
    await touchImportKey({ keyId: parts.keyId, at: now.toISOString() });
  } catch (error) {
    log.error('Could not record the use of an import key', { keyId: parts.keyId, error });
  }
  return record.userId;
}
