import { describe, expect, it } from 'vitest';
import { MAX_EXERCISES_PER_SESSION, MAX_SETS_PER_EXERCISE } from '../../../shared/schemas/sessions';
import { parseSetId } from '../keys';
import { sessionRecord, setRecord } from '../record-fixtures';
import { orderSets, type SessionRecord, type SetRecord } from '../records';
import { planAddSet, planDeleteSet, planMoveExercise, planRemoveExercise, planReplaceExercise } from './set-changes';

const SESSION_ID = 'a'.repeat(21);

function session(exerciseIds: string[]): SessionRecord {
  const at = '2025-01-01T00:00:00.000Z';
  return sessionRecord({
    id: SESSION_ID,
    isActive: true,
    status: 'active',
    startTime: at,
    startedAt: at,
    createdAt: at,
    endTime: null,
    completedAt: null,
    duration: null,
    exerciseIds,
  });
}

function set(exerciseId: string, setNumber: number): SetRecord {
  return setRecord(SESSION_ID, exerciseId, {
    exerciseName: exerciseId.toUpperCase(),
    setNumber,
    isCompleted: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
}

const add = (current: SessionRecord, sets: SetRecord[], exerciseId: string) =>
  planAddSet({ session: current, sets, exerciseId, exerciseName: exerciseId, exerciseType: 'weight_reps', fields: {}, localId: 'z'.repeat(21), now: new Date('2025-01-01T00:10:00Z') });

describe('planAddSet', () => {
  it('numbers the first set of an exercise 1 and appends the exercise to the session', () => {
    const { change, set: added } = add(session(['bench']), [], 'squat');

    expect(added).toMatchObject({ setNumber: 1, exerciseId: 'squat', isCompleted: false, isWarmup: false, weight: null, reps: null });
    expect(change.exerciseIds).toEqual(['bench', 'squat']);
    expect(parseSetId(added.id)).toEqual({ sessionId: SESSION_ID, localId: 'z'.repeat(21) });
  });

  it('numbers after the highest number of that exercise, leaving the order alone', () => {
    const sets = [set('bench', 1), set('bench', 4), set('squat', 7)];
    const { change, set: added } = add(session(['bench', 'squat']), sets, 'bench');

    expect(added.setNumber).toBe(5);
    expect(change.exerciseIds).toBeUndefined();
  });

  it('refuses past the per-exercise and per-session exercise limits', () => {
    const full = Array.from({ length: MAX_SETS_PER_EXERCISE }, (_, index) => set('bench', index + 1));
    expect(() => add(session(['bench']), full, 'bench')).toThrow(/at most/);
    const many = session(Array.from({ length: MAX_EXERCISES_PER_SESSION }, (_, index) => `e${index}`));
    expect(() => add(many, [], 'one-more')).toThrow(/at most/);
  });
});

describe('planDeleteSet', () => {
  it('deletes the set and renumbers only the later sets of its exercise', () => {
    const sets = [set('bench', 1), set('bench', 2), set('squat', 1), set('bench', 3), set('bench', 4)];
    const change = planDeleteSet({ sets, localId: sets[1]?.localId ?? '' });

    expect(change.deleteSets).toEqual([sets[1]?.localId]);
    expect(change.updateSets).toEqual([
      { localId: sets[3]?.localId, changes: { setNumber: 2 } },
      { localId: sets[4]?.localId, changes: { setNumber: 3 } },
    ]);
  });

  it('throws NotFound for a set that is not there', () => {
    expect(() => planDeleteSet({ sets: [], localId: 'x' })).toThrow('Set not found');
  });
});

describe('planMoveExercise', () => {
  const current = session(['a', 'b', 'c']);

  it.each([
    ['b', 'up', ['b', 'a', 'c']],
    ['b', 'down', ['a', 'c', 'b']],
    ['a', 'down', ['b', 'a', 'c']],
    ['c', 'up', ['a', 'c', 'b']],
  ] as const)('moves %s %s', (exerciseId, direction, expected) => {
    expect(planMoveExercise({ session: current, exerciseId, direction }).exerciseIds).toEqual(expected);
    expect(current.exerciseIds).toEqual(['a', 'b', 'c']);
  });

  it('refuses the first up, the last down, and an exercise not in the session', () => {
    expect(() => planMoveExercise({ session: current, exerciseId: 'a', direction: 'up' })).toThrow('Cannot move the first exercise up');
    expect(() => planMoveExercise({ session: current, exerciseId: 'c', direction: 'down' })).toThrow('Cannot move the last exercise down');
    expect(() => planMoveExercise({ session: current, exerciseId: 'z', direction: 'up' })).toThrow('Exercise is not in this workout');
    expect(() => planMoveExercise({ session: session(['only']), exerciseId: 'only', direction: 'down' })).toThrow(/last/);
  });
});

describe('planReplaceExercise', () => {
  it('keeps the position and moves the old exercise’s sets, numbers unchanged, to the new one', () => {
    const sets = [set('a', 1), set('b', 1), set('b', 2)];
    const change = planReplaceExercise({ session: session(['a', 'b']), sets, oldExerciseId: 'b', newExerciseId: 'n', newExerciseName: 'New' });

    expect(change.exerciseIds).toEqual(['a', 'n']);
    expect(change.updateSets).toEqual([
      { localId: sets[1]?.localId, changes: { exerciseId: 'n', exerciseName: 'New' } },
      { localId: sets[2]?.localId, changes: { exerciseId: 'n', exerciseName: 'New' } },
    ]);
  });

  it("gives the new exercise the routine's rest of the one it replaces, and changes no rests when there is none", () => {
    const fromRoutine = { ...session(['a', 'b']), exerciseRestSeconds: { a: 90, b: 45 } };

    expect(planReplaceExercise({ session: fromRoutine, sets: [], oldExerciseId: 'b', newExerciseId: 'n', newExerciseName: 'New' }).exerciseRestSeconds).toEqual({
      a: 90,
      n: 45,
    });
    expect(planReplaceExercise({ session: session(['a']), sets: [], oldExerciseId: 'a', newExerciseId: 'n', newExerciseName: 'New' }).exerciseRestSeconds).toBeUndefined();
  });

  it("gives the new exercise the note and superset letter of the one it replaces (issue 27), and leaves the others'", () => {
    const fromPlan = { ...session(['a', 'b']), exerciseNotes: { a: 'Brace', b: 'Slow' }, supersetGroups: { b: 'A' } };
    const change = planReplaceExercise({ session: fromPlan, sets: [], oldExerciseId: 'b', newExerciseId: 'n', newExerciseName: 'New' });

    expect(change.exerciseNotes).toEqual({ a: 'Brace', n: 'Slow' });
    expect(change.supersetGroups).toEqual({ n: 'A' });
    const alone = planReplaceExercise({ session: fromPlan, sets: [], oldExerciseId: 'a', newExerciseId: 'm', newExerciseName: 'Other' });
    expect(alone.supersetGroups).toBeUndefined();
  });

  it('refuses a new exercise already in the session and an old one that is not', () => {
    const current = session(['a', 'b']);
    expect(() => planReplaceExercise({ session: current, sets: [], oldExerciseId: 'a', newExerciseId: 'b', newExerciseName: '' })).toThrow(/already/);
    expect(() => planReplaceExercise({ session: current, sets: [], oldExerciseId: 'x', newExerciseId: 'y', newExerciseName: '' })).toThrow(/not in/);
  });
});

describe('planRemoveExercise', () => {
  it('removes the exercise and deletes exactly its sets', () => {
    const sets = [set('a', 1), set('b', 1), set('a', 2)];
    const change = planRemoveExercise({ session: session(['a', 'b']), sets, exerciseId: 'a' });

    expect(change.exerciseIds).toEqual(['b']);
    expect(change.deleteSets?.sort()).toEqual([sets[0]?.localId, sets[2]?.localId].sort());
  });
});

describe('orderSets', () => {
  it('orders by exercise position, then set number, with exerciseOrder from the session', () => {
    const sets = [set('b', 2), set('a', 1), set('b', 1)];
    const ordered = orderSets(sets, ['b', 'a']);

    expect(ordered.map((s) => `${s.exerciseId}${s.setNumber}:${s.exerciseOrder}`)).toEqual(['b1:0', 'b2:0', 'a1:1']);
    expect(ordered[0]).not.toHaveProperty('localId');
    expect(ordered[0]).not.toHaveProperty('userId');
  });
});
