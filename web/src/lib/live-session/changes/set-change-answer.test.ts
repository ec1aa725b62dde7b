import { describe, expect, it } from 'vitest';
import type { WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import type { LiveChange } from '../live-change';
import { applyLiveChanges } from '../live-changes';
import type { SessionView } from '../session-view';
import { mergeSetChangeAnswer as mergeAnswer, type SetChangeAnswer } from './set-change-answer';

const session = { id: 's1', userId: 'me', isActive: true, status: 'active', exerciseIds: ['bench', 'row'] } as unknown as WorkoutSession;
const set = (id: string, exerciseId: string, extra: Partial<WorkoutSet> = {}): WorkoutSet =>
  ({ id, sessionId: 's1', exerciseId, exerciseName: exerciseId, exerciseOrder: 0, setNumber: 1, weight: null, reps: null, isCompleted: false, isWarmup: false, createdAt: '', ...extra }) as WorkoutSet;
const merge = (view: SessionView, answer: SetChangeAnswer | null, waiting: readonly LiveChange[]) => mergeAnswer(answer, { view, waiting, reapply: applyLiveChanges });
const answer = (exerciseId: string, exerciseSets: WorkoutSet[], exerciseIds = session.exerciseIds): SetChangeAnswer => ({ exerciseId, exerciseIds, exerciseSets });

describe('a delivered set change merged from its answer (issue 14)', () => {
  it("takes the server's sets of the exercise, with their record flags and numbers, and leaves the other exercises alone", () => {
    const cached = [set('a', 'bench', { isCompleted: true }), set('b', 'bench', { setNumber: 2, isCompleted: true }), set('r', 'row', { exerciseOrder: 1 })];
    const server = [set('a', 'bench', { isCompleted: true, personalRecords: [] }), set('b', 'bench', { setNumber: 2, isCompleted: true, personalRecords: ['heaviest_weight'] })];

    const merged = merge({ session, sets: cached }, answer('bench', server), []);

    expect(merged?.sets).toEqual([...server, cached[2]]);
    expect(merged?.session).toBe(session);
  });

  it('shows a deleted set gone and the later sets renumbered, as the server did it', () => {
    const cached = [set('r', 'row', { exerciseOrder: 1 }), set('a', 'bench'), set('c', 'bench', { setNumber: 3 })];
    const merged = merge({ session, sets: cached }, answer('bench', [set('a', 'bench'), set('c', 'bench', { setNumber: 2 })]), []);
    expect(merged?.sets?.map((item) => `${item.id}:${item.setNumber}`)).toEqual(['r:1', 'a:1', 'c:2']);
  });

  it('keeps the changes still waiting on top of the answer: a later tick, typed values and a set not yet sent', () => {
    const cached = [set('a', 'bench', { isCompleted: true, weight: 100 }), set('b', 'bench', { setNumber: 2, isCompleted: true })];
    const merged = merge({ session, sets: cached }, answer('bench', [set('a', 'bench')]), [
      { kind: 'add-set', set: set('b', 'bench', { setNumber: 2 }), newExercise: false },
      { kind: 'completion', setId: 'b', isCompleted: true },
      { kind: 'completion', setId: 'a', isCompleted: true },
      { kind: 'entries', setId: 'a', weight: 100 },
      { kind: 'entries', setId: 'r', reps: 5 },
    ]);
    expect(merged?.sets?.map((item) => [item.id, item.isCompleted, item.weight])).toEqual([
      ['a', true, 100],
      ['b', true, null],
    ]);
  });

  it("takes the server's exercise order when nothing waits, and the screen's while changes wait", () => {
    const view = { session: { ...session, exerciseIds: ['bench'] }, sets: [set('a', 'bench')] };
    const withRow = answer('row', [set('r', 'row', { exerciseOrder: 5 })], ['bench', 'row']);
    const merged = merge(view, withRow, []);
    expect(merged?.session?.exerciseIds).toEqual(['bench', 'row']);
    expect(merged?.sets?.map((item) => [item.id, item.exerciseOrder])).toEqual([
      ['a', 0],
      ['r', 1],
    ]);
    expect(merge(view, withRow, [{ kind: 'entries', setId: 'a', reps: 1 }])?.session?.exerciseIds).toEqual(['bench']);
  });

  it('cannot merge while a move, replace or remove waits, or before the session is cached', () => {
    const bench = answer('bench', [set('a', 'bench')]);
    expect(merge({ session, sets: [set('a', 'bench')] }, bench, [{ kind: 'move', exerciseId: 'row', direction: 'up' }])).toBeUndefined();
    expect(merge({ session, sets: undefined }, bench, [])).toBeUndefined();
    expect(merge({ session: undefined, sets: [] }, bench, [])).toBeUndefined();
  });

  it('cannot merge the null a delete of a set already gone answers', () => {
    expect(merge({ session, sets: [set('a', 'bench')] }, null, [])).toBeUndefined();
  });
});
