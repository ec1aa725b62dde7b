/**
 * The OpenAPI 3.1 document of the API, generated from the route table (shared/routes.ts) and its zod schemas with zod's
 * own JSON Schema output (OpenAPI 3.1 schemas are JSON Schema 2020-12). Written to docs/openapi.json by
 * `npm run openapi` and served at GET /api/openapi.json; a unit test fails when the committed file is not this output.
 */
import * as z from '../schemas/zod';
import { NEXT_CURSOR_HEADER } from '../api-types';
import { routes, type RouteDefinition } from '../routes';
import { namedSchemas } from './responses/named';
import { errorBody } from './responses/people';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/** A schema as JSON Schema, its named parts moved to `components` (answers' `$defs` become shared components). */
function toJsonSchema(schema: z.ZodMiniType, io: Io, components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, { metadata: namedSchemas, io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  const moved = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as JsonSchema;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] ??= moved(definition);
  const id = namedSchemas.get(schema)?.id;
  if (id) {
    components[id] ??= moved(rest);
    return { $ref: `${COMPONENTS}${id}` };
  }
  return moved(rest);
}

const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => new Set((schema.required ?? []) as string[]);

function parameters(route: RouteDefinition, components: Record<string, JsonSchema>): JsonSchema[] {
  const list: JsonSchema[] = [];
  const path = route.params ? toJsonSchema(route.params, 'input', components) : {};
  for (const [name, schema] of Object.entries(propertiesOf(path))) list.push({ name, in: 'path', required: true, schema });
  const query = route.query ? toJsonSchema(route.query, 'input', components) : {};
  const required = requiredOf(query);
  for (const [name, schema] of Object.entries(propertiesOf(query))) list.push({ name, in: 'query', required: required.has(name), schema });
  return list;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function responses(route: RouteDefinition, components: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    if (!schema) {
      answers[status] = { description: 'No content' };
      continue;
    }
    answers[status] = {
      description: route.paged ? `One page of the list; the next page's cursor in ${NEXT_CURSOR_HEADER} (absent on the last page)` : 'Success',
      ...(route.paged ? { headers: { [NEXT_CURSOR_HEADER]: { description: 'The `cursor` of the next page', schema: { type: 'string' } } } } : {}),
      content: json(toJsonSchema(schema, 'output', components)),
    };
  }
  answers.default = { description: 'A failure: its status and a message for people', content: json({ $ref: `${COMPONENTS}ErrorBody` }) };
  return answers;
}

function operation(route: RouteDefinition, components: Record<string, JsonSchema>): JsonSchema {
  const { body } = route;
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.domain],
    ...(route.auth ? {} : { security: [] }),
    parameters: parameters(route, components),
    ...(body ? { requestBody: { required: !z.safeParse(body, undefined).success, content: json(toJsonSchema(body, 'input', components)) } } : {}),
    responses: responses(route, components),
  };
}

export function openApiDocument(): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  toJsonSchema(errorBody, 'output', components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Social fitness API',
      version: '1',
      description:
        'Every route of shared/routes.ts. Weights are hundredths of a pound. Writes accept an Idempotency-Key header (docs/decisions.md 46).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A sign-in token, or on the health import a health import key' } },
    },
  };
}

/** The committed file's text: two-space JSON and a final newline. */
export const serializeOpenApi = (document: JsonSchema) => `${JSON.stringify(document, null, 2)}\n`;
