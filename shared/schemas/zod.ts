/**
 * zod as every schema of shared/ and functions/ uses it: zod 4's smallest build, `zod/mini` (functions instead of
 * methods, so a bundle holds only what it calls), with zod's English messages, which mini does not load by itself and
 * which the handler factory shows as `field: message` (docs/decisions.md section 56). Import it as
 * `import * as z from '…/schemas/zod'`; the web app's forms get the same schemas and messages.
 */
import { config, pipe, transform, type ZodMiniType } from 'zod/mini';
import type { $ZodPreprocessInternals, $ZodType, output, ParsePayload, SomeType } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';

/** Classic's `schema.transform(fn)`: issues go to `payload.issues` (mini's transform has no `addIssue`). */
export const transformed = <S extends SomeType, O>(schema: S, fn: (value: output<S>, payload: ParsePayload) => O) =>
  pipe(schema, transform<output<S>, O>(fn));

/** Classic's `z.preprocess(fn, schema)`, typed as classic types it: any input, and the key optional when `schema` is. */
export const preprocessed = <S extends $ZodType>(fn: (value: unknown, payload: ParsePayload) => unknown, schema: S) =>
  pipe(transform(fn), schema) as unknown as ZodMiniType<output<S>, unknown, $ZodPreprocessInternals<S>>;
