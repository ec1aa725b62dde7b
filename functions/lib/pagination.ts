import * as z from '../../shared/schemas/zod';
import { pageQuerySchema } from '../../shared/schemas/page-query';
import { BadRequest } from './errors';

export { pageQuerySchema };

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

/** The one answer to any cursor a list could not have given: garbage, another list's, another person's, spoiled. */
export const INVALID_CURSOR = 'Invalid cursor';

/**
 * Decodes a client's cursor (base64url JSON) with its list's schema, or answers 400 'Invalid cursor': whatever a
 * client sends must be a position that list could have answered before it is used (never a 500 from DynamoDB or
 * from a date that does not exist). Every list's cursor goes through here.
 */
export function decodeCursorWith<T>(cursor: string | undefined, schema: z.ZodMiniType<T>): T | undefined {
  if (!cursor) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest(INVALID_CURSOR);
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new BadRequest(INVALID_CURSOR);
  return parsed.data;
}

/** An id inside a key: what the server makes (UUIDs, time-ordered ids, hex), never a '#' that would reach another key. */
const KEY_ID = /^[0-9A-Za-z_-]{1,100}$/;
const instantSchema = z.iso.datetime({ offset: true });
const idAfterLastHash = (text: string, before: (head: string) => boolean) => {
  const at = text.lastIndexOf('#');
  return at >= 0 && before(text.slice(0, at)) && KEY_ID.test(text.slice(at + 1));
};

/** The parts a key's value holds after its prefix. */
export const cursorParts = {
  /** An id alone (`FOLLOWS#<id>` after its prefix, a notification's sort key). */
  id: z.string().check(z.regex(KEY_ID)),
  /** A real instant (no April 31st, no hour 25). */
  instant: z.string().check(z.refine((text) => z.safeParse(instantSchema, text).success)),
  /** `<instant>#<id>`: the sort key of every time-ordered index. */
  instantAndId: z.string().check(z.refine((text) => idAfterLastHash(text, (head) => z.safeParse(instantSchema, head).success))),
  /** `<any text>#<id>`: a search term and its person. */
  textAndId: z.string().check(z.refine((text) => idAfterLastHash(text, () => true))),
} as const satisfies Record<string, CursorPart>;

export type CursorPart = z.ZodMiniType<string>;

export interface CursorShape {
  /** Exactly the key attributes the query's LastEvaluatedKey has. */
  attributes: readonly string[];
  /** Attributes whose value is fixed, e.g. the caller's own partition: a cursor cannot reach another. */
  fixed?: Record<string, string>;
  /** Attributes whose value must start with a prefix, e.g. `SESSION#`. */
  prefixes?: Record<string, string>;
  /** What follows the prefix (or is the whole value without one); an id unless given. */
  rests?: Record<string, CursorPart>;
}

function attributeSchema(name: string, shape: CursorShape): z.ZodMiniType<string> {
  const fixed = shape.fixed?.[name];
  if (fixed !== undefined) return z.literal(fixed);
  const prefix = shape.prefixes?.[name] ?? '';
  const rest = shape.rests?.[name] ?? cursorParts.id;
  return z.string().check(
    z.refine((value) => Buffer.byteLength(value) <= MAX_KEY_BYTES),
    z.startsWith(prefix),
    z.refine((value) => z.safeParse(rest, value.slice(prefix.length)).success),
  );
}

/** The schema of a LastEvaluatedKey cursor: exactly these attributes, each a string of its shape. */
export function keyCursorSchema(shape: CursorShape): z.ZodMiniType<Record<string, string>> {
  return z.strictObject(Object.fromEntries(shape.attributes.map((name) => [name, attributeSchema(name, shape)]))) as unknown as z.ZodMiniType<
    Record<string, string>
  >;
}

/** Decodes a LastEvaluatedKey cursor into an ExclusiveStartKey, or answers 400 'Invalid cursor'. */
export function decodeCursor(cursor: string | undefined, shape: CursorShape): Record<string, string> | undefined {
  return decodeCursorWith(cursor, keyCursorSchema(shape));
}
