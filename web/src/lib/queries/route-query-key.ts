/**
 * Query keys built from the route table, so a query's key and its request name the same route. A key is the path it
 * reads split into segments (spec 000 section 7: default queries GET the query key path), so invalidating a shorter
 * key refreshes every query under it: `routeQueryKey('GET /api/users/{id}', { id })` is `['api', 'users', id]`, under
 * `familyKey('/api/users')`.
 */
import type { input, ZodMiniType } from 'zod/mini';
import type { ContractOf, RouteKey } from '../../../../shared/routes';

type GetRouteKey = Extract<RouteKey, `GET ${string}`>;
type PathOf<K> = K extends `GET ${infer Path}` ? Path : never;
type ParamsOf<K extends RouteKey> = ContractOf<K> extends { params: infer S extends ZodMiniType } ? input<S> : Record<string, never>;
type ParamsArgument<K extends RouteKey> = ContractOf<K> extends { params: ZodMiniType } ? [params: ParamsOf<K>] : [];

/** '/api/users/{id}/followers' → '/api' | '/api/users' | '/api/users/{id}' (the path itself excluded). */
type PrefixesOf<Path extends string, Before extends string = ''> = Path extends `/${infer Head}/${infer Rest}`
  ? `${Before}/${Head}` | PrefixesOf<`/${Rest}`, `${Before}/${Head}`>
  : never;
/** A path some GET route lies under and that holds no parameter: a family of queries, never a typo. */
type FamilyPath = Exclude<PrefixesOf<PathOf<GetRouteKey>>, `${string}{${string}`>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The query key of a GET route: its path's segments, each `{parameter}` its value as given (not encoded). */
export function routeQueryKey<K extends GetRouteKey>(key: K, ...[params]: ParamsArgument<K>): string[] {
  const values = (params ?? {}) as Record<string, unknown>;
  return segmentsOf(key.slice('GET '.length)).map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    return name === undefined ? segment : String(values[name]);
  });
}

/** The key every query under `path` starts with: `familyKey('/api/users')` is `['api', 'users']`. */
export function familyKey(path: FamilyPath): string[] {
  return segmentsOf(path);
}
