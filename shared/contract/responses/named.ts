/**
 * The registry of named response schemas: the OpenAPI document lists each as a component (`#/components/schemas/<name>`)
 * and refers to it wherever a route answers it.
 */
import * as z from '../../schemas/zod';

export const namedSchemas = z.registry<{ id: string }>();

export function named<S extends z.ZodMiniType>(id: string, schema: S): S {
  namedSchemas.add(schema, { id });
  return schema;
}
