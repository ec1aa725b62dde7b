import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import type { ExportedWorkout } from '../../../shared/data-transfer/workout-export';
import type { ImportWorkoutsResult } from '../../../shared/data-transfer/workout-import';
import { parseImportFile } from '../../../web/src/features/data-transfer/lib/parse-import-file';
import type { ParsedWorkout } from '../../../web/src/features/data-transfer/lib/parsed-workout';
import { api, signUp, type ApiResult } from '../../support/api';
import { EXERCISES } from './helpers';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures', name), 'utf8');
const strong = parseImportFile(fixture('strong-sample.csv'), 'kg').workouts;
const hevy = parseImportFile(fixture('hevy-sample.csv'), 'kg').workouts;

const importWorkouts = (token: string | undefined, body: unknown) => api('POST /api/workout-imports', { token, untypedBody: body });

async function imported(token: string, workouts: readonly ParsedWorkout[]): Promise<ImportWorkoutsResult> {
  const result = await importWorkouts(token, { workouts });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function exportAll(token: string, limit: number): Promise<{ workouts: ExportedWorkout[]; pages: number }> {
  const workouts: ExportedWorkout[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: ApiResult<ExportedWorkout[]> = await api('GET /api/workout-export', { query: { limit, cursor: cursor ?? undefined }, token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(limit);
    workouts.push(...page.body);
    cursor = page.headers.get(NEXT_CURSOR_HEADER);
    pages += 1;
  } while (cursor && pages < 20);
  return { workouts, pages };
}

const statsOf = async (token: string, userId: string) => (await api('GET /api/users/{id}/statistics', { params: { id: userId }, token })).body;
const completedOf = async (token: string, userId: string) =>
  (await api('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: 50 }, token })).body;

describe('POST /api/workout-imports', () => {
  it('imports the Strong sample once: the same file again adds nothing and says which were skipped', async () => {
    const me = await signUp();

    const first = await imported(me.token, strong);
    expect(first).toMatchObject({ imported: 2, skipped: 0 });
    expect(first.results.map((result) => [result.sourceId, result.status])).toEqual(strong.map((workout) => [workout.sourceId, 'imported']));
    expect(first.createdExercises).toContain('Cable Fly, Low to High');

    const second = await imported(me.token, strong);
    expect(second).toMatchObject({ imported: 0, skipped: 2, createdExercises: [] });
    const sessionIds = (result: ImportWorkoutsResult) => result.results.map((entry) => ('sessionId' in entry ? entry.sessionId : null));
    expect(sessionIds(second)).toEqual(sessionIds(first));

    const completed = await completedOf(me.token, me.user.id);
    expect(completed.map((workout) => workout.name).sort()).toEqual(['Legs', 'Push Day']);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(2);
  });

  it('matches names to the catalogue and shows the workouts in the exercise history like finished ones', async () => {
    const me = await signUp();
    await imported(me.token, strong);

    const history = await api('GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: me.user.id, exerciseId: EXERCISES.squat.id }, token: me.token });
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ sessionName: 'Legs' });
  });

  it('imports the Hevy sample and exports every imported set with its values, page by page', async () => {
    const me = await signUp();
    await imported(me.token, strong);
    expect(await imported(me.token, hevy)).toMatchObject({ imported: 2, skipped: 0 });

    const { workouts, pages } = await exportAll(me.token, 1);
    expect(pages).toBeGreaterThanOrEqual(4);
    const sent = [...strong, ...hevy].sort((a, b) => b.endTime.localeCompare(a.endTime));
    expect(workouts.map((workout) => [workout.name, workout.startTime, workout.endTime, workout.notes])).toEqual(
      sent.map((workout) => [workout.name, workout.startTime, workout.endTime, workout.notes]),
    );
    for (const [index, workout] of workouts.entries()) {
      const expected = sent[index]!.exercises.flatMap((exercise) =>
        exercise.sets.map((set, setIndex) => ({ durationSeconds: null, distanceMeters: null, ...set, setNumber: setIndex + 1 })),
      );
      // Issue 29: times and distances (the Hevy sample's 3.38 km run), RPE and notes come back as they went in.
      const asSent = workout.sets.map((set, setIndex) => Object.fromEntries(Object.keys(expected[setIndex] ?? {}).map((key) => [key, set[key as keyof typeof set]])));
      expect(asSent).toEqual(expected);
    }
    const legs = workouts.find((workout) => workout.name === 'Legs')!;
    expect(legs.sets.map((set) => set.exerciseName)).toEqual([EXERCISES.squat.name, EXERCISES.squat.name]);
    const push = workouts.find((workout) => workout.name === 'Push Day')!;
    expect([...new Set(push.sets.map((set) => set.exerciseName))]).toEqual([EXERCISES.bench.name, 'Cable Fly, Low to High']);
    expect(legs.sets.every((set) => set.isCompleted)).toBe(true);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(4);
  });

  it("keeps one person's imports from another: their export is empty and the same file is theirs to import", async () => {
    const owner = await signUp();
    const other = await signUp();
    await imported(owner.token, strong);

    expect((await exportAll(other.token, 20)).workouts).toEqual([]);
    expect(await completedOf(other.token, owner.user.id)).toMatchObject({ message: expect.any(String) });
    expect(await imported(other.token, strong)).toMatchObject({ imported: 2, skipped: 0 });
    expect((await exportAll(owner.token, 20)).workouts).toHaveLength(2);
  });

  it('refuses bad bodies with 400 and a message, and callers without a token with 401', async () => {
    const me = await signUp();
    const valid = strong[0]!;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const bodies: unknown[] = [
      {},
      { workouts: [] },
      { workouts: Array.from({ length: 21 }, () => valid) },
      { workouts: [{ ...valid, sourceId: 'nope' }] },
      { workouts: [{ ...valid, startTime: 'yesterday' }] },
      { workouts: [{ ...valid, endTime: '2000-01-01T00:00:00Z' }] },
      { workouts: [{ ...valid, exercises: [] }] },
      { workouts: [{ ...valid, exercises: [{ name: 'Squat', sets: [{ weight: 'heavy', reps: 5, isWarmup: false }] }] }] },
      { workouts: [{ ...valid, startTime: future, endTime: future }] },
      { workouts: [valid], userId: other() },
    ];
    for (const body of bodies) {
      const result = await importWorkouts(me.token, body);
      expect(result.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(result.body).toEqual({ message: expect.any(String) });
    }
    const tooLarge = await importWorkouts(me.token, { workouts: [{ ...valid, notes: 'x'.repeat(300 * 1024) }] });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: expect.any(String) });
    expect((await importWorkouts(undefined, { workouts: [valid] })).status).toBe(401);
    expect((await api('GET /api/workout-export')).status).toBe(401);
    expect((await api('GET /api/workout-export', { query: { limit: 500 }, token: me.token })).status).toBe(400);
    expect((await api('GET /api/workout-export', { query: { cursor: 'garbage' }, token: me.token })).status).toBe(400);
    expect(await completedOf(me.token, me.user.id)).toEqual([]);
  });
});

function other() {
  return 'someone-else';
}
