/**
 * The live workout: starting the one active session (empty, or from a routine or workout), reading it, changing its
 * exercises and sets while it is active, and discarding a session. Each change is computed from the session as read
 * and retried when it lost a race (../own-session.ts); finishing it is completion/service.ts.
 */
import { ID_IN_USE, type DeletedWorkoutSet, type SetChangeEffects, type WorkoutSession, type WorkoutSet, type WorkoutSetChange } from '../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../shared/constants';
import { MAX_ID_LENGTH } from '../../../shared/schemas/sessions';
import { missingValues, missingValuesMessage, neededValues, type SetValueField } from '../../../shared/workout/set-completion';
import { missingMeasures, missingMeasuresMessage, typedValues, unmeasuredFieldMessage, type TypedSetValues } from '../../../shared/exercise-types/set-measures';
import { exerciseTypeOrDefault, type ExerciseType, type SetMeasure } from '../../../shared/exercise-types/types';
import type { TemplateEntry } from '../../../shared/workout/template-copy';
import { findExercise } from '../../exercises/index';
import { findWorkoutTemplate, type WorkoutTemplate } from '../../plans/index';
import { StaleWrite } from '../../lib/db/transact';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { isTimeOrderedId, timeOrderedId } from '../../lib/ids';
import { countMetric } from '../../lib/observability';
import { pauseBeforeRetry } from '../../lib/retries';
import { deviceStartTime } from '../device-ids';
import { confirmedSetFlags, exercisesWithRecordSets, liveSetFlags } from '../insights';
import { parseSetId } from '../keys';
import { exerciseTypesOf, isOwn, loadOwnSession, loadOwnSessionWithSets, resolveExercise, resolveExerciseName, withRetries } from '../own-session';
import { rebuildAfterRemoving } from '../records-rebuild';
import { orderSets, toWorkoutSession, toWorkoutSet, type SessionRecord, type SetRecord } from '../records';
import { findRecordsOfExercises, findSession, findSessionWithSets } from '../repository';
import { sessionFromTemplate } from './from-template';
import { deleteSession, findActiveSessionId, findDeviceSetSessionId, startActiveSession, writeSessionChange } from './repository';
import { setChangeEffects } from './set-change-effects';
import { detailChanges, warmupToggleChanges, type SetDetailsInput } from './set-details';
import {
  applySetChanges,
  planAddSet,
  planDeleteSet,
  planExerciseNote,
  planMoveExercise,
  planRemoveExercise,
  planReplaceExercise,
  type NewSetFields,
  type SetChanges,
} from './set-changes';

export const SET_NOT_FOUND = 'Set not found';
export const WORKOUT_FINISHED = 'Workout is already finished';
export const ANOTHER_WORKOUT_IN_PROGRESS = 'Another workout is already in progress';

const MAX_ATTEMPTS = 8;

function requireActive(session: SessionRecord): void {
  if (session.status !== 'active') throw new Conflict(WORKOUT_FINISHED);
}

// --------------------------------------------------------------------------------------------- sessions

export interface StartSessionInput {
  name?: string | null;
  workoutPlanId: string | null;
  workoutId: string | null;
  /** Issue 12: the id chosen on the device, and the start it sent (startTime or startedAt). */
  id?: string;
  startTime?: string | null;
  /**
   * Issue 30: the copy a phone made of the routine or workout to start it offline (its entries, and its sets' local
   * ids in the order the copy makes them), stored instead of a copy of the template as it is now.
   */
  copy?: { exercises: readonly CopiedEntry[]; setIds: readonly string[] };
}

/** A copied entry as the phone sends it: the exercise's name is the server's, not the phone's. */
type CopiedEntry = Omit<TemplateEntry, 'exerciseName'>;

/**
 * The phone's entries with the names of their exercises: the template's where it lists the exercise, else read (404
 * when the caller cannot use the exercise, as when adding it to a workout).
 */
async function namedEntries(userId: string, entries: readonly CopiedEntry[], template: WorkoutTemplate | undefined): Promise<TemplateEntry[]> {
  const names = new Map((template?.exercises ?? []).map((entry) => [entry.exerciseId, entry.exerciseName]));
  for (const exerciseId of new Set(entries.map((entry) => entry.exerciseId))) {
    if (!names.has(exerciseId)) names.set(exerciseId, await resolveExerciseName(userId, exerciseId));
  }
  return entries.map((entry) => ({ ...entry, exerciseName: names.get(entry.exerciseId) ?? '' }));
}

function newSession(
  userId: string,
  input: StartSessionInput,
  template: WorkoutTemplate | undefined,
  copied: TemplateEntry[] | undefined,
  now: Date,
  typeOf: ReadonlyMap<string, ExerciseType>,
): { session: SessionRecord; sets: SetRecord[] } {
  const at = input.id ? deviceStartTime({ id: input.id, startTime: input.startTime, now }) : now.toISOString();
  const session: SessionRecord = {
    id: input.id ?? timeOrderedId(now),
    userId,
    name: input.name?.trim() || template?.name || QUICK_WORKOUT_NAME,
    workoutName: template?.workoutName ?? null,
    isActive: true,
    status: 'active',
    startTime: at,
    startedAt: at,
    createdAt: at,
    endTime: null,
    completedAt: null,
    duration: null,
    workoutPlanId: template ? template.workoutPlanId : input.workoutPlanId,
    workoutId: template ? template.workoutId : input.workoutId,
    totalWeight: 0,
    notes: null,
    exerciseIds: [],
    exerciseRestSeconds: {},
    version: 0,
  };
  if (copied && input.copy) {
    const setIds = input.copy.setIds[Symbol.iterator]();
    return sessionFromTemplate({ session, exercises: copied, newLocalId: () => String(setIds.next().value), typeOf });
  }
  if (!template) return { session, sets: [] };
  return sessionFromTemplate({ session, exercises: template.exercises, newLocalId: () => timeOrderedId(now), typeOf });
}

/**
 * Starts a session, or answers the active one when there is one (`started: false`): never two. Two racing
 * starts both end up answering the one session that won the pointer. Started from a routine or workout
 * (`workoutPlanId` / `workoutId`), the session gets its exercises, rest times and sets.
 *
 * Issue 12: with an `id` chosen on the device, the active session is answered only when it is that one; another
 * active one is a 409, and an id any session already has (anyone's, maybe finished) is a 409 that never says whose.
 */
export async function startSession(userId: string, input: StartSessionInput): Promise<{ session: WorkoutSession; started: boolean }> {
  let template: WorkoutTemplate | undefined;
  let copied: TemplateEntry[] | undefined;
  let typeOf: ReadonlyMap<string, ExerciseType> | undefined;
  for (let round = 1; ; round++) {
    const existing = await findActiveSession(userId);
    if (existing) {
      if (input.id && existing.id !== input.id) throw new Conflict(ANOTHER_WORKOUT_IN_PROGRESS);
      return { session: existing, started: false };
    }
    // Checked before a routine's sets are written into the id's partition (they are put ahead of the session).
    if (input.id && round === 1 && (await findSession({ sessionId: input.id }))) throw new Conflict(ID_IN_USE);
    if (!template && (input.workoutPlanId || input.workoutId)) {
      template = await findWorkoutTemplate({ userId, workoutPlanId: input.workoutPlanId, workoutId: input.workoutId });
    }
    if (!copied && input.copy) copied = await namedEntries(userId, input.copy.exercises, template);
    const entries = copied ?? template?.exercises ?? [];
    typeOf ??= await exerciseTypesOf(userId, entries.map((entry) => entry.exerciseId));
    const { session, sets } = newSession(userId, input, template, copied, new Date(), typeOf);
    try {
      const { started, idInUse } = await startActiveSession({ session, sets });
      if (started) return { session: toWorkoutSession(session), started: true };
      if (idInUse) throw new Conflict(ID_IN_USE);
    } catch (error) {
      if (!(error instanceof StaleWrite)) throw error;
    }
    // Lost to another start (or its transaction was in flight): the next round reads the winner.
    if (round >= MAX_ATTEMPTS) throw new Conflict('Another workout is being started. Please try again.');
    await pauseBeforeRetry(round);
  }
}

/** The active session, or null: the pointer, then the session it names (two GetItems). */
export async function findActiveSession(userId: string): Promise<WorkoutSession | null> {
  const sessionId = await findActiveSessionId({ userId });
  if (!sessionId) return null;
  const session = await findSession({ sessionId });
  return isOwn(session, userId) && session.status === 'active' ? toWorkoutSession(session) : null;
}

export async function getSession(userId: string, sessionId: string): Promise<WorkoutSession> {
  return toWorkoutSession(await loadOwnSession(userId, sessionId));
}

/** Discard: the session, its sets and the pointer to it go; a completed one also leaves the counters. */
export async function discardSession(userId: string, sessionId: string): Promise<void> {
  const deleted = await withRetries(async () => {
    const { session, sets, history } = await loadOwnSessionWithSets(userId, sessionId);
    await deleteSession({ session, sets, history });
    return { session, history };
  });
  // Issue 27: the sessions after it are judged again without it (their PR badges may come back).
  if (deleted.session.status === 'completed') await rebuildAfterRemoving({ userId, sessionId, history: deleted.history });
}

// -------------------------------------------------------------------------------------------- exercises

export async function moveExercise(userId: string, sessionId: string, exerciseId: string, direction: 'up' | 'down'): Promise<WorkoutSession> {
  return withRetries(async () => {
    const session = await loadOwnSession(userId, sessionId);
    requireActive(session);
    const change = planMoveExercise({ session, exerciseId, direction });
    await writeSessionChange({ session, change });
    return toWorkoutSession({ ...session, exerciseIds: change.exerciseIds ?? session.exerciseIds, version: session.version + 1 });
  });
}

export async function replaceExercise(userId: string, sessionId: string, oldExerciseId: string, newExerciseId: string): Promise<WorkoutSession> {
  let replacement: Awaited<ReturnType<typeof resolveExercise>> | undefined;
  return withRetries(async () => {
    const { session, sets } = await loadOwnSessionWithSets(userId, sessionId);
    requireActive(session);
    // Checks in order: the old one must be here (404), the new one must not (409), then it must exist (404).
    planReplaceExercise({ session, sets, oldExerciseId, newExerciseId, newExerciseName: '' });
    replacement ??= await resolveExercise(userId, newExerciseId);
    const change = planReplaceExercise({
      session,
      sets,
      oldExerciseId,
      newExerciseId,
      newExerciseName: replacement.name,
      newExerciseType: replacement.exerciseType,
    });
    await writeSessionChange({ session, change });
    return toWorkoutSession({
      ...session,
      exerciseIds: change.exerciseIds ?? session.exerciseIds,
      exerciseRestSeconds: change.exerciseRestSeconds ?? session.exerciseRestSeconds,
      exerciseNotes: change.exerciseNotes ?? session.exerciseNotes,
      supersetGroups: change.supersetGroups ?? session.supersetGroups,
      version: session.version + 1,
    });
  });
}

/** Issue 29: the person's note on an exercise of the active session (null clears it). */
export async function setExerciseNote(userId: string, sessionId: string, exerciseId: string, note: string | null): Promise<WorkoutSession> {
  return withRetries(async () => {
    const session = await loadOwnSession(userId, sessionId);
    requireActive(session);
    const change = planExerciseNote({ session, exerciseId, note });
    await writeSessionChange({ session, change });
    return toWorkoutSession({ ...session, exerciseNotes: change.exerciseNotes, version: session.version + 1 });
  });
}

export async function removeExercise(userId: string, sessionId: string, exerciseId: string): Promise<void> {
  await withRetries(async () => {
    const { session, sets } = await loadOwnSessionWithSets(userId, sessionId);
    requireActive(session);
    await writeSessionChange({ session, change: planRemoveExercise({ session, sets, exerciseId }) });
  });
}

// ------------------------------------------------------------------------------------------------- sets

/**
 * Adds a set to an exercise of an active own session; the exercise joins the session when new to it. With `id`
 * chosen on the device (issue 12) the set's id is that bare id, claimed for the person (one more GetItem to check
 * it is unused; the claim is written with the set, so of two racing adds one wins and the other reads the claim).
 */
export async function addSet(userId: string, sessionId: string, exerciseId: string, fields: NewSetFields & { id?: string }): Promise<WorkoutSetChange> {
  const { id: deviceSetId, ...setFields } = fields;
  let exercise: { name: string; exerciseType: ExerciseType } | undefined;
  return withRetries(async () => {
    const [found, claimed] = await Promise.all([
      loadOwnSessionWithSets(userId, sessionId),
      deviceSetId ? findDeviceSetSessionId({ userId, setId: deviceSetId }) : undefined,
    ]);
    const { session, sets } = found;
    if (claimed) throw new Conflict(ID_IN_USE);
    requireActive(session);
    exercise ??= exerciseOfSets(sets, exerciseId) ?? (await resolveExercise(userId, exerciseId));
    requireMeasuresOfType(exercise.exerciseType, setFields);
    if (setFields.isCompleted) {
      await requireValuesOfCompletedSet(userId, { exerciseId, exerciseType: exercise.exerciseType, ...typedValues(setFields) });
    }
    const now = new Date();
    const { change, set } = planAddSet({
      session,
      sets,
      exerciseId,
      exerciseName: exercise.name,
      exerciseType: exercise.exerciseType,
      fields: setFields,
      localId: deviceSetId ?? timeOrderedId(now),
      chosenOnDevice: deviceSetId !== undefined,
      now,
    });
    const [effects] = await Promise.all([
      setChangeEffects({ session, setsAfter: [...sets, set], exerciseId, exerciseIds: change.exerciseIds ?? session.exerciseIds }),
      writeSessionChange({ session, change }),
    ]);
    countMetric('SetsLogged');
    return withEffects(set, effects);
  });
}

/** The changed set as its exercise's sets after the change show it (with its flags), and those effects (issue 14). */
function withEffects(set: SetRecord, effects: SetChangeEffects): WorkoutSetChange {
  const shown = effects.exerciseSets.find((candidate) => candidate.id === set.id) ?? toWorkoutSet(set, effects.exerciseIds);
  return { ...shown, ...effects };
}

/**
 * The sets of an own session in display order (one Query of the session's partition), each completed working set
 * with its record flags: for an active session computed now from the records of its exercises (+ one BatchGet, only
 * when a set can set a record); for a completed one as its finish confirmed them (in the same Query).
 */
export async function listSessionSets(userId: string, sessionId: string): Promise<WorkoutSet[]> {
  const { session, sets, history } = await loadOwnSessionWithSets(userId, sessionId);
  if (session.status !== 'active') return orderSets(sets, session.exerciseIds, confirmedSetFlags(sets, history));
  const records = await findRecordsOfExercises({ userId, exerciseIds: exercisesWithRecordSets(sets) });
  return orderSets(sets, session.exerciseIds, liveSetFlags({ session, sets, records }));
}

/**
 * The session and local id a set id names: `<sessionId>.<localId>` from the server, or a bare id chosen on the
 * caller's device (its claim names the session: one GetItem). Undefined: no set of the caller's.
 */
async function resolveSetId(userId: string, setId: string): Promise<{ sessionId: string; localId: string } | undefined> {
  const parts = parseSetId(setId);
  if (parts || !isTimeOrderedId(setId)) return parts;
  const sessionId = await findDeviceSetSessionId({ userId, setId });
  return sessionId ? { sessionId, localId: setId } : undefined;
}

/**
 * Changes one set of an active own session; `changes` is computed from the set as read (so a toggle flips what is
 * stored). The session and its sets are one Query (the session item is read before the sets: repository.ts); the
 * answer carries the set's live record flags, which need the exercise's earlier sets of this session.
 */
async function changeSet(
  userId: string,
  setId: string,
  changesOf: (set: SetRecord) => SetChanges,
  /** Refuses a change the set may not take (throws), given the set as read and as it would be. */
  check?: (before: SetRecord, after: SetRecord) => Promise<void>,
): Promise<WorkoutSetChange> {
  const parts = await resolveSetId(userId, setId);
  if (!parts) throw new NotFound(SET_NOT_FOUND);
  return withRetries(async () => {
    const found = await findSessionWithSets({ sessionId: parts.sessionId });
    const set = found?.sets.find((candidate) => candidate.localId === parts.localId);
    if (!found || !set || !isOwn(found.session, userId)) throw new NotFound(SET_NOT_FOUND);
    const { session, sets } = found;
    requireActive(session);
    const changes = changesOf(set);
    const changed = applySetChanges(set, changes);
    await check?.(set, changed);
    const setsAfter = sets.map((other) => (other.localId === set.localId ? changed : other));
    const [effects] = await Promise.all([
      setChangeEffects({ session, setsAfter, exerciseId: changed.exerciseId, exerciseIds: session.exerciseIds }),
      writeSessionChange({ session, change: { updateSets: [{ localId: set.localId, changes }] } }),
    ]);
    return withEffects(changed, effects);
  });
}

/**
 * A completed set holds the values its exercise needs (issue 27: a green row never hides an empty set): weight and
 * reps, or reps alone for a Bodyweight exercise. The exercise is read only when weight is missing.
 * `cleared`: only these fields count (a value change refuses only what it empties, so an older incomplete set can
 * still be mended).
 */
async function requireValuesOfCompletedSet(
  userId: string,
  set: { exerciseId: string; exerciseType?: ExerciseType } & TypedSetValues,
  cleared?: readonly SetMeasure[],
): Promise<void> {
  const type = exerciseTypeOrDefault(set.exerciseType);
  if (type !== 'weight_reps') {
    // Issue 29: the measures the type needs (a weight & reps exercise keeps the equipment rule below).
    const missing = missingMeasures(type, set).filter((measure) => !cleared || cleared.includes(measure));
    if (missing.length > 0) throw new BadRequest(missingMeasuresMessage(missing));
    return;
  }
  const counts = (field: SetValueField) => !cleared || cleared.includes(field);
  let missing = missingValues(set, neededValues(undefined)).filter(counts);
  if (missing.includes('weight')) {
    const exercise = set.exerciseId.length <= MAX_ID_LENGTH ? await findExercise({ exerciseId: set.exerciseId, userId }) : undefined;
    missing = missingValues(set, neededValues(exercise?.equipment)).filter(counts);
  }
  if (missing.length > 0) throw new BadRequest(missingValuesMessage(missing));
}

type SetValuesInput = { weight?: number | null; reps?: number | null; durationSeconds?: number | null; distanceMeters?: number | null };

const SET_VALUE_FIELDS = ['weight', 'reps', 'durationSeconds', 'distanceMeters'] as const;

const valueChanges = (input: SetValuesInput | undefined): SetChanges =>
  Object.fromEntries(SET_VALUE_FIELDS.filter((field) => input?.[field] !== undefined).map((field) => [field, input?.[field]]));

/** Issue 29: 400 naming a value the set's exercise type does not measure (a time on a weight & reps exercise). */
function requireMeasuresOfType(type: ExerciseType | undefined, values: SetValuesInput): void {
  const message = unmeasuredFieldMessage(exerciseTypeOrDefault(type), values);
  if (message) throw new BadRequest(message);
}

/** The name and type an exercise's sets in this session already carry (none when it has no set yet). */
function exerciseOfSets(sets: readonly SetRecord[], exerciseId: string): { name: string; exerciseType: ExerciseType } | undefined {
  const set = sets.find((candidate) => candidate.exerciseId === exerciseId);
  return set && { name: set.exerciseName, exerciseType: exerciseTypeOrDefault(set.exerciseType) };
}

/** The spec's warm-up toggle; issue 29: it sets the set type too (a warm-up becomes normal, any other a warm-up). */
export function toggleWarmup(userId: string, setId: string): Promise<WorkoutSetChange> {
  return changeSet(userId, setId, warmupToggleChanges);
}

/**
 * Flips a set's completion; `values` (the row's weight and reps) are stored in the same write (issue 27). A set is
 * completed only with the values its exercise needs, else 400 naming them.
 */
export function toggleCompletion(userId: string, setId: string, values?: SetValuesInput): Promise<WorkoutSetChange> {
  return changeSet(
    userId,
    setId,
    (set) => ({ ...valueChanges(values), isCompleted: !set.isCompleted }),
    async (_before, after) => {
      requireMeasuresOfType(after.exerciseType, values ?? {});
      if (after.isCompleted) await requireValuesOfCompletedSet(userId, { ...after, ...typedValues(after) });
    },
  );
}

/**
 * Changes a set's values, and (issue 29) its type, RPE and note; a completed set's needed value cannot be emptied
 * (untick it first).
 */
export function updateSet(userId: string, setId: string, input: SetValuesInput & SetDetailsInput): Promise<WorkoutSetChange> {
  const cleared = SET_VALUE_FIELDS.filter((field) => input[field] === null);
  return changeSet(userId, setId, () => ({ ...valueChanges(input), ...detailChanges(input) }), async (_before, after) => {
    requireMeasuresOfType(after.exerciseType, input);
    if (after.isCompleted && cleared.length > 0) await requireValuesOfCompletedSet(userId, { ...after, ...typedValues(after) }, cleared);
  });
}

/**
 * Deletes a set; the later sets of its exercise are renumbered in the same transaction. Answers the exercise's sets
 * as they are after it (issue 14), so the client sees the new numbers and record flags without reading them again.
 */
export async function deleteSet(userId: string, setId: string): Promise<DeletedWorkoutSet> {
  const parts = await resolveSetId(userId, setId);
  if (!parts) throw new NotFound(SET_NOT_FOUND);
  return withRetries(async () => {
    const found = await findSessionWithSets({ sessionId: parts.sessionId });
    const target = found?.sets.find((set) => set.localId === parts.localId);
    if (!found || !target || !isOwn(found.session, userId)) throw new NotFound(SET_NOT_FOUND);
    const { session, sets } = found;
    requireActive(session);
    const change = planDeleteSet({ sets, localId: parts.localId });
    const renumbered = new Map((change.updateSets ?? []).map(({ localId, changes }) => [localId, changes]));
    const setsAfter = sets.filter((set) => set.localId !== target.localId).map((set) => applySetChanges(set, renumbered.get(set.localId) ?? {}));
    const [effects] = await Promise.all([
      setChangeEffects({ session, setsAfter, exerciseId: target.exerciseId, exerciseIds: session.exerciseIds }),
      writeSessionChange({ session, change }),
    ]);
    return { id: target.id, sessionId: session.id, exerciseId: target.exerciseId, ...effects };
  });
}
