import { describe, expect, it } from 'vitest';
import { familyKey, routeQueryKey } from './route-query-key';

describe('routeQueryKey', () => {
  it("is the route's path in segments, each parameter its value as given", () => {
    expect(routeQueryKey('GET /api/auth/me')).toEqual(['api', 'auth', 'me']);
    expect(routeQueryKey('GET /api/users/{id}/exercises/{exerciseId}/history', { id: 'u 1', exerciseId: 'bench' })).toEqual([
      'api',
      'users',
      'u 1',
      'exercises',
      'bench',
      'history',
    ]);
  });

  it('starts with the key of its family, so invalidating the family reaches it', () => {
    expect(routeQueryKey('GET /api/workout-sets/session/{sessionId}', { sessionId: 's1' }).slice(0, 2)).toEqual(familyKey('/api/workout-sets'));
  });

  it('takes only routes and families the route table has (the @ts-expect-error lines are checked by npm run typecheck)', () => {
    expect(familyKey('/api/users')).toEqual(['api', 'users']);
    // @ts-expect-error: no GET route has this path
    routeQueryKey('GET /api/no-such-route');
    // @ts-expect-error: the route needs its id
    routeQueryKey('GET /api/users/{id}');
    // @ts-expect-error: no GET route lies under this path
    familyKey('/api/no-such-family');
  });
});
