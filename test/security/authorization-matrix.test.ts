import { beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf, routes, type RouteDefinition } from '../../shared/routes';
import { callRaw, type ApiResult } from '../support/api';
import { ALGORITHM_CONFUSION, badCredentials, badImportKeys, type BadCredential } from './authz-credentials';
import { matrix, type MatrixEntry, type Probe } from './authz-matrix';
import { buildWorld, type World } from './authz-world';

/**
 * The authorization matrix (issue 13, suite 1), generated from the route table: every protected route refuses
 * every bad credential with 401 `{ message }`, and every entry's attempts on another person's resources are
 * refused and change nothing the owner reads back. The table itself is authz-matrix.ts.
 */

const allRoutes = routes as readonly RouteDefinition[];
const protectedRoutes = allRoutes.filter((route) => route.auth);
const entryOf = (route: RouteDefinition): MatrixEntry | undefined => (matrix as Record<string, MatrixEntry | undefined>)[routeKeyOf(route)];

/** A concrete path for a route whose parameters do not matter (the credential is refused before they are read). */
const anyPath = (route: RouteDefinition) => route.path.replace(/\{\w+\}/g, '0123456789ab');

let world: World;
let credentials: BadCredential[];
let importKeyCredentials: BadCredential[];

beforeAll(async () => {
  world = await buildWorld();
  credentials = await badCredentials({ realToken: world.owner.token, deletedPersonToken: world.deleted.token });
  importKeyCredentials = badImportKeys({ revokedKey: world.revokedImportKey.key });
}, 120_000);

const send = (method: string, probe: Probe, fallback: () => { token: string }): Promise<ApiResult> =>
  callRaw(method, probe.path, { token: (probe.as?.(world) ?? fallback()).token, body: probe.body });

describe('the matrix covers the route table', () => {
  it('has an entry for every route, and no entry for a route that does not exist', () => {
    const routeKeys = allRoutes.map(routeKeyOf).sort();
    expect(Object.keys(matrix).sort()).toEqual(routeKeys);
  });

  it('marks public exactly the routes the table serves without a token, each saying why', () => {
    for (const route of allRoutes) {
      const entry = entryOf(route);
      if (!entry) continue; // reported by the test above
      expect('public' in entry, `${routeKeyOf(route)}: public in the matrix iff auth: false in the route table`).toBe(!route.auth);
      const reason = 'public' in entry ? entry.public : entry.protection;
      expect(reason.length, `${routeKeyOf(route)} says how it is protected`).toBeGreaterThan(10);
    }
  });

  it('tests the ES256 scheme (the algorithm-confusion case needs the stack\'s public key)', () => {
    expect(process.env.JWT_PUBLIC_KEY ?? '(not set)', `the test stack sets JWT_PUBLIC_KEY, so "${ALGORITHM_CONFUSION}" uses the real public key`).toMatch(/BEGIN PUBLIC KEY/);
  });
});

describe.concurrent('every protected route answers 401 { message } to a bad credential', () => {
  // Concurrent tests must use their own `expect` (the context's), or a failure is reported under another test.
  it.for(protectedRoutes.map((route) => [routeKeyOf(route), route] as const))('%s', async ([, route], { expect }) => {
    const path = anyPath(route);
    const cases = [...credentials, ...(route.importKey ? importKeyCredentials : [])];
    // The owner's working import key is a credential of its own kind, refused by every route but the import.
    if (!route.importKey) cases.push({ name: 'a valid import key', authorization: `Bearer ${world.importKey.key}` });
    for (const credential of cases) {
      const headers = credential.authorization ? { authorization: credential.authorization } : undefined;
      const result = await callRaw(route.method, path, { headers });
      expect.soft(result.status, `${credential.name}: ${JSON.stringify(result.body)}`).toBe(401);
      expect.soft(result.body, credential.name).toEqual({ message: expect.any(String) });
    }
  });
});

const intrusions = allRoutes.flatMap((route) => {
  const entry = entryOf(route);
  return entry && 'protection' in entry ? (entry.intrusions ?? []).map((intrusion) => [`${routeKeyOf(route)}: ${intrusion.name}`, route, intrusion] as const) : [];
});

describe.concurrent("a second person is refused another person's resource, and the owner's data is unchanged", () => {
  it.for(intrusions)('%s', async ([, route, intrusion], { expect }) => {
    const readBack = intrusion.readBack?.(world);
    const before = readBack && (await send('GET', readBack, () => world.owner));
    if (before) expect(before.status, `read-back before: ${JSON.stringify(before.body)}`).toBe(200);

    const result = await send(route.method, intrusion.probe(world), () => world.intruder);
    expect(intrusion.refusedWith, `answered ${result.status}: ${JSON.stringify(result.body)}`).toContain(result.status);
    if (result.status >= 400) expect(result.body).toEqual({ message: expect.any(String) });

    if (readBack && before) {
      const after = await send('GET', readBack, () => world.owner);
      expect(after.status).toBe(200);
      expect(after.body, 'the owner reads back the same data').toEqual(before.body);
    }
  });
});

const allowedReads = allRoutes.flatMap((route) => {
  const entry = entryOf(route);
  return entry && 'protection' in entry ? (entry.allowedReads ?? []).map((read) => [`${routeKeyOf(route)}: ${read.name}`, route, read] as const) : [];
});

describe.concurrent("reads of another person's data the spec allows stay allowed", () => {
  it.for(allowedReads)('%s', async ([, route, read], { expect }) => {
    const result = await send(route.method, read.probe(world), () => world.intruder);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const text = JSON.stringify(result.body);
    for (const secret of read.mustNotReveal?.(world) ?? []) expect(text, 'the answer holds nothing private').not.toContain(secret);
  });
});

const callerScoped = allRoutes.flatMap((route) => {
  const entry = entryOf(route);
  return entry && 'protection' in entry ? (entry.callerScoped ?? []).map((check) => [`${routeKeyOf(route)}: ${check.name}`, route, check] as const) : [];
});

describe.concurrent("routes about the caller reveal nothing of another person's", () => {
  it.for(callerScoped)('%s', async ([, route, check], { expect }) => {
    const result = await send(route.method, check.probe(world), () => world.intruder);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const text = JSON.stringify(result.body);
    for (const secret of check.mustNotReveal(world)) expect(text).not.toContain(secret);
  });
});
