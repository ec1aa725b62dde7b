/**
 * Issue 13, defects 3 and 9: every string a request carries has a length limit and user text follows one rule
 * (shared/schemas/text.ts). Generated from the route table: a write route without an entry in abuse-routes.ts fails.
 */
import { describe, expect, it } from 'vitest';
import { routeKeyOf, routes } from '../../shared/routes';
import { callRaw, signUp } from '../support/api';
import { pathWith, stringFields, withField, writeRequests } from './abuse-routes';

const writeRoutes = routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
const readRoutes = routes.filter((route) => route.method === 'GET' || route.method === 'DELETE');

/** Over every text limit (the longest is 2,000) and under the 64 KB body limit, so the field's own rule answers. */
const LONG_TEXT = 'x'.repeat(10_000);
/** Longer than a DynamoDB key may be (2,048 bytes): before the limits, such an id was a 500. */
const LONG_ID = 'i'.repeat(3_000);

/** Every query parameter a route reads (pages, search, threads, dates). */
const QUERY_PARAMETERS = ['cursor', 'limit', 'q', 'withUserId', 'filter', 'month', 'timeZone', 'from', 'weekStart'];

const lastKey = (path: string) => path.split('.').filter((key) => !/^\d+$/.test(key)).at(-1) ?? path;
/**
 * The refusal of a request whose `field` broke a rule: a 400 `{ message }`, or, on a batch route that reports bad items
 * (`refusedInReport`), a 200 whose one item is in `skipped`. Answers the message.
 */
function refusal(result: { status: number; body: unknown }, field: string, inReport: boolean | undefined): string {
  if (!inReport) {
    expect(result.status, `${field}: ${JSON.stringify(result.body)}`).toBe(400);
    expect(result.body).toEqual({ message: expect.any(String) });
    return (result.body as { message: string }).message;
  }
  expect(result.status, `${field}: ${JSON.stringify(result.body)}`).toBe(200);
  const { imported, skipped } = result.body as { imported: number; skipped: { message: string }[] };
  expect(imported, `${field}: ${JSON.stringify(result.body)}`).toBe(0);
  expect(skipped).toHaveLength(1);
  return skipped[0]!.message;
}

/** 'Display name must be …' names `displayName`; a route may call a field otherwise (a post's `content` is 'Posts'). */
function expectNamed(message: string, field: string, labels: Record<string, RegExp> = {}) {
  const key = lastKey(field);
  const squashed = message.toLowerCase().replace(/[^a-z]/g, '');
  const named = squashed.includes(key.toLowerCase()) || (labels[key]?.test(message) ?? false);
  expect(named, `'${message}' should name ${field}`).toBe(true);
}

describe('every write route has an abuse fixture', () => {
  it('lists exactly the write routes of the route table', () => {
    expect(Object.keys(writeRequests).sort()).toEqual(writeRoutes.map(routeKeyOf).sort());
  });
});

describe('over-long strings are refused with 400 naming the field, never a 5xx', () => {
  for (const route of writeRoutes) {
    const key = routeKeyOf(route);
    it(`${key}: each body field and path parameter`, async () => {
      const build = writeRequests[key];
      if (!build) throw new Error(`no abuse fixture for ${key}`);
      const request = await build();
      for (const field of stringFields(request.body)) {
        const body = withField(request.body ?? {}, field, LONG_TEXT);
        const result = await callRaw(route.method, request.path, { token: request.token, body });
        expectNamed(refusal(result, field, request.refusedInReport), field, request.labels);
      }
      for (const param of Object.keys(request.params)) {
        const path = pathWith(route.path, { ...request.params, [param]: LONG_ID });
        const result = await callRaw(route.method, path, { token: request.token, body: request.body });
        expect(result.status, `${param}: ${JSON.stringify(result.body)}`).toBe(400);
        expectNamed((result.body as { message: string }).message, param);
      }
    });
  }
});

describe('reads and deletes with over-long ids, cursors and search terms answer 4xx, never a 5xx', () => {
  for (const route of readRoutes) {
    it(routeKeyOf(route), async () => {
      const account = route.auth ? await signUp() : undefined;
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] as string, LONG_ID]));
      if (Object.keys(params).length > 0) {
        const result = await callRaw(route.method, pathWith(route.path, params), { token: account?.token });
        expect(result.status, `${route.path}: ${JSON.stringify(result.body)}`).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(result.body).toEqual({ message: expect.any(String) });
      }
      const ownIds = Object.fromEntries(Object.keys(params).map((name) => [name, account?.user.id ?? 'x']));
      // One at a time: all of them together would pass Node's 16 KB limit on the request head (a bodiless 431).
      for (const name of QUERY_PARAMETERS) {
        const result = await callRaw(route.method, `${pathWith(route.path, ownIds)}?${name}=${LONG_ID}`, { token: account?.token });
        expect(result.status, `${route.path}?${name}=…: ${JSON.stringify(result.body)}`).toBeLessThan(500);
        if (result.status >= 400) expect(result.body).toEqual({ message: expect.any(String) });
      }
    });
  }
});

const hostileTexts: [string, string][] = [
  ['NUL', 'Jo\u0000Lifter'],
  ['an escape character', 'Jo\u001B[31mLifter'],
  ['a C1 control', 'Jo\u0085Lifter'],
  ['the right-to-left override', 'Jo\u202Etsop ruoy dekil'],
  ['a bidi isolate', 'Jo\u2067Lifter'],
  ['an unpaired surrogate', 'Jo\uD83DLifter'],
  // Issue 26: more than 4 combining marks on one character draw outside the line and the bubble.
  ['stacked combining marks', `Jo${'\u0316\u0334\u0358'.repeat(4)}Lifter`],
];

describe('user text with control characters, bidi controls, unpaired surrogates or stacked marks is refused naming the field', () => {
  for (const route of writeRoutes) {
    const key = routeKeyOf(route);
    it(`${key}: each text field`, async () => {
      const request = await (writeRequests[key] as () => ReturnType<(typeof writeRequests)[string]>)();
      for (const field of request.textFields) {
        for (const [name, text] of hostileTexts) {
          const body = withField(request.body ?? {}, field, text);
          // Raw JSON keeps an unpaired surrogate as the escape a client would send (fetch would replace it).
          const rawBody = JSON.stringify(body);
          const result = await callRaw(route.method, request.path, { token: request.token, rawBody });
          expectNamed(refusal(result, `${field} with ${name}`, request.refusedInReport), field, request.labels);
        }
      }
      if (request.textFields.length > 0) {
        const result = await callRaw(route.method, request.path, { token: request.token, body: request.body });
        expect(result.status, `the valid body: ${JSON.stringify(result.body)}`).toBeLessThan(300);
      }
    });
  }
});
