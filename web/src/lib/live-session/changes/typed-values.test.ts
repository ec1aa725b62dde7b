/** Issue 29: a timed or distance set's values travel through the outbox like weight and reps (offline included). */
import { describe, expect, it } from 'vitest';
import type { WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import { applyLiveChanges, liveChangeInput } from '../live-changes';

const session = { id: 's1', userId: 'me', isActive: true, status: 'active', exerciseIds: ['Plank'] } as unknown as WorkoutSession;
const plank = (id: string, extra: Partial<WorkoutSet> = {}): WorkoutSet =>
  ({
    id,
    sessionId: 's1',
    exerciseId: 'Plank',
    exerciseName: 'Plank',
    exerciseOrder: 0,
    setNumber: 1,
    weight: null,
    reps: null,
    exerciseType: 'duration',
    durationSeconds: null,
    distanceMeters: null,
    isCompleted: false,
    isWarmup: false,
    createdAt: '',
    ...extra,
  }) as WorkoutSet;

describe('time and distance in live changes (issue 29)', () => {
  it('sends a typed time and a tick with it, and shows both at once', () => {
    expect(liveChangeInput('s1', { kind: 'entries', setId: 'a', durationSeconds: 90 }).request).toEqual({
      route: 'PATCH /api/workout-sets/{id}',
      input: { params: { id: 'a' }, body: { durationSeconds: 90 } },
      repeatable: true,
    });
    expect(liveChangeInput('s1', { kind: 'completion', setId: 'a', isCompleted: true, durationSeconds: 90, distanceMeters: null }).request).toEqual({
      route: 'PATCH /api/workout-sets/{id}/toggle-completion',
      input: { params: { id: 'a' }, body: { durationSeconds: 90, distanceMeters: null } },
    });
    const view = applyLiveChanges({ session, sets: [plank('a')] }, [
      { kind: 'entries', setId: 'a', durationSeconds: 90 },
      { kind: 'completion', setId: 'a', isCompleted: true },
    ]);
    expect(view.sets?.[0]).toMatchObject({ durationSeconds: 90, isCompleted: true });
  });

  it('adds a set with its time and distance, and a weight & reps set without them', () => {
    const run = liveChangeInput('s1', { kind: 'add-set', set: plank('b', { exerciseId: 'Run', durationSeconds: 1500, distanceMeters: 5000 }), newExercise: true });
    expect(run.request).toMatchObject({ input: { body: { id: 'b', durationSeconds: 1500, distanceMeters: 5000 } } });
    const bench = liveChangeInput('s1', { kind: 'add-set', set: plank('c', { exerciseId: 'bench', weight: 10_000, reps: 5 }), newExercise: false });
    expect(bench.request.input).toEqual({ params: { id: 's1', exerciseId: 'bench' }, body: { id: 'c', setNumber: 1, weight: 10_000, reps: 5, isCompleted: false, isWarmup: false } });
  });
});
