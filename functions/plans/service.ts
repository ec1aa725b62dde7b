/**
 * The plans domain's rules: routines (spec 000), training plans and workouts (spec 001) are one model, a plan
 * holding an ordered list of workouts, kept apart by its kind (issue 27): a routine is written and listed only as a
 * routine, a training plan only as a plan, and a routine's own workout is changed only through its routine. Who may
 * read and write (read-rules.ts), and the retries that keep a plan's list and its workouts in step.
 */
import type * as z from '../../shared/schemas/zod';
import { type Plan, type PlanKind, type PlanSummary, type PlanWithWorkouts, type Workout, type WorkoutExercise } from '../../shared/api-types';
import {
  MAX_EXERCISES_PER_WORKOUT,
  MAX_WORKOUTS_PER_PLAN,
  type createPlanRequestSchema,
  type createRoutineRequestSchema,
  type createWorkoutRequestSchema,
  type planRequestSchema,
  type routineRequestSchema,
  type workoutRequestSchema,
} from '../../shared/schemas/plans';
import { FOLDER_NOT_FOUND, MY_ROUTINES_FOLDER_ID } from '../../shared/schemas/routine-folders';
import { estimatedDurationMinutes } from '../../shared/workout/durations';
import { findExercise } from '../exercises/index';
import { StaleWrite } from '../lib/db/transact';
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import { isTimeOrderedId, timeOrderedId } from '../lib/ids';
import type { Page } from '../lib/pagination';
import { withRetries as retryOnStaleWrite } from '../lib/retries';
import { toWorkoutExercises, type ExerciseEntryInput } from '../../shared/workout/exercise-entries';
import { kindOfPlan } from './plan-kind';
import { planMadeBefore, routineMadeBefore, workoutMadeBefore, writeOnce } from './made-before';
import { loadOwnPlan, loadOwnWorkout, loadReadablePlan, loadReadableWorkout, PLAN_NOT_FOUND, requireNotRoutineWorkout } from './read-rules';
import { toPlan, toPlanSummary, toWorkout, type PlanRecord, type WorkoutRecord } from './records';
import {
  findExerciseNamesOfWorkouts,
  findPlan,
  findRoutineFolder,
  findRoutineFolderSettings,
  findWorkout,
  findWorkouts,
  listPlans,
  listWorkouts,
  updateRoutineFolderSettings,
  writePlanChange,
  type PlanWrite,
} from './repository';

const EXERCISE_NOT_FOUND = 'Exercise not found';
const NOT_IN_A_PLAN = 'This workout is not in a plan.';
const PLAN_FULL = `A plan can have at most ${MAX_WORKOUTS_PER_PLAN} workouts.`;

type PlanInput = z.output<typeof planRequestSchema>;
type RoutineInput = z.output<typeof routineRequestSchema>;
type CreateRoutineInput = z.output<typeof createRoutineRequestSchema>;
type CreatePlanInput = z.output<typeof createPlanRequestSchema>;
type WorkoutInput = z.output<typeof workoutRequestSchema>;
type CreateWorkoutInput = z.output<typeof createWorkoutRequestSchema>;
/** A workout's own content: everything a full PUT replaces except its plan. */
type WorkoutContent = Omit<WorkoutInput, 'planId'>;

const withRetries = <T>(attempt: () => Promise<T>) =>
  retryOnStaleWrite(attempt, { conflictMessage: 'The plan was changed at the same time. Please try again.' });

// -------------------------------------------------------------------------------------- building items

/** The name of every distinct exercise of the entries: a catalogue one or the caller's own (404 otherwise). */
async function resolveExerciseNames(userId: string, entries: readonly ExerciseEntryInput[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.map((entry) => entry.exerciseId))];
  const exercises = await Promise.all(ids.map((exerciseId) => findExercise({ exerciseId, userId })));
  return new Map(
    exercises.map((exercise, index) => {
      if (!exercise) throw new NotFound(EXERCISE_NOT_FOUND);
      return [ids[index]!, exercise.name];
    }),
  );
}

function withContent(workout: WorkoutRecord, content: WorkoutContent, exerciseNames: ReadonlyMap<string, string>): WorkoutRecord {
  const exercises: WorkoutExercise[] = toWorkoutExercises({ workoutId: workout.id, entries: content.exercises, exerciseNames });
  return {
    ...workout,
    name: content.name,
    description: content.description,
    difficulty: content.difficulty,
    isPublic: content.isPublic,
    estimatedDuration: content.estimatedDuration ?? estimatedDurationMinutes(exercises),
    totalExercises: exercises.length,
    exercises,
  };
}

function newWorkout(options: {
  /** The id the phone chose (issue 30); else a new one. */
  id?: string;
  userId: string;
  planId: string | null;
  content: WorkoutContent;
  exerciseNames: ReadonlyMap<string, string>;
  now: Date;
  inRoutine?: boolean;
}): WorkoutRecord {
  const at = options.now.toISOString();
  const empty: WorkoutRecord = {
    id: options.id ?? timeOrderedId(options.now),
    userId: options.userId,
    name: '',
    description: '',
    difficulty: options.content.difficulty,
    isPublic: false,
    estimatedDuration: 0,
    planId: options.planId,
    inRoutine: options.inRoutine ?? false,
    totalExercises: 0,
    exercises: [],
    createdAt: at,
    updatedAt: at,
  };
  return withContent(empty, options.content, options.exerciseNames);
}

function withPlanFields(plan: PlanRecord, fields: Omit<PlanInput, 'duration'> & { duration?: number | null }, now: Date): PlanRecord {
  return {
    ...plan,
    name: fields.name,
    description: fields.description,
    difficulty: fields.difficulty,
    isPublic: fields.isPublic,
    duration: fields.duration === undefined ? plan.duration : fields.duration,
    updatedAt: now.toISOString(),
    version: plan.version + 1,
  };
}

function newPlan(userId: string, kind: PlanKind, input: PlanInput, workoutIds: string[], now: Date): PlanRecord {
  const at = now.toISOString();
  return { ...input, id: timeOrderedId(now), userId, kind, folderId: null, workoutIds, createdAt: at, updatedAt: at, version: 0 };
}

/** The plan written with another workout list (its version bumped: concurrent list changes then fail and retry). */
function withWorkoutIds(plan: PlanRecord, workoutIds: string[], now: Date): PlanWrite {
  return { read: plan, next: { ...plan, workoutIds, updatedAt: now.toISOString(), version: plan.version + 1 } };
}

function requireRoom(plan: PlanRecord): void {
  if (plan.workoutIds.length >= MAX_WORKOUTS_PER_PLAN) throw new Conflict(PLAN_FULL);
}

// ------------------------------------------------------------------------------------------------ plans

/**
 * Routines written before issue 27 sit with the training plans: once per person (the first routine list), each is
 * written again, which files it with the routines (repository's planItem). One Query per 100 of their plans, once.
 */
async function fileOlderRoutines(userId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await listPlans({ userId, kind: 'plan', limit: 100, cursor });
    const routines = page.items.filter((plan) => !plan.kind && kindOfPlan(plan) === 'routine');
    for (const plan of routines) {
      const next: PlanRecord = { ...plan, kind: 'routine', version: plan.version + 1 };
      // A write of it meanwhile filed it already.
      await writePlanChange({ putPlans: [{ read: plan, next }] }).catch((error: unknown) => {
        if (!(error instanceof StaleWrite)) throw error;
      });
    }
    cursor = page.cursor;
  } while (cursor);
  await updateRoutineFolderSettings({ userId, kindsSorted: true });
}

/**
 * My routines or my training plans, newest first, each with the exercise names of its workouts in order (one Query +
 * BatchGets of the page's workouts; the first routine page also one Get of the folder settings).
 */
export async function listMyPlans(userId: string, query: { limit: number; cursor?: string; kind: PlanKind }): Promise<Page<PlanSummary>> {
  const firstRoutinePage = query.kind === 'routine' && !query.cursor;
  const [read, settings] = await Promise.all([listPlans({ userId, ...query }), firstRoutinePage ? findRoutineFolderSettings({ userId }) : undefined]);
  const unfiled = firstRoutinePage && !settings?.kindsSorted;
  if (unfiled) await fileOlderRoutines(userId);
  const page = unfiled ? await listPlans({ userId, ...query }) : read;
  // An older routine not yet filed is never shown as a plan.
  const items = page.items.filter((plan) => kindOfPlan(plan) === query.kind);
  const names = await findExerciseNamesOfWorkouts({
    workoutIds: items.flatMap((plan) => plan.workoutIds),
    maxExercises: MAX_EXERCISES_PER_WORKOUT,
  });
  return {
    items: items.map((plan) => toPlanSummary(plan, plan.workoutIds.flatMap((workoutId) => names.get(workoutId) ?? []))),
    cursor: page.cursor,
  };
}

/** A training plan, without workouts; with a device id (issue 30) made once (made-before.ts). */
export async function createPlan(userId: string, input: CreatePlanInput): Promise<Plan> {
  const { id, ...fields } = input;
  const before = id ? await planMadeBefore(userId, id) : undefined;
  if (before) return before;
  const plan = { ...newPlan(userId, 'plan', fields, [], new Date()), ...(id && { id }) };
  return writeOnce(
    id,
    async () => {
      await writePlanChange({ putPlans: [{ next: plan }] });
      return toPlan(plan);
    },
    (madeId) => planMadeBefore(userId, madeId),
  );
}

export async function getPlan(userId: string, planId: string): Promise<Plan> {
  return toPlan(await loadReadablePlan(userId, planId));
}

export async function updatePlan(userId: string, planId: string, input: PlanInput): Promise<Plan> {
  return withRetries(async () => {
    const plan = await loadOwnPlan(userId, planId, 'plan');
    const next = withPlanFields(plan, input, new Date());
    await writePlanChange({ putPlans: [{ read: plan, next }] });
    return toPlan(next);
  });
}

/** Deletes the plan and its workouts in one transaction (conditioned on the plan's version, so none is missed). */
export async function deletePlan(userId: string, planId: string): Promise<void> {
  await withRetries(async () => {
    const plan = await loadOwnPlan(userId, planId);
    await writePlanChange({ deletePlans: [plan], deleteWorkouts: plan.workoutIds.map((workoutId) => ({ workoutId })) });
  });
}

export async function listPlanWorkouts(userId: string, planId: string): Promise<Workout[]> {
  const plan = await loadReadablePlan(userId, planId);
  return (await findWorkouts({ workoutIds: plan.workoutIds })).map(toWorkout);
}

export async function getPlanWithWorkouts(userId: string, planId: string): Promise<PlanWithWorkouts> {
  const plan = await loadReadablePlan(userId, planId);
  const workouts = await findWorkouts({ workoutIds: plan.workoutIds });
  return { ...toPlan(plan), workouts: workouts.map(toWorkout) };
}

// --------------------------------------------------------------------------------------------- routines

const routineContent = (input: RoutineInput): WorkoutContent => ({ ...input, estimatedDuration: null });

/** A routine: a plan and its one workout (named like the plan, holding the exercises), in one transaction. */
export async function createRoutine(userId: string, input: CreateRoutineInput): Promise<PlanWithWorkouts> {
  const { id, exercises: _exercises, ...fields } = input;
  const before = id ? await routineMadeBefore(userId, id) : undefined;
  if (before) return before;
  const exerciseNames = await resolveExerciseNames(userId, input.exercises);
  const now = new Date();
  const workout = newWorkout({ userId, planId: null, content: routineContent(input), exerciseNames, now, inRoutine: true });
  const plan = { ...newPlan(userId, 'routine', { ...fields, duration: null }, [workout.id], now), ...(id && { id }) };
  const planned = { ...workout, planId: plan.id };
  return writeOnce(
    id,
    async () => {
      await writePlanChange({ putPlans: [{ next: plan }], putWorkouts: [{ next: planned }] });
      return { ...toPlan(plan), workouts: [toWorkout(planned)] };
    },
    (madeId) => routineMadeBefore(userId, madeId),
  );
}

/**
 * Updates the plan's fields and makes its first workout the routine again: named like the plan, with these
 * exercises (a plan without workouts gets one).
 */
export async function updateRoutine(userId: string, planId: string, input: RoutineInput): Promise<PlanWithWorkouts> {
  const exerciseNames = await resolveExerciseNames(userId, input.exercises);
  const { exercises: _exercises, ...fields } = input;
  return withRetries(async () => {
    const plan = await loadOwnPlan(userId, planId, 'routine');
    const now = new Date();
    const [firstId, ...otherIds] = plan.workoutIds;
    const first = firstId ? await findWorkout({ workoutId: firstId }) : undefined;
    const workout = first
      ? { ...withContent(first, routineContent(input), exerciseNames), inRoutine: true, updatedAt: now.toISOString() }
      : newWorkout({ userId, planId: plan.id, content: routineContent(input), exerciseNames, now, inRoutine: true });
    const next = { ...withPlanFields(plan, fields, now), workoutIds: [workout.id, ...otherIds] };
    await writePlanChange({ putPlans: [{ read: plan, next }], putWorkouts: [{ readPlanId: first ? first.planId : undefined, next: workout }] });
    const others = await findWorkouts({ workoutIds: otherIds });
    return { ...toPlan(next), workouts: [workout, ...others].map(toWorkout) };
  });
}

/**
 * Puts the routine in one of the caller's folders (null or My Routines' id: back in My Routines). Another person's or
 * a missing folder is 404; a folder deleted afterwards leaves the routine in My Routines (its id names nothing).
 */
export async function moveRoutineToFolder(userId: string, planId: string, folderId: string | null): Promise<Plan> {
  const target = folderId === null || folderId === MY_ROUTINES_FOLDER_ID ? null : folderId;
  if (target !== null && (!isTimeOrderedId(target) || !(await findRoutineFolder({ userId, folderId: target })))) throw new NotFound(FOLDER_NOT_FOUND);
  return withRetries(async () => {
    const plan = await loadOwnPlan(userId, planId, 'routine');
    if ((plan.folderId ?? null) === target) return toPlan(plan);
    const next: PlanRecord = { ...plan, kind: 'routine', folderId: target, updatedAt: new Date().toISOString(), version: plan.version + 1 };
    await writePlanChange({ putPlans: [{ read: plan, next }] });
    return toPlan(next);
  });
}

// --------------------------------------------------------------------------------------------- workouts

export async function listMyWorkouts(userId: string, query: { limit: number; cursor?: string }): Promise<Page<Workout>> {
  const page = await listWorkouts({ userId, ...query });
  return { items: page.items.map(toWorkout), cursor: page.cursor };
}

export async function getWorkout(userId: string, workoutId: string): Promise<Workout> {
  return toWorkout(await loadReadableWorkout(userId, workoutId));
}

/**
 * A new workout; with a planId it joins the end of that plan (mine) in the same transaction. With a device id
 * (issue 30) it is made once: a retry after losing a race finds the workout the other request made.
 */
export async function createWorkout(userId: string, input: CreateWorkoutInput): Promise<Workout> {
  const { id, planId = null, ...content } = input;
  let exerciseNames: Map<string, string> | undefined;
  return withRetries(async () => {
    const made = id ? await workoutMadeBefore(userId, id) : undefined;
    if (made) return made;
    exerciseNames ??= await resolveExerciseNames(userId, input.exercises);
    const workout = newWorkout({ id, userId, planId, content, exerciseNames, now: new Date() });
    const plan = planId ? await loadOwnPlan(userId, planId, 'plan') : undefined;
    if (plan) requireRoom(plan);
    await writePlanChange({
      putWorkouts: [{ next: workout }],
      putPlans: plan ? [withWorkoutIds(plan, [...plan.workoutIds, workout.id], new Date())] : [],
    });
    return toWorkout(workout);
  });
}

/**
 * PUT /api/workouts/{id}: new content, a new plan (null: none), or both. A move takes the workout out of its
 * old plan's list and appends it to the new one's, with the workout, in one transaction.
 */
export async function updateWorkout(userId: string, workoutId: string, change: { content?: WorkoutContent; planId?: string | null }): Promise<Workout> {
  const exerciseNames = change.content ? await resolveExerciseNames(userId, change.content.exercises) : new Map<string, string>();
  return withRetries(async () => {
    const workout = await loadOwnWorkout(userId, workoutId);
    requireNotRoutineWorkout(workout);
    const now = new Date();
    const readPlanId = workout.planId ?? null;
    const planId = change.planId === undefined ? readPlanId : change.planId;
    const putPlans: PlanWrite[] = [];
    if (planId !== readPlanId) {
      const target = planId ? await loadOwnPlan(userId, planId, 'plan') : undefined;
      if (target) {
        requireRoom(target);
        putPlans.push(withWorkoutIds(target, [...target.workoutIds, workout.id], now));
      }
      const source = readPlanId ? await findPlan({ planId: readPlanId }) : undefined;
      if (source) putPlans.push(withWorkoutIds(source, source.workoutIds.filter((id) => id !== workout.id), now));
    }
    const content = change.content ? withContent(workout, change.content, exerciseNames) : workout;
    const next: WorkoutRecord = { ...content, planId, updatedAt: now.toISOString() };
    await writePlanChange({ putPlans, putWorkouts: [{ readPlanId, next }] });
    return toWorkout(next);
  });
}

/** Deletes a workout; it leaves its plan's list in the same transaction. */
export async function deleteWorkout(userId: string, workoutId: string): Promise<void> {
  await withRetries(async () => {
    const workout = await loadOwnWorkout(userId, workoutId);
    requireNotRoutineWorkout(workout);
    const readPlanId = workout.planId ?? null;
    const plan = readPlanId ? await findPlan({ planId: readPlanId }) : undefined;
    await writePlanChange({
      deleteWorkouts: [{ workoutId, readPlanId }],
      putPlans: plan ? [withWorkoutIds(plan, plan.workoutIds.filter((id) => id !== workoutId), new Date())] : [],
    });
  });
}

/** Swaps the workout with its neighbour in its plan; answers the plan's workouts in the new order. */
export async function reorderWorkout(userId: string, workoutId: string, direction: 'up' | 'down'): Promise<Workout[]> {
  const workoutIds = await withRetries(async () => {
    const workout = await loadOwnWorkout(userId, workoutId);
    requireNotRoutineWorkout(workout);
    const plan = workout.planId ? await findPlan({ planId: workout.planId }) : undefined;
    const index = plan ? plan.workoutIds.indexOf(workoutId) : -1;
    if (!plan || index === -1) throw new Conflict(NOT_IN_A_PLAN);
    const neighbour = direction === 'up' ? index - 1 : index + 1;
    if (neighbour < 0) throw new BadRequest('This workout is already the first of its plan.');
    if (neighbour >= plan.workoutIds.length) throw new BadRequest('This workout is already the last of its plan.');
    const reordered = [...plan.workoutIds];
    [reordered[index], reordered[neighbour]] = [reordered[neighbour]!, reordered[index]!];
    await writePlanChange({ putPlans: [withWorkoutIds(plan, reordered, new Date())] });
    return reordered;
  });
  return (await findWorkouts({ workoutIds })).map(toWorkout);
}

// ------------------------------------------------------------------------------------------- templates

/** What a session started from a routine or workout copies (functions/plans/index.ts). */
export interface WorkoutTemplate {
  /** The session's name: the plan's when started from a plan, else the workout's. */
  name: string;
  workoutName: string | null;
  workoutPlanId: string | null;
  workoutId: string | null;
  exercises: WorkoutExercise[];
}

/**
 * The workout to start: the named workout, else the plan's first (a plan without workouts gives an empty
 * template with the plan's name). It must be readable by the caller; otherwise 404.
 */
export async function findWorkoutTemplate(options: { userId: string; workoutPlanId?: string | null; workoutId?: string | null }): Promise<WorkoutTemplate> {
  const { userId, workoutPlanId, workoutId } = options;
  if (workoutId) {
    const workout = await loadReadableWorkout(userId, workoutId);
    return { name: workout.name, workoutName: workout.name, workoutPlanId: workout.planId ?? null, workoutId: workout.id, exercises: workout.exercises };
  }
  if (!workoutPlanId) throw new NotFound(PLAN_NOT_FOUND);
  const plan = await loadReadablePlan(userId, workoutPlanId);
  const [firstId] = plan.workoutIds;
  const first = firstId ? await findWorkout({ workoutId: firstId }) : undefined;
  return {
    name: plan.name,
    workoutName: first?.name ?? null,
    workoutPlanId: plan.id,
    workoutId: first?.id ?? null,
    exercises: first?.exercises ?? [],
  };
}
