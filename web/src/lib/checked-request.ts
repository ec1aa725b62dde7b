import type * as z from 'zod/mini';

/** A request body the API's own schema accepts, or the first message to show. */
export type CheckedRequest<Body> = { body: Body } | { error: string };

/** Pre-checks `input` with the API's schema; `fallback` is shown when the schema gives no message. */
export function checkedRequest<Schema extends z.ZodMiniType>(schema: Schema, input: unknown, fallback: string): CheckedRequest<z.output<Schema>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? fallback };
  return { body: parsed.data };
}
