import { describe, expect, it } from 'vitest';
import type { WorkoutSession, WorkoutSet } from '../../../../../../shared/api-types';
import { applyLiveChanges } from '../../../../lib/live-session/apply-live-change';
import { liveChangeRequest } from './live-change-request';

const session = { id: 's1', userId: 'me', isActive: true, status: 'active', exerciseIds: ['bench'] } as unknown as WorkoutSession;
const set = (id: string, exerciseId: string, extra: Partial<WorkoutSet> = {}): WorkoutSet =>
  ({ id, sessionId: 's1', exerciseId, exerciseName: exerciseId, exerciseOrder: 0, setNumber: 1, weight: null, reps: null, isCompleted: false, isWarmup: false, createdAt: '' , ...extra }) as WorkoutSet;

describe('changes applied over server data', () => {
  it('rebuilds what the person did offline: a new exercise, typed values, a tick, a move and the finish time', () => {
    const view = applyLiveChanges({ session, sets: [set('a', 'bench')] }, [
      { kind: 'add-set', set: set('b', 'row'), newExercise: true },
      { kind: 'entries', setId: 'b', weight: 10000, reps: 8 },
      { kind: 'completion', setId: 'b', isCompleted: true },
      { kind: 'move', exerciseId: 'row', direction: 'up' },
      { kind: 'finish', at: '2026-01-01T10:00:00.000Z' },
    ]);
    expect(view.session).toMatchObject({ exerciseIds: ['row', 'bench'], isActive: false, status: 'completed', endTime: '2026-01-01T10:00:00.000Z' });
    expect(view.sets?.find((item) => item.id === 'b')).toMatchObject({ weight: 10000, reps: 8, isCompleted: true, exerciseOrder: 0 });
  });

  it('applies a change already on the server again without doubling it (a sent set is not added twice, a tick stays ticked)', () => {
    const server = { session, sets: [set('a', 'bench', { isCompleted: true })] };
    const view = applyLiveChanges(server, [
      { kind: 'add-set', set: set('a', 'bench'), newExercise: false },
      { kind: 'completion', setId: 'a', isCompleted: true },
    ]);
    expect(view.sets).toHaveLength(1);
    expect(view.sets?.[0]?.isCompleted).toBe(true);
  });

  it('a tick shows the values it carries with the tick (issue 27)', () => {
    const view = applyLiveChanges({ session, sets: [set('a', 'bench')] }, [{ kind: 'completion', setId: 'a', isCompleted: true, weight: 19_015, reps: 3 }]);
    expect(view.sets?.[0]).toMatchObject({ weight: 19_015, reps: 3, isCompleted: true });
  });

  it("a replacement takes the plan's rest, note and superset of the exercise it replaces, its sets keeping their targets (issue 27)", () => {
    const fromPlan = { ...session, exerciseIds: ['curl', 'bench'], exerciseRestSeconds: { curl: 0 }, exerciseNotes: { curl: 'Slow' }, supersetGroups: { curl: 'A', bench: 'A' } };
    const target = { reps: '6-8', weight: null };
    const view = applyLiveChanges({ session: fromPlan, sets: [set('a', 'curl', { target })] }, [
      { kind: 'replace', oldExerciseId: 'curl', exercise: { id: 'hammer', name: 'Hammer Curl' } },
    ]);
    expect(view.session).toMatchObject({ exerciseIds: ['hammer', 'bench'], exerciseRestSeconds: { hammer: 0 }, exerciseNotes: { hammer: 'Slow' }, supersetGroups: { hammer: 'A', bench: 'A' } });
    expect(view.sets?.[0]).toMatchObject({ exerciseId: 'hammer', target });
  });

  it('a discard leaves nothing; removing an exercise takes its sets', () => {
    expect(applyLiveChanges({ session, sets: [set('a', 'bench')] }, [{ kind: 'remove', exerciseId: 'bench' }]).sets).toEqual([]);
    expect(applyLiveChanges({ session, sets: [set('a', 'bench')] }, [{ kind: 'discard' }]).session).toBeNull();
  });
});

describe('the request each change is sent as', () => {
  it('creates sets with their device ids and names what each change needs', () => {
    const first = liveChangeRequest('s1', { kind: 'add-set', set: set('b', 'row'), newExercise: true });
    expect(first).toMatchObject({ creates: ['b'], requires: ['s1'], request: { method: 'POST', path: '/api/workout-sets', body: { id: 'b', sessionId: 's1', exerciseId: 'row' } } });
    const another = liveChangeRequest('s1', { kind: 'add-set', set: set('c', 'row'), newExercise: false });
    expect(another.request).toMatchObject({ method: 'POST', path: '/api/workout-sessions/s1/exercises/row/sets', body: { id: 'c' } });
    expect(liveChangeRequest('s1', { kind: 'completion', setId: 'c', isCompleted: true })).toMatchObject({ requires: ['s1', 'c'], request: { method: 'PATCH', path: '/api/workout-sets/c/toggle-completion' } });
  });

  it('sends a tick with the values the row shows in the same request, an untick without a body', () => {
    expect(liveChangeRequest('s1', { kind: 'completion', setId: 'c', isCompleted: true, weight: 19_015, reps: 3 }).request).toEqual({
      method: 'PATCH',
      path: '/api/workout-sets/c/toggle-completion',
      body: { weight: 19_015, reps: 3 },
    });
    expect(liveChangeRequest('s1', { kind: 'completion', setId: 'c', isCompleted: false }).request).toEqual({ method: 'PATCH', path: '/api/workout-sets/c/toggle-completion' });
  });

  it('sends the finish with the time it was pressed', () => {
    const at = '2026-01-01T09:00:00.000Z';
    expect(liveChangeRequest('s1', { kind: 'finish', at }).request).toEqual({
      method: 'PUT',
      path: '/api/workout-sessions/s1',
      body: { status: 'completed', endTime: at, completedAt: at, isActive: false },
    });
  });

  it('starts a session with its device id and start time, creating it for later changes', () => {
    const started = { ...session, id: 'dev1', name: 'Quick Workout', startTime: '2026-01-01T08:00:00.000Z', workoutPlanId: null, workoutId: null };
    expect(liveChangeRequest('dev1', { kind: 'start', session: started })).toMatchObject({
      creates: ['dev1'],
      request: { method: 'POST', path: '/api/workout-sessions', body: { id: 'dev1', name: 'Quick Workout', isActive: true, startTime: '2026-01-01T08:00:00.000Z' } },
    });
  });
});
