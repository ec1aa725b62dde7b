import { QueryCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { isApiError, type ApiClient } from './api-client';

/**
 * Query keys double as paths (spec 000 section 7: "Default queries do a GET on the query key
 * path"): `['api', 'auth', 'me']` and `['/api/auth/me']` both read `/api/auth/me`.
 */
export function queryKeyToPath(queryKey: QueryKey): string {
  const path = queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/')
    .replace(/\/{2,}/g, '/');
  return path.startsWith('/') ? path : `/${path}`;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** GETs the query key path; a 401 throws unless `on401` is 'returnNull'. */
export function createDefaultQueryFn(client: ApiClient, { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction {
  return async ({ queryKey, signal }) => {
    try {
      return await client.get<unknown>(queryKeyToPath(queryKey), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error, 401)) return null;
      throw error;
    }
  };
}

/**
 * Spec 000 section 7 defaults: no retries, no refetch on focus or by interval, never stale. `onReadError` hears every
 * read that failed (the app counts itself offline when one could not reach the server, network-watch.ts).
 */
export function createQueryClient(client: ApiClient, { onReadError }: { onReadError?: (error: Error) => void } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onReadError?.(error) }),
    defaultOptions: {
      queries: {
        queryFn: createDefaultQueryFn(client),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
