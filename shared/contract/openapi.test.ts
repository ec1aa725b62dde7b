import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { openApiDocument, serializeOpenApi } from './openapi';

const committedPath = path.resolve(import.meta.dirname, '../../docs/openapi.json');
const document = openApiDocument();

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;

/** openapi-spec-validator (Python), the reference validator of OpenAPI 3.1 documents, where this machine has it. */
const validatorInstalled = spawnSync('python3', ['-c', 'import openapi_spec_validator'], { stdio: 'ignore' }).status === 0;

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

  it.skipIf(!validatorInstalled)('is valid OpenAPI 3.1 for openapi-spec-validator', { timeout: 30_000 }, () => {
    const result = spawnSync('python3', ['-m', 'openapi_spec_validator', '--schema', '3.1', committedPath], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain(': OK');
    expect(result.status).toBe(0);
  });
});
