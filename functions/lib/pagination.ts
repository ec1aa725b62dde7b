import * as z from '../../shared/schemas/zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/constants';
import { BadRequest } from './errors';

/** `?limit=&cursor=` of every list endpoint. */
export const pageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  /** Opaque; undefined on the last page. */
  cursor?: string;
}

/** Cursors are the base64url JSON of DynamoDB's LastEvaluatedKey: opaque to clients. */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  return lastEvaluatedKey ? Buffer.from(JSON.stringify(lastEvaluatedKey)).toString('base64url') : undefined;
}

/** DynamoDB's limit for a sort key value; partition keys allow 2048, so this bound suits both. */
const MAX_KEY_BYTES = 1024;

export interface CursorShape {
  /** Exactly the key attributes the query's LastEvaluatedKey has. */
  attributes: readonly string[];
  /** Attributes whose value is fixed, e.g. the caller's own partition: a cursor cannot reach another. */
  fixed?: Record<string, string>;
  /** Attributes whose value must start with a prefix, e.g. `SESSION#`. */
  prefixes?: Record<string, string>;
}

/**
 * Decodes a client's cursor into an ExclusiveStartKey, or answers 400 'Invalid cursor': whatever a
 * client sends must never reach DynamoDB as a key it refuses (that would be a 500).
 */
export function decodeCursor(cursor: string | undefined, shape: CursorShape): Record<string, string> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest('Invalid cursor');
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new BadRequest('Invalid cursor');
  const entries = Object.entries(key);
  const valid =
    entries.length === shape.attributes.length &&
    entries.every(
      ([name, value]) =>
        shape.attributes.includes(name) &&
        typeof value === 'string' &&
        value !== '' &&
        Buffer.byteLength(value) <= MAX_KEY_BYTES &&
        (shape.fixed?.[name] === undefined || shape.fixed[name] === value) &&
        value.startsWith(shape.prefixes?.[name] ?? ''),
    );
  if (!valid) throw new BadRequest('Invalid cursor');
  return key as Record<string, string>;
}
