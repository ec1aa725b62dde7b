import { createHash } from 'node:crypto';

export { isTimeOrderedId, timeOrderedId } from '../../shared/ids';

/**
 * A time-ordered id (the shape of `timeOrderedId`) that is the same for the same time and key: what a stream
 * consumer names an item it writes for an event, so a replayed record rewrites (or finds) the same item (issue 31).
 */
export function eventOrderedId(at: Date, key: string): string {
  const time = at.getTime().toString(36).padStart(9, '0');
  const digest = createHash('sha256').update(key).digest();
  return `${time}${[...digest.subarray(0, 12)].map((byte) => (byte % 36).toString(36)).join('')}`;
}
