import { describe, expect, it } from 'vitest';
import { createRoutineRequestSchema, routineRequestSchema } from '../../../../../shared/schemas/plans';
import { planWithWorkouts } from '../../../../../shared/contract/responses/plans';
import { timeOrderedId } from '../../../../../shared/ids';
import { localRoutineOf, summaryOf } from './local-routine';
import { routineChangeEntry, unsentRoutinesOf, type RoutineChange } from './routine-changes';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';

const body = routineRequestSchema.parse({
  name: ' Pull day ',
  exercises: [
    { exerciseId: 'row', sets: 3, reps: '8', orderIndex: 1, warmupSets: 1 },
    { exerciseId: 'pullup', sets: 4, orderIndex: 0, weight: 2_000 },
  ],
});
const names = new Map([
  ['row', 'Barbell Row'],
  ['pullup', 'Pull-Up'],
]);
const now = new Date('2026-12-07T10:00:00Z');

describe('a routine saved on the phone (issue 30)', () => {
  it('has the shape the server answers, its exercises in orderIndex order with their names', () => {
    const id = timeOrderedId(now);
    const routine = localRoutineOf({ id, userId: 'me', body, exerciseNames: names, now });
    expect(planWithWorkouts.safeParse(routine).success).toBe(true);
    expect(routine).toMatchObject({ id, userId: 'me', kind: 'routine', name: 'Pull day', folderId: null, workoutIds: [routine.workouts[0]?.id] });
    expect(routine.workouts[0]?.exercises.map(({ exerciseName, sets, warmupSets, weight }) => ({ exerciseName, sets, warmupSets, weight }))).toEqual([
      { exerciseName: 'Pull-Up', sets: 4, warmupSets: 0, weight: 2_000 },
      { exerciseName: 'Barbell Row', sets: 3, warmupSets: 1, weight: null },
    ]);
    expect(summaryOf(routine).exerciseNames).toEqual(['Pull-Up', 'Barbell Row']);
  });

  it('keeps what an edit does not change: its workout id, folder and creation time', () => {
    const first = localRoutineOf({ id: timeOrderedId(now), userId: 'me', body, exerciseNames: names, now });
    const edited = localRoutineOf({
      id: first.id,
      userId: 'me',
      body: { ...body, name: 'Pull day B' },
      exerciseNames: names,
      now: new Date(now.getTime() + 60_000),
      previous: { ...first, folderId: 'folder-1' },
    });
    expect(edited).toMatchObject({ name: 'Pull day B', folderId: 'folder-1', createdAt: first.createdAt, workoutIds: first.workoutIds });
    expect(edited.updatedAt).not.toBe(first.updatedAt);
  });

  it('is sent as a create with its id (accepted by the API schema), an edit after it needing that create', () => {
    const routine = localRoutineOf({ id: timeOrderedId(now), userId: 'me', body, exerciseNames: names, now });
    const create = routineChangeEntry({ type: 'routine', kind: 'create', routine, body });
    expect(create).toMatchObject({ request: { route: 'POST /api/workout-plans', repeatable: true }, creates: [routine.id] });
    expect(createRoutineRequestSchema.safeParse((create.request.input as { body: unknown }).body).success).toBe(true);
    const edit = routineChangeEntry({ type: 'routine', kind: 'edit', routine, body });
    expect(edit).toMatchObject({ request: { route: 'PUT /api/workout-plans/{id}', input: { params: { id: routine.id } } }, requires: [routine.id] });
  });
});

describe('the routines made on this phone and not yet sent (issue 30)', () => {
  const entryOf = (change: RoutineChange): OutboxEntry => ({ ...routineChangeEntry(change), id: timeOrderedId(), idempotencyKey: 'k', attempts: 0, queuedAt: now.toISOString() });

  it('are listed newest first, each as its latest edit; an edit of a routine the server holds is not one', () => {
    const first = localRoutineOf({ id: timeOrderedId(now), userId: 'me', body, exerciseNames: names, now });
    const second = localRoutineOf({ id: timeOrderedId(new Date(now.getTime() + 1_000)), userId: 'me', body: { ...body, name: 'Legs' }, exerciseNames: names, now });
    const unsent = unsentRoutinesOf([
      entryOf({ type: 'routine', kind: 'create', routine: first, body }),
      entryOf({ type: 'routine', kind: 'create', routine: second, body }),
      entryOf({ type: 'routine', kind: 'edit', routine: { ...first, name: 'Pull day B' }, body }),
      entryOf({ type: 'routine', kind: 'edit', routine: { ...first, id: 'on-server', name: 'Old' }, body }),
    ]);
    expect(unsent.map((routine) => routine.name)).toEqual(['Legs', 'Pull day B']);
    expect(unsent[1]?.exerciseNames).toEqual(['Pull-Up', 'Barbell Row']);
  });
});
