import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/constants';
import { BadRequest } from './errors';

/** `?limit=&cursor=` of every list endpoint. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(2048).optional(),
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

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key === 'object' && key !== null && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw new BadRequest('Invalid cursor');
}
