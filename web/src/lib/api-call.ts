/**
 * The typed side of the one API client: a route is named by its key in the route table (shared/routes.ts), its path
 * is built from the key and the path parameters, and the parameters, query, body and answer are typed by the route's
 * schemas (shared/contract/<domain>.ts). Types only come from the contract: no schema reaches the web bundle.
 *
 *   call('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id }, body: { weight, reps } })
 */
import type { ContractOf, RouteKey } from '../../../shared/routes';
import { methodAndPathOf, type AnswerOf, type RouteParts } from '../../../shared/route-request';
import type { ApiClient, ApiPage, HttpMethod, RequestOptions, VersionedAnswer } from './api-client';

export { pathOf, type AnswerOf } from '../../../shared/route-request';

export type CallInput<K extends RouteKey> = RouteParts<K> & Omit<RequestOptions, 'body'>;

/** Routes whose answer is a page of a list (the next page's cursor in a header). */
export type PagedRouteKey = { [K in RouteKey]: ContractOf<K> extends { paged: true } ? K : never }[RouteKey];
type ItemOf<K extends PagedRouteKey> = AnswerOf<K> extends readonly (infer Item)[] ? Item : never;

function requestOf(key: RouteKey, input: Record<string, unknown>): { method: HttpMethod; path: string; options: RequestOptions } {
  const { params, query, body, ...options } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & RequestOptions;
  return { ...methodAndPathOf(key, { params, query }), options: { ...options, body } };
}

/** Routes answered to a POST. */
export type PostRouteKey = Extract<RouteKey, `POST ${string}`>;

/** The input argument: optional when the route needs none of params, query or body. */
type ArgumentOf<Input> = Partial<Input> extends Input ? [input?: Input] : [input: Input];
type InputArgument<K extends RouteKey> = ArgumentOf<CallInput<K>>;

export interface TypedCalls {
  /** Sends the route's request; answers its body, typed by the route's response schema. */
  call<K extends RouteKey>(key: K, ...input: InputArgument<K>): Promise<AnswerOf<K>>;
  /** GETs one page of a paged list route: its items and the next page's cursor. */
  callPage<K extends PagedRouteKey>(key: K, ...input: InputArgument<K>): Promise<ApiPage<ItemOf<K>>>;
  /** GETs a versioned route naming the version kept (its ETag): the answer and its version, or 'unchanged'. */
  callVersioned<K extends Extract<RouteKey, `GET ${string}`>>(key: K, keptVersion: string | null, ...input: InputArgument<K>): Promise<VersionedAnswer<AnswerOf<K>>>;
  /** POSTs to a route whose 200 and 201 mean different things (an answer reused or created): the answer and its status. */
  callWithStatus<K extends PostRouteKey>(key: K, ...input: InputArgument<K>): Promise<{ answer: AnswerOf<K>; status: number }>;
}

/** The typed calls over a client (its headers, errors, idempotency keys and offline behaviour are the client's). */
export function typedCalls(client: ApiClient): TypedCalls {
  return {
    call: async (key, ...[input]) => {
      const { method, path, options } = requestOf(key, input ?? {});
      return client.request(method, path, options);
    },
    callPage: async (key, ...[input]) => {
      const { path, options } = requestOf(key, input ?? {});
      const { body: _none, ...pageOptions } = options;
      return client.getPage(path, pageOptions);
    },
    callVersioned: async (key, keptVersion, ...[input]) => {
      const { path, options } = requestOf(key, input ?? {});
      const { body: _none, ...getOptions } = options;
      return client.getVersioned(path, keptVersion, getOptions);
    },
    callWithStatus: async (key, ...[input]) => {
      const { path, options } = requestOf(key, input ?? {});
      const { body, ...postOptions } = options;
      const { data, status } = await client.postWithStatus<never>(path, body, postOptions);
      return { answer: data, status };
    },
  };
}

/** The path of a route with its parameters and query filled in: `routePath('GET /api/users/{id}', { params: { id } })`. */
export function routePath<K extends RouteKey>(key: K, ...[input]: ArgumentOf<RouteParts<K, 'params' | 'query'>>): string {
  return requestOf(key, input ?? {}).path;
}
