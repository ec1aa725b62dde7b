/**
 * Keys of the health domain: import keys (looked up by their id, listed per person through GSI1) and the hourly
 * windows that count each key's imports (TTL removes old windows).
 */
export const importKeyKey = (keyId: string) => ({ PK: `IMPORT_KEY#${keyId}`, SK: 'IMPORT_KEY' });

export const importKeysPartition = (userId: string) => `USER#${userId}#IMPORT_KEYS`;
export const importKeysIndexKey = (userId: string, createdAt: string, keyId: string) => ({
  GSI1PK: importKeysPartition(userId),
  GSI1SK: `${createdAt}#${keyId}`,
});

/** `window` is the UTC hour, `2026-11-23T07`. */
export const importRateWindowKey = (keyId: string, window: string) => ({ PK: `IMPORT_KEY#${keyId}`, SK: `RATE#${window}` });
