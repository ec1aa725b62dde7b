import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Exercise } from '../../../../shared/api-types';
import type { CreateExerciseRequest } from '../../../../shared/schemas/exercises';
import { call, callVersioned } from '../api';
import { routeQueryKey } from './route-query-key';

/** Keys from general to specific; each key is also the path it reads. */
export const exerciseKeys = {
  all: routeQueryKey('GET /api/exercises'),
  list: () => exerciseKeys.all,
};

/** The exercise list as the device keeps it: the list and the server's version of it (its ETag). */
export interface KeptExercises {
  version: string | null;
  exercises: Exercise[];
}

const exercisesOf = (kept: KeptExercises) => kept.exercises;

/**
 * GET /api/exercises: the catalogue and the person's own exercises, loaded once and filtered in the browser. The device
 * keeps the list with its version: a read names that version and a 304 keeps the copy (issue 30). Never dropped from
 * memory while the person is signed in: the device's copy is written from memory, so a dropped list would leave the
 * picker empty offline.
 */
export function exercisesQueryOptions() {
  return queryOptions({
    queryKey: exerciseKeys.list(),
    queryFn: async ({ signal, client, queryKey }): Promise<KeptExercises> => {
      const kept = client.getQueryData<KeptExercises>(queryKey);
      const answer = await callVersioned('GET /api/exercises', kept?.version ?? null, { signal });
      if (answer !== 'unchanged') return { version: answer.version, exercises: answer.data };
      // Only a read that named the kept copy's version can be answered 304.
      if (!kept) throw new Error('The exercise list was answered unchanged with no list kept');
      return kept;
    },
    select: exercisesOf,
    gcTime: Infinity,
  });
}

/** Keeps the list in memory from the moment it is read back from the device, before anything reads it (see above). */
export function keepExercisesInMemory(client: QueryClient): void {
  client.setQueryDefaults(exerciseKeys.all, { gcTime: Infinity });
}

/**
 * Adds a created exercise to the kept list at once (by name, as the server sorts it); the list's version is dropped so
 * the next read brings the server's list and version.
 */
export function addCreatedExercise(client: QueryClient, exercise: Exercise): void {
  client.setQueryData<KeptExercises>(exerciseKeys.list(), (kept) =>
    kept
      ? {
          version: null,
          exercises: [...kept.exercises.filter((item) => item.id !== exercise.id), exercise].sort((a, b) => a.name.localeCompare(b.name)),
        }
      : kept,
  );
}

/** POST /api/exercises; the response is the created exercise. */
export function createExercise(body: CreateExerciseRequest) {
  return call('POST /api/exercises', { body });
}
