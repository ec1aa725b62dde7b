import { describe, expect, it } from 'vitest';
import { matchRoute, routeKeyOf, routes } from './routes';

describe('matchRoute', () => {
  it('matches a static path by method', () => {
    expect(matchRoute('GET', '/api/auth/me')?.route.path).toBe('/api/auth/me');
    expect(matchRoute('POST', '/api/auth/me')).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/me/extra')).toBeUndefined();
  });

  it('prefers a literal segment over a parameter, and extracts parameters', () => {
    expect(matchRoute('GET', '/api/workout-sessions/active')?.route.path).toBe('/api/workout-sessions/active');
    expect(matchRoute('GET', '/api/workout-sessions/abc-123')).toEqual({
      route: expect.objectContaining({ path: '/api/workout-sessions/{id}' }),
      pathParameters: { id: 'abc-123' },
    });
    expect(matchRoute('PUT', '/api/workout-sessions/s1/exercises/Bench%20Press/move')?.pathParameters).toEqual({
      id: 's1',
      exerciseId: 'Bench Press',
    });
    expect(matchRoute('GET', '/api/workout-sessions/')).toBeUndefined();
    expect(matchRoute('GET', '/api/workout-sessions/%E0%A4%A')).toBeUndefined();
  });

  it('uses one parameter name per position under the same parent, as API Gateway requires', () => {
    const names = new Map<string, string>();
    for (const route of routes) {
      const parts = route.path.split('/');
      parts.forEach((part, index) => {
        if (!part.startsWith('{')) return;
        const parent = parts.slice(0, index).join('/');
        expect(names.get(parent) ?? part, `${route.path}`).toBe(part);
        names.set(parent, part);
      });
    }
  });

  it('has no two routes with the same key', () => {
    const keys = routes.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
