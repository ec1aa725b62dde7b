/**
 * Issue 26, deliverable 10: an import is checked workout by workout and row by row. One workout that breaks a rule
 * (a control character, a date outside 1900-01-01 to tomorrow) is reported in the answer with its reason and the rest
 * of its batch is stored; the Apple Health import shares the date range. No client input answers a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();

function workout(overrides: Record<string, unknown> = {}) {
  return {
    sourceId: `strong:${randomUUID().replace(/-/g, '')}`,
    name: 'Push Day',
    notes: null,
    startTime: hoursAgo(5),
    endTime: hoursAgo(4),
    exercises: [{ name: 'Bench Press (Barbell)', sets: [{ weight: 17_637, reps: 8, isWarmup: false }] }],
    ...overrides,
  };
}

const importBatch = (token: string, workouts: unknown[]) => api('POST /api/workout-imports', { token, untypedBody: { workouts } });
const completedNames = async (token: string, userId: string) =>
  (await api('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: 50 }, token })).body.map((item) => item.name).sort();

describe('POST /api/workout-imports: a bad workout is reported, the rest of its batch stored', () => {
  it('a control character in one workout of 20: 19 imported, the one refused with the field named', async () => {
    const me = await signUp();
    const batch = Array.from({ length: 20 }, (_, index) => workout({ name: `Workout ${String(index).padStart(2, '0')}`, startTime: hoursAgo(60 - index), endTime: hoursAgo(59.5 - index) }));
    batch[7] = { ...batch[7]!, exercises: [{ name: 'Fly\u0007', sets: [{ weight: 1_000, reps: 10, isWarmup: false }] }] };

    const result = await importBatch(me.token, batch);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ imported: 19, skipped: 0, refused: 1 });
    expect(result.body.results[7]).toEqual({ sourceId: batch[7]!.sourceId, status: 'refused', reason: 'Exercise name contains control characters, which are not allowed.' });
    expect(result.body.results.filter((entry) => entry.status === 'imported')).toHaveLength(19);
    const names = await completedNames(me.token, me.user.id);
    expect(names).toHaveLength(19);
    expect(names).not.toContain('Workout 07');
  });

  it('year 0001 and year 9999 are refused naming the field; the valid workout beside them is stored', async () => {
    const me = await signUp();
    const old = workout({ name: 'Year one', startTime: '0001-01-01T10:00:00Z', endTime: '0001-01-01T11:00:00Z' });
    const far = workout({ name: 'Far', startTime: hoursAgo(2), endTime: '9999-01-01T00:00:00Z' });
    const fine = workout({ name: 'Fine' });

    const result = await importBatch(me.token, [old, far, fine]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.results.map((entry) => (entry.status === 'refused' ? entry.reason : entry.status))).toEqual([
      'startTime must be from 1900-01-01 to tomorrow.',
      'endTime must be from 1900-01-01 to tomorrow.',
      'imported',
    ]);
    expect(await completedNames(me.token, me.user.id)).toEqual(['Fine']);

    const alone = await importBatch(me.token, [workout({ startTime: '0001-01-01T10:00:00Z', endTime: '0001-01-01T11:00:00Z' })]);
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ message: 'startTime must be from 1900-01-01 to tomorrow.' });
    const first = await importBatch(me.token, [workout({ startTime: '1900-01-01T00:00:00Z', endTime: '1900-01-01T01:00:00Z', name: '1900' })]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
  });

  it('a workout starting in the future is refused on its own, no longer failing its batch', async () => {
    const me = await signUp();
    const soon = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const result = await importBatch(me.token, [workout({ startTime: soon, endTime: soon }), workout({ name: 'Done' })]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.results[0]).toMatchObject({ status: 'refused', reason: 'An imported workout cannot start in the future.' });
    expect(result.body.results[1]).toMatchObject({ status: 'imported' });
  });

  it('hostile shapes inside a workout are refused with a 4xx or reported, never a 5xx', async () => {
    const me = await signUp();
    const shapes: unknown[] = [null, 'text', 42, [], { sourceId: 'strong:0123456789abcdef' }, workout({ exercises: 'many' }), workout({ exercises: [{ name: 'x', sets: [null] }] })];
    for (const shape of shapes) {
      for (const workouts of [[shape], [shape, workout()]]) {
        const result = await importBatch(me.token, workouts);
        expect(result.status, JSON.stringify(shape)).toBeLessThan(500);
        if (result.status >= 400) expect(result.body).toEqual({ message: expect.any(String) });
      }
    }
  });
});

describe('POST /api/workout-sessions/import-health: the same date range', () => {
  it('refuses year 0001 and a time after tomorrow with 400 naming the field', async () => {
    const me = await signUp();
    const base = { name: 'Run', type: 'cardio', appleHealthId: `run-${randomUUID()}` };
    const old = await api('POST /api/workout-sessions/import-health', { token: me.token, body: { ...base, startTime: '0001-01-01T07:30:00Z', endTime: '0001-01-01T08:00:00Z' } });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ message: 'startTime must be from 1900-01-01 to tomorrow.' });
    const later = await api('POST /api/workout-sessions/import-health', { token: me.token, body: { ...base, startTime: hoursAgo(1), endTime: '2999-01-01T00:00:00Z' } });
    expect(later.status).toBe(400);
    expect(later.body).toEqual({ message: 'endTime must be from 1900-01-01 to tomorrow.' });
  });
});
