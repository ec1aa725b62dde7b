/**
 * Key of a per-person write counter (functions/lib/rate-limit): one item per person and scope, in the person's
 * partition under its own prefix (no Query of that partition reads it; the account deletion job removes it), and
 * TTL removes it once its window is over.
 */
export const RATE_LIMIT_SK_PREFIX = 'RATE_LIMIT#';
export const rateLimitKey = (userId: string, scope: string) => ({ PK: `USER#${userId}`, SK: `${RATE_LIMIT_SK_PREFIX}${scope}` });
