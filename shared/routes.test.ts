import { describe, expect, it } from 'vitest';
import { matchRoute, routeKeyOf, routes } from './routes';

describe('matchRoute', () => {
  it('matches a static path by method', () => {
    expect(matchRoute('GET', '/api/auth/me')?.route.path).toBe('/api/auth/me');
    expect(matchRoute('POST', '/api/auth/me')).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/me/extra')).toBeUndefined();
  });

  it('has no two routes with the same key', () => {
    const keys = routes.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
