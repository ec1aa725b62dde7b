/**
 * Issue 27, deliverable 5: routine folders live on the server (the same folders on every device) and routines are
 * listed apart from training plans.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoutineFolder } from '../../shared/api-types';
import { timeOrderedId } from '../../shared/ids';
import { FOLDER_LIMIT_REACHED, MAX_ROUTINE_FOLDERS } from '../../shared/schemas/routine-folders';
import { planItem, workoutItem } from '../../functions/plans/repository';
import type { PlanRecord, WorkoutRecord } from '../../functions/plans/records';
import { api, callRaw, signUp } from '../support/api';
import { testDb } from '../support/db';
import { createPlan, createRoutine, createWorkout, EXERCISES } from './plans/helpers';

type Account = Awaited<ReturnType<typeof signUp>>;
let owner: Account;
let other: Account;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

const foldersOf = async (account: Account) => {
  const result = await api('GET /api/routine-folders', { token: account.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

async function newFolder(account: Account, name?: string): Promise<RoutineFolder> {
  const result = await api('POST /api/routine-folders', { token: account.token, body: { id: timeOrderedId(), ...(name ? { name } : {}) } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const routinesOf = async (account: Account) => (await api('GET /api/plans/user', { token: account.token })).body;
const plansOf = async (account: Account) => (await api('GET /api/plans/user', { query: { kind: 'plan' }, token: account.token })).body;

describe('authentication', () => {
  it.each([
    ['GET', '/api/routine-folders'],
    ['POST', '/api/routine-folders'],
    ['PUT', '/api/routine-folders/x'],
    ['DELETE', '/api/routine-folders/x'],
    ['PUT', '/api/workout-plans/x/folder'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    expect((await callRaw(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });
});

describe('routine folders', () => {
  it("start with My Routines only; new folders ('New Folder' unless named) follow, oldest first", async () => {
    const me = await signUp();
    expect(await foldersOf(me)).toEqual([{ id: 'my-routines', name: 'My Routines' }]);

    const first = await newFolder(me);
    const second = await newFolder(me, '  Leg days ');
    expect(first.name).toBe('New Folder');
    expect(await foldersOf(me)).toEqual([
      { id: 'my-routines', name: 'My Routines' },
      { id: first.id, name: 'New Folder' },
      { id: second.id, name: 'Leg days' },
    ]);
  });

  it('answers the folder as it is when the same id is sent again (a change sent twice), without counting it twice', async () => {
    const me = await signUp();
    const id = timeOrderedId();
    const first = await api('POST /api/routine-folders', { token: me.token, body: { id, name: 'Push' } });
    const again = await api('POST /api/routine-folders', { token: me.token, body: { id, name: 'Push' } });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual({ id, name: 'Push' });
    expect(await foldersOf(me)).toHaveLength(2);
  });

  it('renames a folder and My Routines; a blank name is refused (400)', async () => {
    const me = await signUp();
    const folder = await newFolder(me);
    const renamed = await api('PUT /api/routine-folders/{id}', { params: { id: folder.id }, token: me.token, body: { name: 'Pull' } });
    expect(renamed).toMatchObject({ status: 200, body: { id: folder.id, name: 'Pull' } });
    expect((await api('PUT /api/routine-folders/{id}', { params: { id: 'my-routines' }, token: me.token, body: { name: 'Mine' } })).status).toBe(200);

    const blank = await api('PUT /api/routine-folders/{id}', { params: { id: folder.id }, token: me.token, body: { name: '   ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: expect.stringContaining('Folder name is required.') } });
    expect(await foldersOf(me)).toEqual([
      { id: 'my-routines', name: 'Mine' },
      { id: folder.id, name: 'Pull' },
    ]);
  });

  it.each([
    ['no id', {}],
    ['an id that is not time-ordered', { id: 'folder-1' }],
    ['a name that is not text', { id: timeOrderedId(), name: 5 }],
    ['a name too long', { id: timeOrderedId(), name: 'x'.repeat(61) }],
    ['an unknown field', { id: timeOrderedId(), userId: 'someone' }],
  ])('refuses a folder with %s (400)', async (_case, body) => {
    const result = await api('POST /api/routine-folders', { token: owner.token, untypedBody: body });
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('never deletes My Routines (400); deleting a folder puts its routines back in My Routines', async () => {
    const me = await signUp();
    const folder = await newFolder(me, 'Push');
    const routine = await createRoutine(me.token, { name: 'Push A', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const moved = await api('PUT /api/workout-plans/{id}/folder', { params: { id: routine.id }, token: me.token, body: { folderId: folder.id } });
    expect(moved).toMatchObject({ status: 200, body: { id: routine.id, folderId: folder.id } });
    expect((await routinesOf(me)).map((item) => [item.name, item.folderId])).toEqual([['Push A', folder.id]]);

    expect((await api('DELETE /api/routine-folders/{id}', { params: { id: 'my-routines' }, token: me.token })).status).toBe(400);
    expect((await api('DELETE /api/routine-folders/{id}', { params: { id: folder.id }, token: me.token })).status).toBe(204);
    expect((await api('DELETE /api/routine-folders/{id}', { params: { id: folder.id }, token: me.token })).status).toBe(404);

    expect(await foldersOf(me)).toEqual([{ id: 'my-routines', name: 'My Routines' }]);
    // Its folder id names nothing now: the routine shows in My Routines, and moving into the old folder is 404.
    expect((await api('PUT /api/workout-plans/{id}/folder', { params: { id: routine.id }, token: me.token, body: { folderId: folder.id } })).status).toBe(404);
    const back = await api('PUT /api/workout-plans/{id}/folder', { params: { id: routine.id }, token: me.token, body: { folderId: 'my-routines' } });
    expect(back.body.folderId).toBeNull();
  });

  it(`caps a person at ${MAX_ROUTINE_FOLDERS} folders besides My Routines (409); deleting one makes room`, async () => {
    const me = await signUp();
    const made: RoutineFolder[] = [];
    for (let index = 0; index < MAX_ROUTINE_FOLDERS; index += 10) {
      made.push(...(await Promise.all(Array.from({ length: 10 }, () => newFolder(me)))));
    }
    const over = await api('POST /api/routine-folders', { token: me.token, body: { id: timeOrderedId() } });
    expect(over).toMatchObject({ status: 409, body: { message: FOLDER_LIMIT_REACHED } });
    expect(await foldersOf(me)).toHaveLength(MAX_ROUTINE_FOLDERS + 1);

    expect((await api('DELETE /api/routine-folders/{id}', { params: { id: made[0]!.id }, token: me.token })).status).toBe(204);
    await newFolder(me);
  });
});

describe("another person's folders", () => {
  it('are not listed, and renaming, deleting or filing into one is 404 with nothing changed', async () => {
    const folder = await newFolder(owner, 'Owner only');
    const routine = await createRoutine(owner.token, { name: 'Owner routine', exercises: [{ exerciseId: EXERCISES.squat.id }] });
    await api('PUT /api/workout-plans/{id}/folder', { params: { id: routine.id }, token: owner.token, body: { folderId: folder.id } });
    const theirs = await createRoutine(other.token, { name: 'Other routine', exercises: [{ exerciseId: EXERCISES.squat.id }] });
    const before = await foldersOf(owner);

    expect(JSON.stringify(await foldersOf(other))).not.toContain(folder.id);
    for (const [method, path, body] of [
      ['PUT', `/api/routine-folders/${folder.id}`, { name: 'Hacked' }],
      ['DELETE', `/api/routine-folders/${folder.id}`, undefined],
      ['PUT', `/api/workout-plans/${theirs.id}/folder`, { folderId: folder.id }],
      ['PUT', `/api/workout-plans/${routine.id}/folder`, { folderId: null }],
    ] as const) {
      const result = await callRaw(method, path, { token: other.token, body });
      expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(404);
      expect(result.body).toEqual({ message: expect.any(String) });
    }
    expect(await foldersOf(owner)).toEqual(before);
    expect((await routinesOf(owner)).find((item) => item.id === routine.id)?.folderId).toBe(folder.id);
  });

  it("sending another person's folder id makes a folder of one's own and leaves theirs as it was", async () => {
    const folder = await newFolder(owner, 'Owner second');
    const before = await foldersOf(owner);
    const mine = await api('POST /api/routine-folders', { token: other.token, body: { id: folder.id, name: 'Hijacked' } });
    expect(mine).toMatchObject({ status: 201, body: { id: folder.id, name: 'Hijacked' } });
    expect(await foldersOf(owner)).toEqual(before);
  });
});

describe('routines and training plans are kept apart', () => {
  it('lists routines by default and training plans with ?kind=plan, never one in the other', async () => {
    const me = await signUp();
    const routine = await createRoutine(me.token, { name: 'Routine A', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const plan = await createPlan(me.token, { name: 'Block A' });
    expect(routine).toMatchObject({ kind: 'routine', folderId: null });
    expect(plan).toMatchObject({ kind: 'plan', folderId: null });

    expect((await routinesOf(me)).map((item) => item.id)).toEqual([routine.id]);
    expect((await plansOf(me)).map((item) => item.id)).toEqual([plan.id]);
    expect((await callRaw('GET', '/api/plans/user?kind=both', { token: me.token })).status).toBe(400);
  });

  it('writes a routine only as a routine and a plan only as a plan (404), and a routine takes no other workouts', async () => {
    const me = await signUp();
    const routine = await createRoutine(me.token, { name: 'Routine B', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const plan = await createPlan(me.token, { name: 'Block B' });
    const loose = await createWorkout(me.token, { name: 'Loose' });

    expect((await api('PUT /api/workout-plans/{id}', { params: { id: plan.id }, token: me.token, body: { name: 'As routine', exercises: [] } })).status).toBe(404);
    expect((await api('PUT /api/plans/{id}', { params: { id: routine.id }, token: me.token, body: { name: 'As plan' } })).status).toBe(404);
    expect((await api('PUT /api/workout-plans/{id}/folder', { params: { id: plan.id }, token: me.token, body: { folderId: null } })).status).toBe(404);
    expect((await api('POST /api/workouts', { token: me.token, body: { name: 'Into routine', planId: routine.id } })).status).toBe(404);
    expect((await api('PUT /api/workouts/{id}', { params: { id: loose.id }, token: me.token, body: { planId: routine.id } })).status).toBe(404);
  });

  it("keeps a routine's own workout to its routine (409), and says which workouts are a routine's", async () => {
    const me = await signUp();
    const routine = await createRoutine(me.token, { name: 'Routine C', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const plan = await createPlan(me.token, { name: 'Block C' });
    const workoutId = routine.workoutIds[0]!;

    for (const [method, path, body] of [
      ['PUT', `/api/workouts/${workoutId}`, { planId: plan.id }],
      ['PUT', `/api/workouts/${workoutId}`, { name: 'Renamed apart' }],
      ['DELETE', `/api/workouts/${workoutId}`, undefined],
    ] as const) {
      const result = await callRaw(method, path, { token: me.token, body });
      expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(409);
    }
    const mine = await api('GET /api/workouts/user', { token: me.token });
    expect(mine.body.find((workout) => workout.id === workoutId)?.inRoutine).toBe(true);
    expect((await api('GET /api/plans/{id}/workouts', { params: { id: routine.id }, token: me.token })).body).toHaveLength(1);
  });

  it('files routines stored before the split with the routines on the first routine list, and never shows them as plans', async () => {
    const me = await signUp();
    const table = inject('tableName');
    const made = Date.UTC(2025, 5, 1, 12);
    const at = new Date(made).toISOString();
    const oldRoutine: PlanRecord = { id: timeOrderedId(new Date(made)), userId: me.user.id, name: 'Old routine', description: '', difficulty: 'beginner', isPublic: false, duration: null, workoutIds: [], createdAt: at, updatedAt: at, version: 0 };
    const oldWorkout = {
      id: timeOrderedId(new Date(made)), userId: me.user.id, name: 'Old routine', description: '', difficulty: 'beginner', isPublic: false, estimatedDuration: 5,
      planId: oldRoutine.id, totalExercises: 0, exercises: [], createdAt: at, updatedAt: at,
    } as WorkoutRecord;
    oldRoutine.workoutIds = [oldWorkout.id];
    const oldPlan: PlanRecord = { ...oldRoutine, id: timeOrderedId(new Date(made + 60_000)), name: 'Old plan', workoutIds: [] };
    // Stored as before issue 27: no kind, both listed with the plans.
    const legacy = (item: Record<string, unknown>) => ({ ...item, GSI1PK: `USER#${me.user.id}#PLANS` });
    const { kind: _k1, ...routineItem } = planItem(oldRoutine);
    const { kind: _k2, ...planItemOld } = planItem(oldPlan);
    const { inRoutine: _w, ...storedWorkout } = workoutItem(oldWorkout);
    for (const Item of [legacy(routineItem), legacy(planItemOld), storedWorkout]) await testDb().send(new PutCommand({ TableName: table, Item }));

    expect((await plansOf(me)).map((item) => item.name)).toEqual(['Old plan']);
    expect((await routinesOf(me)).map((item) => [item.name, item.kind])).toEqual([['Old routine', 'routine']]);
    expect((await plansOf(me)).map((item) => item.name)).toEqual(['Old plan']);
    const workouts = await api('GET /api/plans/{id}/workouts', { params: { id: oldRoutine.id }, token: me.token });
    expect(workouts.body[0]?.inRoutine).toBe(true);
  });
});
