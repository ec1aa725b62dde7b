import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '../../../../shared/api-types';
import { addCreatedExercise, exerciseKeys, exercisesQueryOptions, keepExercisesInMemory, type KeptExercises } from './exercise-queries';

const exercise = (id: string, name: string): Exercise => ({
  id,
  name,
  category: 'Chest',
  equipment: 'Barbell',
  difficulty: 'intermediate',
  muscleGroups: ['Chest'],
  instructions: '',
  userId: null,
  isCustom: false,
  exerciseType: 'weight_reps',
});

const BENCH = exercise('bench', 'Barbell Bench Press');
const SQUAT = exercise('squat', 'Barbell Squat');

/** The server as the phone sees it: answers `list` with `version`, or a 304 when the read names that version. */
function serve(state: { list: Exercise[]; version: string }) {
  const asked: Array<string | null> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const named = (init.headers as Record<string, string>)['If-None-Match'] ?? null;
    asked.push(named);
    const etag = `"${state.version}"`;
    if (named === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(JSON.stringify(state.list), { headers: { ETag: etag, 'Content-Type': 'application/json' } });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the exercise list kept on the device', () => {
  it('keeps the version it was read with, names it on the next read and keeps the same list on a 304', async () => {
    const client = new QueryClient();
    const asked = serve({ list: [BENCH], version: 'v1' });
    await client.prefetchQuery(exercisesQueryOptions());
    const first = client.getQueryData<KeptExercises>(exerciseKeys.list());
    expect(first).toEqual({ version: '"v1"', exercises: [BENCH] });

    await client.refetchQueries({ queryKey: exerciseKeys.all });
    expect(asked).toEqual([null, '"v1"']);
    expect(client.getQueryData(exerciseKeys.list())).toBe(first);
  });

  it('takes the new list and version when the server has changed it', async () => {
    const client = new QueryClient();
    const state = { list: [BENCH], version: 'v1' };
    serve(state);
    await client.prefetchQuery(exercisesQueryOptions());
    Object.assign(state, { list: [BENCH, SQUAT], version: 'v2' });
    await client.refetchQueries({ queryKey: exerciseKeys.all });
    expect(client.getQueryData(exerciseKeys.list())).toEqual({ version: '"v2"', exercises: [BENCH, SQUAT] });
  });

  it('adds a created exercise by name and drops the version, so the next read brings the whole list', async () => {
    const client = new QueryClient();
    serve({ list: [BENCH, SQUAT], version: 'v1' });
    await client.prefetchQuery(exercisesQueryOptions());
    const custom = { ...exercise('custom-1', 'Barbell Curl'), isCustom: true, userId: 'u1' };
    addCreatedExercise(client, custom);
    expect(client.getQueryData(exerciseKeys.list())).toEqual({ version: null, exercises: [BENCH, custom, SQUAT] });
  });

  it('is never dropped from memory, even read back from the device with nothing using it', () => {
    const client = new QueryClient();
    keepExercisesInMemory(client);
    const query = client.getQueryCache().build(client, { queryKey: exerciseKeys.list() });
    expect(query.gcTime).toBe(Infinity);
  });
});
