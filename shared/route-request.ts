/**
 * A request named by its route key (shared/routes.ts): the path built from the key and the path parameters, and the
 * parameters, query, body and answer typed by the route's schemas (shared/contract/<domain>.ts). The web app's typed
 * client (web/src/lib/api-call.ts) and the API tests' `api()` (test/support/api.ts) both build requests with it.
 */
import type { input, output, ZodMiniType } from './schemas/zod';
import type { ContractOf, HttpMethod, RouteKey } from './routes';

type Part = 'params' | 'query' | 'body';
type InputOf<R, P extends Part> = R extends { [K in P]: infer S extends ZodMiniType } ? input<S> : never;
/** A part may be left out when it may be undefined or every field of it may (a list's `?limit=&cursor=`). */
type MayBeLeftOut<T> = undefined extends T ? true : Record<never, never> extends T ? true : false;
/** `params`, `query` and `body` as the route declares them (absent when it declares none; optional when it may be left out). */
type Parts<R, Of extends Part> = { [P in Of as [InputOf<R, P>] extends [never] ? never : MayBeLeftOut<InputOf<R, P>> extends true ? P : never]?: InputOf<R, P> } & {
  [P in Of as [InputOf<R, P>] extends [never] ? never : MayBeLeftOut<InputOf<R, P>> extends true ? never : P]: InputOf<R, P>;
};

/** The route's `params`, `query` and `body` (or only those of `Of`), typed by its request schemas. */
export type RouteParts<K extends RouteKey, Of extends Part = Part> = Parts<ContractOf<K>, Of>;

/** A function's argument carrying the route's parts (and `Extra`): optional when the route needs none of them. */
export type PartsArgument<K extends RouteKey, Extra = unknown> = Partial<RouteParts<K>> extends RouteParts<K> ? [input?: RouteParts<K> & Extra] : [input: RouteParts<K> & Extra];

/** The body of any 2xx answer of the route (null for 204). */
export type AnswerOf<K extends RouteKey> = ContractOf<K>['responses'] extends infer Responses
  ? { [S in keyof Responses]: Responses[S] extends ZodMiniType ? output<Responses[S]> : null }[keyof Responses]
  : never;

/** `/api/users/{id}/followers` with `{ id: 'a b' }` and `{ limit: 20 }` → `/api/users/a%20b/followers?limit=20`. */
export function pathOf(template: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  // encodeURIComponent, not URLSearchParams: a space goes as %20, a space to any server ('+' is one only to form decoders).
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** `GET /api/users/{id}` with `{ params: { id: '42' } }` → `GET` and `/api/users/42`. */
export function methodAndPathOf(key: RouteKey, parts: { params?: Record<string, unknown>; query?: Record<string, unknown> }): { method: HttpMethod; path: string } {
  const [method, template] = key.split(' ') as [HttpMethod, string];
  return { method, path: pathOf(template, parts.params, parts.query) };
}
