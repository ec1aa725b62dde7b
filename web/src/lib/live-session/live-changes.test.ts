import { describe, expect, it } from 'vitest';
import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import { keyToSend, type OutboxEntry } from '../outbox/outbox-entry';
import type { LiveChange } from './live-change';
import { applyLiveChanges, liveChangeInput, liveChangeOf } from './live-changes';

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

  it('a superset made offline groups the exercises and moves them together; removing one of two dissolves it (issue 29)', () => {
    const three = { ...session, exerciseIds: ['bench', 'squat', 'row'] };
    const sets = [set('a', 'bench'), set('b', 'squat', { exerciseOrder: 1 }), set('c', 'row', { exerciseOrder: 2 })];
    const grouped = applyLiveChanges({ session: three, sets }, [{ kind: 'superset', exerciseId: 'bench', partners: ['row'] }]);
    expect(grouped.session).toMatchObject({ exerciseIds: ['bench', 'row', 'squat'], supersetGroups: { bench: 'A', row: 'A' } });
    expect(grouped.sets?.find((item) => item.id === 'c')?.exerciseOrder).toBe(1);

    expect(applyLiveChanges(grouped, [{ kind: 'superset', exerciseId: 'row', partners: [] }]).session?.supersetGroups).toEqual({});
    expect(applyLiveChanges(grouped, [{ kind: 'remove', exerciseId: 'row' }]).session?.supersetGroups).toEqual({});
  });

  it('a discard leaves nothing; removing an exercise takes its sets', () => {
    expect(applyLiveChanges({ session, sets: [set('a', 'bench')] }, [{ kind: 'remove', exerciseId: 'bench' }]).sets).toEqual([]);
    expect(applyLiveChanges({ session, sets: [set('a', 'bench')] }, [{ kind: 'discard' }]).session).toBeNull();
  });
});

describe('the request each change is sent as', () => {
  it('sends a superset as an absolute PUT, repeatable without an Idempotency-Key (issue 29)', () => {
    expect(liveChangeInput('s1', { kind: 'superset', exerciseId: 'bench', partners: ['row'] })).toMatchObject({
      requires: ['s1'],
      request: { route: 'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset', input: { params: { id: 's1', exerciseId: 'bench' }, body: { with: ['row'] } }, repeatable: true },
    });
  });

  it('creates sets with their device ids and names what each change needs', () => {
    const first = liveChangeInput('s1', { kind: 'add-set', set: set('b', 'row'), newExercise: true });
    expect(first).toMatchObject({ creates: ['b'], requires: ['s1'], request: { route: 'POST /api/workout-sets', input: { body: { id: 'b', sessionId: 's1', exerciseId: 'row' } } } });
    const another = liveChangeInput('s1', { kind: 'add-set', set: set('c', 'row'), newExercise: false });
    expect(another.request).toMatchObject({
      route: 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets',
      input: { params: { id: 's1', exerciseId: 'row' }, body: { id: 'c' } },
    });
    expect(liveChangeInput('s1', { kind: 'completion', setId: 'c', isCompleted: true })).toMatchObject({
      requires: ['s1', 'c'],
      request: { route: 'PATCH /api/workout-sets/{id}/toggle-completion', input: { params: { id: 'c' } } },
    });
  });

  it('sends a tick with the values the row shows in the same request, an untick without a body', () => {
    expect(liveChangeInput('s1', { kind: 'completion', setId: 'c', isCompleted: true, weight: 19_015, reps: 3 }).request).toEqual({
      route: 'PATCH /api/workout-sets/{id}/toggle-completion',
      input: { params: { id: 'c' }, body: { weight: 19_015, reps: 3 } },
    });
    expect(liveChangeInput('s1', { kind: 'completion', setId: 'c', isCompleted: false }).request).toEqual({
      route: 'PATCH /api/workout-sets/{id}/toggle-completion',
      input: { params: { id: 'c' } },
    });
  });

  it('sends the finish with the time it was pressed, and from the save step with its title, notes and visibility (issue 27)', () => {
    const at = '2026-01-01T09:00:00.000Z';
    expect(liveChangeInput('s1', { kind: 'finish', at }).request).toEqual({
      route: 'PUT /api/workout-sessions/{id}',
      input: { params: { id: 's1' }, body: { status: 'completed', endTime: at, completedAt: at, isActive: false } },
    });
    const details = { name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me' as const };
    expect(liveChangeInput('s1', { kind: 'finish', at, details }).request.input.body).toEqual({
      status: 'completed',
      endTime: at,
      completedAt: at,
      isActive: false,
      name: 'Morning Workout',
      notes: 'Felt fast',
      visibility: 'only-me',
    });
  });

  it('starts a session with its device id and start time, creating it for later changes', () => {
    const started = { ...session, id: 'dev1', name: 'Quick Workout', startTime: '2026-01-01T08:00:00.000Z', workoutPlanId: null, workoutId: null };
    expect(liveChangeInput('dev1', { kind: 'start', session: started })).toMatchObject({
      creates: ['dev1'],
      request: { route: 'POST /api/workout-sessions', input: { body: { id: 'dev1', name: 'Quick Workout', isActive: true, startTime: '2026-01-01T08:00:00.000Z' } } },
    });
  });
});

describe('the save step’s finish on the device (issue 27)', () => {
  const named = { ...session, name: 'Quick Workout', notes: null } as WorkoutSession;
  const at = '2026-01-01T10:00:00.000Z';

  it('shows the title, notes and visibility at once, as the summary reads them while the finish waits (offline)', () => {
    const view = applyLiveChanges({ session: named, sets: [] }, [{ kind: 'finish', at, details: { name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me' } }]);
    expect(view.session).toMatchObject({ name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me', status: 'completed', isActive: false });
  });

  it('without details (Finish from home) leaves the name and notes alone', () => {
    const view = applyLiveChanges({ session: named, sets: [] }, [{ kind: 'finish', at }]);
    expect(view.session).toMatchObject({ name: 'Quick Workout', notes: null, status: 'completed' });
    expect(view.session).not.toHaveProperty('visibility');
  });
});

const entryOf = (input: Omit<OutboxEntry, 'id' | 'idempotencyKey' | 'attempts' | 'queuedAt'>): OutboxEntry => ({
  ...input,
  id: 'e1',
  idempotencyKey: 'ob_e1',
  attempts: 0,
  queuedAt: '2026-11-28T00:00:00.000Z',
});

describe("a set's type, RPE and note, and an exercise's note (issue 29)", () => {
  it('show at once, offline, with the warm-up flag following the type; a null clears', () => {
    const view = applyLiveChanges({ session, sets: [set('a', 'bench', { rpe: 7, note: 'old' } as Partial<WorkoutSet>)] }, [
      { kind: 'set-details', setId: 'a', setType: 'warmup' },
      { kind: 'set-details', setId: 'a', setType: 'failure', rpe: 8.5 },
      { kind: 'set-details', setId: 'a', note: null },
      { kind: 'exercise-note', exerciseId: 'bench', note: 'Seat at 4' },
    ]);
    expect(view.sets?.[0]).toMatchObject({ setType: 'failure', isWarmup: false, rpe: 8.5 });
    expect(view.sets?.[0]).not.toHaveProperty('note');
    expect(view.session?.exerciseNotes).toEqual({ bench: 'Seat at 4' });
    expect(applyLiveChanges(view, [{ kind: 'exercise-note', exerciseId: 'bench', note: null }]).session?.exerciseNotes).toEqual({});
  });

  it('are sent as PATCH of the set with only what changed, and PUT of the note', () => {
    const details = entryOf(liveChangeInput('s1', { kind: 'set-details', setId: 'a', rpe: null, note: 'Slow' }));
    expect(details.request).toMatchObject({ route: 'PATCH /api/workout-sets/{id}', input: { params: { id: 'a' }, body: { rpe: null, note: 'Slow' } } });
    const note = entryOf(liveChangeInput('s1', { kind: 'exercise-note', exerciseId: 'bench', note: 'Belt' }));
    expect(note.request).toMatchObject({ route: 'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note', input: { params: { id: 's1', exerciseId: 'bench' }, body: { note: 'Belt' } } });
  });
});

/** Decision 74: a person starts at most 200 new Idempotency-Keys a day, so only changes that a replay would repeat carry one. */
describe('the Idempotency-Key a live change is sent with', () => {
  const sentKey = (change: LiveChange) => keyToSend(entryOf(liveChangeInput('s1', change)));

  it('is left off changes that leave the same result when sent twice: new values, deletes', () => {
    expect(sentKey({ kind: 'entries', setId: 'set-1', weight: 100, reps: 5 })).toBeUndefined();
    expect(sentKey({ kind: 'delete-set', setId: 'set-1' })).toBeUndefined();
    expect(sentKey({ kind: 'remove', exerciseId: 'squat' })).toBeUndefined();
    expect(sentKey({ kind: 'discard' })).toBeUndefined();
    expect(sentKey({ kind: 'set-details', setId: 'set-1', setType: 'failure', rpe: 8 })).toBeUndefined();
    expect(sentKey({ kind: 'exercise-note', exerciseId: 'squat', note: 'Belt on' })).toBeUndefined();
  });

  it('is sent with changes a replay would repeat: creating, toggling, moving, finishing', () => {
    for (const change of [
      { kind: 'add-set', set: set('set-1', 'squat'), newExercise: true },
      { kind: 'completion', setId: 'set-1', isCompleted: true, weight: 100, reps: 5 },
      { kind: 'warmup', setId: 'set-1', isWarmup: true },
      { kind: 'move', exerciseId: 'squat', direction: 'up' },
      { kind: 'replace', oldExerciseId: 'squat', exercise: { id: 'front-squat', name: 'Front Squat' } },
      { kind: 'finish', at: '2026-11-28T01:00:00.000Z' },
    ] satisfies LiveChange[]) {
      expect(sentKey(change), change.kind).toBe('ob_e1');
    }
  });
});

describe('the live change an outbox entry holds', () => {
  it("is read back from the entry its module queued, with the session it belongs to", () => {
    const change: LiveChange = { kind: 'completion', setId: 'a', isCompleted: true };
    const entry = entryOf(liveChangeInput('s1', change));
    expect(entry.kind).toBe('live-change/completion');
    expect(liveChangeOf(entry)).toEqual({ sessionId: 's1', change });
  });

  it('is read from an entry stored before kinds (its session as scope, the change as data), and not from another feature’s entry', () => {
    const change: LiveChange = { kind: 'entries', setId: 'a', reps: 5 };
    const stored = entryOf({ scope: 's1', change, label: 'Weight and reps of a set', request: { method: 'PATCH', path: '/api/workout-sets/a', body: { reps: 5 }, repeatable: true } });
    expect(liveChangeOf(stored)).toEqual({ sessionId: 's1', change });
    const folder = entryOf({ change: { type: 'routine-folder', kind: 'delete', folderId: 'f1' }, label: 'Delete folder', request: { method: 'DELETE', path: '/api/routine-folders/f1' } });
    expect(liveChangeOf(folder)).toBeUndefined();
  });
});
