/**
 * The cursor of every post list (following, explore, a person's posts): the opaque base64url of
 * `{ before: '<createdAt>#<postId>' }`, the position of the last post answered. Sources are read strictly before it,
 * so one cursor works across the merged sources of the following feed. The explore feed may also stop at an hour
 * boundary, `{ before: 'YYYY-MM-DDTHH' }`: everything in earlier hours.
 */
import { BadRequest } from '../lib/errors';

const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z#[0-9a-z]{21}$/;
const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}$/;

const invalid = () => new BadRequest('Invalid cursor');

export const encodeFeedCursor = (before: string) => Buffer.from(JSON.stringify({ before })).toString('base64url');

/** The position a page starts before; undefined for the first page; 400 'Invalid cursor' for anything else. */
export function decodeFeedCursor(cursor: string | undefined, options: { allowHour?: boolean } = {}): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  const entries = Object.entries(value);
  const before = (value as { before?: unknown }).before;
  if (entries.length !== 1 || typeof before !== 'string') throw invalid();
  if (!POSITION.test(before) && !(options.allowHour && HOUR.test(before))) throw invalid();
  return before;
}
