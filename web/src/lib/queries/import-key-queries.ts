import { infiniteQueryOptions } from '@tanstack/react-query';
import { MAX_IMPORT_KEYS } from '../../../../shared/schemas/health';
import { callPage } from '../api';
import { routeQueryKey } from './route-query-key';

/** Keys from general to specific; each key is also the path it reads. */
export const healthKeys = {
  importKeys: () => routeQueryKey('GET /api/health-import-keys'),
};

/**
 * GET /api/health-import-keys, newest first, page by page (a person holds at most MAX_IMPORT_KEYS, so one page
 * normally); stale at once so 'Last used' is fresh whenever the settings open.
 */
export function importKeysQueryOptions() {
  return infiniteQueryOptions({
    queryKey: healthKeys.importKeys(),
    queryFn: ({ pageParam, signal }) => callPage('GET /api/health-import-keys', { query: { limit: MAX_IMPORT_KEYS, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}
