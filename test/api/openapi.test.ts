import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';

describe('GET /api/openapi.json', () => {
  it('serves the committed OpenAPI document to anyone, without a sign-in', async () => {
    const committed: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8'));

    const result = await api('GET /api/openapi.json');

    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body).toEqual(committed);
  });
});
