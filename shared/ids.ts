/**
 * A time-ordered id (like a ULID): 9 base-36 characters of milliseconds, then 12 random ones. Sorting these ids as
 * strings sorts them by creation time, so they can be sort keys on their own. The server makes them, and so does a
 * phone for a workout or set it creates offline (issue 12); the server checks the shape and that the id is unused.
 */
export function timeOrderedId(at: Date = new Date()): string {
  const time = at.getTime().toString(36).padStart(9, '0');
  const random = [...globalThis.crypto.getRandomValues(new Uint8Array(12))].map((byte) => (byte % 36).toString(36)).join('');
  return `${time}${random}`;
}

const TIME_ORDERED_ID = /^[0-9a-z]{21}$/;
/** Whether `value` has the shape of a `timeOrderedId()`: anything else names no stored item. */
export const isTimeOrderedId = (value: string) => TIME_ORDERED_ID.test(value);
