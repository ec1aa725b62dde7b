import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/paths';

type Request = { method: string; uri: string; querystring: Record<string, unknown> };
const code = readFileSync(path.join(repoRoot, 'infra', 'cloudfront', 'upload-path.js'), 'utf8');
// The file is a CloudFront Functions script: it declares `handler` and exports nothing.
const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: Request }) => Request | { statusCode: number };

describe('the /uploads CloudFront function', () => {
  it("sends a POST to the upload bucket's root, where S3 takes a presigned POST, without the query", () => {
    expect(handler({ request: { method: 'POST', uri: '/uploads', querystring: { delete: {} } } })).toEqual({ method: 'POST', uri: '/', querystring: {} });
  });

  it.each(['GET', 'PUT', 'DELETE', 'HEAD'])('refuses %s with 405: the bucket is never listed or changed through the site', (method) => {
    expect(handler({ request: { method, uri: '/uploads', querystring: {} } })).toMatchObject({ statusCode: 405 });
  });
});
