import { queryOptions } from '@tanstack/react-query';
import type { CreateExerciseRequest } from '../../../../shared/schemas/exercises';
import { call } from '../api';
import { routeQueryKey } from './route-query-key';

/** Keys from general to specific; each key is also the path it reads. */
export const exerciseKeys = {
  all: routeQueryKey('GET /api/exercises'),
  list: () => exerciseKeys.all,
};

/** GET /api/exercises: the catalogue and the person's own exercises, loaded once and filtered in the browser. */
export function exercisesQueryOptions() {
  return queryOptions({
    queryKey: exerciseKeys.list(),
    queryFn: ({ signal }) => call('GET /api/exercises', { signal }),
  });
}

/** POST /api/exercises; the response is the created exercise. */
export function createExercise(body: CreateExerciseRequest) {
  return call('POST /api/exercises', { body });
}
