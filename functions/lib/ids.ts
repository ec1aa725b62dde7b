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

const TIME_ORDERED_ID = /^[0-9a-z]{21}$/;
/** Whether `value` has the shape of a `timeOrderedId()`: anything else names no stored item. */
export const isTimeOrderedId = (value: string) => TIME_ORDERED_ID.test(value);
