import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/paths';

type Request = { uri: string };
const code = readFileSync(path.join(repoRoot, 'infra', 'cloudfront', 'spa-fallback.js'), 'utf8');
// The file is a CloudFront Functions script: it declares `handler` and exports nothing.
const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: Request }) => Request;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA fallback CloudFront function', () => {
  it('serves index.html for client-side routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/feed')).toBe('/index.html');
    expect(rewrite('/users/jane_doe/followers')).toBe('/index.html');
    expect(rewrite('/workouts/42/')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/index.html')).toBe('/index.html');
    expect(rewrite('/assets/index-3f9a1c.js')).toBe('/assets/index-3f9a1c.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});
