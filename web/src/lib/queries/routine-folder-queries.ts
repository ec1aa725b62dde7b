import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { routeQueryKey } from './route-query-key';

/** The query key of the routine folders (GET /api/routine-folders), apart so the app can keep it offline without loading the folders code. */
export const routineFolderKeys = { all: routeQueryKey('GET /api/routine-folders') };

/** GET /api/routine-folders: My Routines, then the person's folders oldest first. */
export function routineFoldersQueryOptions() {
  return queryOptions({
    queryKey: routineFolderKeys.all,
    queryFn: ({ signal }) => call('GET /api/routine-folders', { signal }),
  });
}
