import { randomBytes } from 'node:crypto';

/**
 * A time-ordered id (like a ULID): 9 base-36 characters of milliseconds, then 12 random ones.
 * Sorting these ids as strings sorts them by creation time, so they can be sort keys on their own.
 */
export function timeOrderedId(at: Date = new Date()): string {
  const time = at.getTime().toString(36).padStart(9, '0');
  const random = [...randomBytes(12)].map((byte) => (byte % 36).toString(36)).join('');
  return `${time}${random}`;
}
