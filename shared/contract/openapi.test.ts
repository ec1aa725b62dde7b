import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { openApiDocument, serializeOpenApi } from './openapi';

const committedPath = path.resolve(import.meta.dirname, '../../docs/openapi.json');
const document = openApiDocument();

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;

describe('the OpenAPI document', () => {
  it('is committed as generated from the route table (else run `npm run openapi`)', () => {
    expect(readFileSync(committedPath, 'utf8') === serializeOpenApi(document), 'docs/openapi.json is out of date: run `npm run openapi`').toBe(true);
  });

  it('describes every route of the table with its 2xx answers', () => {
    const paths = document.paths as Operations;
    for (const route of routes) {
      const operation = paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {}).filter((status) => status.startsWith('2'));
      expect(statuses, `${route.method} ${route.path}`).toEqual(Object.keys(route.responses));
    }
    const operations = Object.values(paths).flatMap((byMethod) => Object.keys(byMethod));
    expect(operations).toHaveLength(routes.length);
  });

  it('is valid OpenAPI 3.1 for a standard validator (the JSON Schema of the specification)', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(committedPath, 'utf8')));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a document that is not OpenAPI 3.1 (the check can fail)', async () => {
    expect((await new Validator().validate({ openapi: '3.1.0', info: {}, paths: {} })).valid).toBe(false);
  });
});
