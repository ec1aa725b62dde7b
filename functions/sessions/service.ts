/**
 * The sessions domain's rules: who may see and change what, when a session may change, and the retries
 * that make every change safe under races. The handler maps HTTP to these; the repository stores.
 */
import type {
  CompletedWorkout,
  DeletedWorkoutSet,
  ExerciseHistoryEntry,
  ExerciseRecords,
  PublicUserStatistics,
  SharedWorkout,
  TrainingDays,
  UserStatistics,
  SetChangeEffects,
  WorkoutSession,
  WorkoutSet,
  WorkoutSetChange,
} from '../../shared/api-types';
import { QUICK_WORKOUT_NAME, WEIGHT_SCALE } from '../../shared/constants';
import type { HealthWorkout } from '../../shared/schemas/health';
import { CLOCK_SKEW_MS, MAX_ID_LENGTH, WORKOUT_IN_FUTURE, type LoggedWorkout } from '../../shared/schemas/sessions';
import { volumeHundredths } from '../../shared/workout-volume';
import { missingValues, missingValuesMessage, neededValues, type SetValueField } from '../../shared/workout/set-completion';
import { isSessionId } from '../lib/db/keys/session';
import { parseSetId } from '../lib/db/keys/set';
import { BadRequest, Conflict, Forbidden, NotFound } from '../lib/errors';
import { isTimeOrderedId, timeOrderedId } from '../lib/ids';
import { pauseBeforeRetry, withRetries as retryOnStaleWrite } from '../lib/retries';
import { StaleWrite } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import { countMetric, log } from '../lib/observability';
import { findExercise } from '../exercises/index';
import { resolveContentAccess } from '../follows/index';
import { findWorkoutTemplate, type WorkoutTemplate } from '../plans/index';
import { markActive } from '../users/index';
import { completedWorkoutRecords } from './completed-workout-records';
import { deviceStartTime, finishTime } from './device-ids';
import { sessionFromTemplate } from './from-template';
import { rebuildAfterAdding, rebuildAfterRemoving } from './records-rebuild';
import { setChangeEffects } from './set-change-effects';
import { toSharedWorkout } from './shared-workout';
import { dayIn, isTimeZone, monthBounds, startOfNextDay } from './time-zone';
import { startOfWeek } from './week';
import { confirmedSetFlags, exercisesWithRecordSets, finishInsights, liveSetFlags } from './insights';
import {
  orderSets,
  toCompletedWorkout,
  toExerciseHistoryEntry,
  toExerciseRecords,
  toWorkoutSession,
  toWorkoutSet,
  type HistoryEntryRecord,
  type SessionRecord,
  type SetRecord,
} from './records';
import {
  completeSession,
  countCompletedSince,
  deleteSession,
  findActiveSessionId,
  findDeviceSetSessionId,
  findExerciseRecords,
  findHealthImportSessionId,
  findRecordsOfExercises,
  findSession,
  findSessionWithSets,
  findUserCounters,
  insertCompletedSession,
  listCompletedWorkouts,
  listCompletionTimes,
  listExerciseHistory,
  type InsightWrites,
  renameHistoryEntries,
  type SessionDetails,
  startActiveSession,
  updateSessionDetails,
  writeSessionChange,
} from './repository';
import {
  applySetChanges,
  planAddSet,
  planDeleteSet,
  planMoveExercise,
  planRemoveExercise,
  planReplaceExercise,
  type NewSetFields,
  type SetChanges,
} from './set-changes';

export const SESSION_NOT_FOUND = 'Workout session not found';
export const SET_NOT_FOUND = 'Set not found';
export const EXERCISE_NOT_FOUND = 'Exercise not found';
export const WORKOUT_FINISHED = 'Workout is already finished';
export const OWN_WORKOUTS_ONLY = 'You can only view your own workouts';
/** Issue 12: an id chosen on a device that names an existing item (never says whose). */
export const ID_IN_USE = 'This id is already in use';
export const ANOTHER_WORKOUT_IN_PROGRESS = 'Another workout is already in progress';
/** thisWeekWorkouts counts at most this many (one bounded Query). */
export const WEEK_COUNT_LIMIT = 100;
const USER_NOT_FOUND = 'User not found';
const PRIVATE_ACCOUNT = 'This account is private.';
const OWN_WEEKLY_STATISTICS_ONLY = 'You can only see your own weekly statistics';

const MAX_ATTEMPTS = 8;
const WORKOUT_CHANGED = 'The workout was changed at the same time. Please try again.';

/** Retries a change that lost a race (functions/lib/retries.ts), answering 409 after a few losses. */
const withRetries = <T>(attempt: () => Promise<T>) => retryOnStaleWrite(attempt, { conflictMessage: WORKOUT_CHANGED });

function isOwn(session: SessionRecord | undefined, userId: string): session is SessionRecord {
  return session !== undefined && session.userId === userId;
}

async function loadOwnSession(userId: string, sessionId: string): Promise<SessionRecord> {
  const session = isSessionId(sessionId) ? await findSession({ sessionId }) : undefined;
  if (!isOwn(session, userId)) throw new NotFound(SESSION_NOT_FOUND);
  return session;
}

async function loadOwnSessionWithSets(
  userId: string,
  sessionId: string,
): Promise<{ session: SessionRecord; sets: SetRecord[]; history: HistoryEntryRecord[] }> {
  const found = isSessionId(sessionId) ? await findSessionWithSets({ sessionId }) : undefined;
  if (!found || !isOwn(found.session, userId)) throw new NotFound(SESSION_NOT_FOUND);
  return found;
}

function requireActive(session: SessionRecord): void {
  if (session.status !== 'active') throw new Conflict(WORKOUT_FINISHED);
}

async function resolveExerciseName(userId: string, exerciseId: string): Promise<string> {
  const exercise = exerciseId.length <= MAX_ID_LENGTH ? await findExercise({ exerciseId, userId }) : undefined;
  if (!exercise) throw new NotFound(EXERCISE_NOT_FOUND);
  return exercise.name;
}

// ------------------------------------------------------------------------------------------------ sessions

export interface StartSessionInput {
  name?: string | null;
  workoutPlanId: string | null;
  workoutId: string | null;
  /** Issue 12: the id chosen on the device, and the start it sent (startTime or startedAt). */
  id?: string;
  startTime?: string | null;
}

function newSession(userId: string, input: StartSessionInput, template: WorkoutTemplate | undefined, now: Date): { session: SessionRecord; sets: SetRecord[] } {
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
  if (!template) return { session, sets: [] };
  return sessionFromTemplate({ session, exercises: template.exercises, newLocalId: () => timeOrderedId(now) });
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
    const { session, sets } = newSession(userId, input, template, new Date());
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

/**
 * Changes a session's name, notes or visibility (issue 27). A finished one's history entries carry its name too: they
 * are renamed after it (the session's status is read from the update itself, so a finish that committed first has its
 * entries renamed, and one that commits later fails its version check and is computed again with the new name).
 */
async function updateDetails(userId: string, sessionId: string, details: SessionDetails): Promise<WorkoutSession> {
  const updated = isSessionId(sessionId) ? await updateSessionDetails({ sessionId, userId, details }) : undefined;
  if (!updated) throw new NotFound(SESSION_NOT_FOUND);
  if (details.name !== undefined && updated.status === 'completed') await renameHistoryEntries({ sessionId, name: details.name });
  return toWorkoutSession(updated);
}

/** The details a PUT sends that differ from the session's (undefined: nothing to write). */
function changedDetails(session: SessionRecord | WorkoutSession, details: SessionDetails): SessionDetails | undefined {
  const changed: SessionDetails = {
    ...(details.name !== undefined && details.name !== session.name && { name: details.name }),
    ...(details.notes !== undefined && details.notes !== (session.notes ?? null) && { notes: details.notes }),
    ...(details.visibility !== undefined && details.visibility !== (session.visibility ?? 'followers') && { visibility: details.visibility }),
  };
  return Object.keys(changed).length > 0 ? changed : undefined;
}

/**
 * What a finish (or a logged workout) writes besides the session: the records of its exercises are read (one
 * consistent BatchGet, none when no set can set a record) and the history entries and records computed from them.
 */
export async function insightsOf(completed: SessionRecord, sets: readonly SetRecord[], now: Date): Promise<InsightWrites> {
  const records = await findRecordsOfExercises({ userId: completed.userId, exerciseIds: exercisesWithRecordSets(sets) });
  return finishInsights({ session: completed, sets, records, now });
}

/**
 * Finishes the session (a no-op answering it when it is already finished). The session, the active
 * pointer, the counters, the history entries and the records it beat change in one transaction conditioned
 * on the versions read (a lost race reads everything again). Followers hear of it from the table's stream
 * (workout-notices.ts, issue 31), so the finish costs the same whatever their number.
 */
async function finish(
  userId: string,
  sessionId: string,
  details: SessionDetails,
  endTime: string | null | undefined,
): Promise<{ session: WorkoutSession; finishedNow: boolean }> {
  const result = await withRetries(async () => {
    const { session, sets } = await loadOwnSessionWithSets(userId, sessionId);
    if (session.status === 'completed') return { session, finishedNow: false };
    const now = new Date();
    // A workout finished offline keeps the phone's end (issue 12); else the server's clock ends it.
    const end = finishTime({ requested: endTime, startTime: session.startTime, now });
    const at = end.toISOString();
    const volume = volumeHundredths(sets);
    const completed: SessionRecord = {
      ...session,
      name: details.name ?? session.name,
      ...(details.notes !== undefined && { notes: details.notes }),
      ...(details.visibility !== undefined && { visibility: details.visibility }),
      status: 'completed',
      isActive: false,
      endTime: at,
      completedAt: at,
      duration: Math.max(0, Math.round((end.getTime() - Date.parse(session.startTime)) / 60_000)),
      totalWeight: volume / WEIGHT_SCALE,
      version: session.version + 1,
    };
    const insights = await insightsOf(completed, sets, now);
    await completeSession({ session, completed, volumeHundredths: volume, insights });
    return { session: { ...completed, personalRecords: [...insights.personalRecords] }, finishedNow: true };
  });
  if (result.finishedNow) countMetric('WorkoutsFinished');
  if (result.finishedNow) await recordActivity(result.session);
  return { session: toWorkoutSession(result.session), finishedNow: result.finishedNow };
}

/** The finish moves a public account to the front of the follow suggestions; a failure does not fail the finish. */
async function recordActivity(session: SessionRecord): Promise<void> {
  try {
    await markActive({ userId: session.userId, at: session.completedAt ?? new Date().toISOString() });
  } catch (error) {
    log.error('Could not record the activity of a finished workout', { sessionId: session.id, error });
  }
}

/**
 * Logs a workout done without a live session (the Save screen's draft) as completed: the exercises are looked
 * up (one GetItem each, at most MAX_EXERCISES_PER_SESSION), the sets stored, the counters grown, followers told
 * and the person marked active, as a finish does. The active session, if any, is not touched.
 */
export async function logCompletedWorkout(userId: string, input: LoggedWorkout): Promise<WorkoutSession> {
  const now = new Date();
  const start = Date.parse(input.startTime);
  if (start > now.getTime() + CLOCK_SKEW_MS) throw new BadRequest(WORKOUT_IN_FUTURE);
  const names = await Promise.all(input.exercises.map((exercise) => resolveExerciseName(userId, exercise.exerciseId)));
  const end = input.endTime ?? new Date(start + (input.durationMinutes ?? 0) * 60_000).toISOString();
  const { session, sets, volume } = completedWorkoutRecords(
    {
      userId,
      name: input.name?.trim() || QUICK_WORKOUT_NAME,
      startTime: input.startTime,
      endTime: end,
      notes: input.description || null,
      visibility: input.visibility,
      // Its followers hear of it from the table's stream, as of a finish (workout-notices.ts, issue 31).
      origin: 'logged',
      exercises: input.exercises.map((exercise, index) => ({ ...exercise, exerciseName: names[index] ?? '' })),
    },
    now,
  );
  let personalRecords: WorkoutSession['personalRecords'] = [];
  await insertCompletedSession({
    session,
    sets,
    volumeHundredths: volume,
    insights: async () => {
      const insights = await insightsOf(session, sets, now);
      personalRecords = [...insights.personalRecords];
      return insights;
    },
  });
  // Issue 27: a workout logged for a day before later ones changes what those beat, and what it beat itself.
  const added = { sessionId: session.id, completedAt: session.completedAt ?? end, exerciseIds: sets.filter((set) => set.isCompleted).map((set) => set.exerciseId) };
  if (await rebuildAfterAdding({ userId, workouts: [added] })) personalRecords = (await findSession({ sessionId: session.id }))?.personalRecords ?? personalRecords;
  countMetric('WorkoutsFinished');
  await recordActivity(session);
  return toWorkoutSession({ ...session, personalRecords });
}

/** An imported workout that started (or ended) later than now plus CLOCK_SKEW_MS: the Shortcut's clock or data is wrong. */
export const HEALTH_START_IN_FUTURE = 'startTime cannot be in the future.';
export const HEALTH_END_IN_FUTURE = 'endTime cannot be in the future.';
/** The claim's sort key holds the appleHealthId, and a sort key holds at most 1,024 bytes: 256 emoji would not fit. */
const MAX_HEALTH_ID_BYTES = 512;
export const HEALTH_ID_TOO_LONG = 'appleHealthId is too long.';
/** An imported workout this recent is fresh activity (a 'When Workout Ends' automation), not a backfill. */
const RECENT_IMPORT_MS = 24 * 60 * 60_000;

/** The session an Apple Health workout was imported as, when `userId` imported it before. */
async function findImportedSession(userId: string, appleHealthId: string): Promise<SessionRecord | undefined> {
  const sessionId = await findHealthImportSessionId({ userId, appleHealthId });
  const session = sessionId ? await findSession({ sessionId }) : undefined;
  return isOwn(session, userId) ? session : undefined;
}

/**
 * Imports a workout from Apple Health (already parsed by healthWorkoutSchema) as a completed session without
 * sets: in the completed list and the counters (one workout, no volume), once per person and appleHealthId. The
 * session and its claim are one transaction, so a workout sent again, or twice at once, is stored once; then the
 * answer is the stored session with `imported: false`. Followers are not notified (a backfill of months would
 * flood them) and the active session is not touched. A recent workout marks the person active, as a finish does.
 */
export async function importHealthWorkout(options: { userId: string; workout: HealthWorkout }): Promise<{ session: WorkoutSession; imported: boolean }> {
  const { userId, workout } = options;
  const now = new Date();
  if (Date.parse(workout.startTime) > now.getTime() + CLOCK_SKEW_MS) throw new BadRequest(HEALTH_START_IN_FUTURE);
  if (Date.parse(workout.endTime) > now.getTime() + CLOCK_SKEW_MS) throw new BadRequest(HEALTH_END_IN_FUTURE);
  if (Buffer.byteLength(workout.appleHealthId, 'utf8') > MAX_HEALTH_ID_BYTES) throw new BadRequest(HEALTH_ID_TOO_LONG);
  const at = now.toISOString();
  const session: SessionRecord = {
    id: timeOrderedId(now),
    userId,
    name: workout.name,
    workoutName: null,
    isActive: false,
    status: 'completed',
    startTime: workout.startTime,
    startedAt: workout.startTime,
    createdAt: at,
    endTime: workout.endTime,
    completedAt: workout.endTime,
    duration: workout.duration,
    workoutPlanId: null,
    workoutId: null,
    totalWeight: 0,
    notes: workout.notes,
    exerciseIds: [],
    exerciseRestSeconds: {},
    health: {
      type: workout.type,
      caloriesBurned: workout.caloriesBurned,
      distance: workout.distance,
      appleHealthId: workout.appleHealthId,
      importedFromHealth: true,
    },
    version: 0,
  };
  const { inserted } = await insertCompletedSession({ session, sets: [], volumeHundredths: 0 });
  if (inserted) {
    if (now.getTime() - Date.parse(workout.endTime) <= RECENT_IMPORT_MS) await recordActivity({ ...session, completedAt: at });
    return { session: toWorkoutSession(session), imported: true };
  }
  // Imported before: the claim and its session were written together (and a discard deletes both together).
  const stored = await findImportedSession(userId, workout.appleHealthId);
  if (!stored) throw new Conflict('The workout was changed at the same time. Please try again.');
  return { session: toWorkoutSession(stored), imported: false };
}

export interface UpdateSessionInput extends SessionDetails {
  status?: 'active' | 'completed';
  isActive?: boolean;
  /** When a finish ends the workout (the phone's endTime or completedAt); absent: now. */
  endTime?: string | null;
}

/**
 * PUT: finish (status 'completed' or isActive false), change the name, notes or visibility, or both (the save step
 * sends them with the finish, issue 27). A finished workout is not restarted.
 */
export async function updateSession(userId: string, sessionId: string, input: UpdateSessionInput): Promise<WorkoutSession> {
  const { status, isActive, endTime, ...details } = input;
  if (status === 'completed' || isActive === false) {
    const { session, finishedNow } = await finish(userId, sessionId, details, endTime);
    const changed = finishedNow ? undefined : changedDetails(session, details);
    return changed ? updateDetails(userId, sessionId, changed) : session;
  }
  const session = await loadOwnSession(userId, sessionId);
  if ((status === 'active' || isActive === true) && session.status === 'completed') {
    throw new Conflict('A finished workout cannot be restarted.');
  }
  const changed = changedDetails(session, details);
  return changed ? updateDetails(userId, sessionId, changed) : toWorkoutSession(session);
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

/**
 * A completed session of `userId` as a post shows it, or undefined when the id names no completed session of
 * theirs (one Query of the session's partition, which the per-session set limit keeps small).
 */
export async function findSharedWorkout(options: { userId: string; sessionId: string }): Promise<SharedWorkout | undefined> {
  const found = isSessionId(options.sessionId) ? await findSessionWithSets({ sessionId: options.sessionId }) : undefined;
  if (!found || !isOwn(found.session, options.userId) || found.session.status !== 'completed') return undefined;
  return toSharedWorkout(found.session, found.sets);
}

// --------------------------------------------------------------------------------------------- exercises

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
  let newExerciseName: string | undefined;
  return withRetries(async () => {
    const { session, sets } = await loadOwnSessionWithSets(userId, sessionId);
    requireActive(session);
    // Checks in order: the old one must be here (404), the new one must not (409), then it must exist (404).
    planReplaceExercise({ session, sets, oldExerciseId, newExerciseId, newExerciseName: '' });
    newExerciseName ??= await resolveExerciseName(userId, newExerciseId);
    const change = planReplaceExercise({ session, sets, oldExerciseId, newExerciseId, newExerciseName });
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

export async function removeExercise(userId: string, sessionId: string, exerciseId: string): Promise<void> {
  await withRetries(async () => {
    const { session, sets } = await loadOwnSessionWithSets(userId, sessionId);
    requireActive(session);
    await writeSessionChange({ session, change: planRemoveExercise({ session, sets, exerciseId }) });
  });
}

// --------------------------------------------------------------------------------------------------- sets

/**
 * Adds a set to an exercise of an active own session; the exercise joins the session when new to it. With `id`
 * chosen on the device (issue 12) the set's id is that bare id, claimed for the person (one more GetItem to check
 * it is unused; the claim is written with the set, so of two racing adds one wins and the other reads the claim).
 */
export async function addSet(userId: string, sessionId: string, exerciseId: string, fields: NewSetFields & { id?: string }): Promise<WorkoutSetChange> {
  const { id: deviceSetId, ...setFields } = fields;
  let exerciseName: string | undefined;
  return withRetries(async () => {
    const [found, claimed] = await Promise.all([
      loadOwnSessionWithSets(userId, sessionId),
      deviceSetId ? findDeviceSetSessionId({ userId, setId: deviceSetId }) : undefined,
    ]);
    const { session, sets } = found;
    if (claimed) throw new Conflict(ID_IN_USE);
    requireActive(session);
    exerciseName ??= sets.find((set) => set.exerciseId === exerciseId)?.exerciseName ?? (await resolveExerciseName(userId, exerciseId));
    if (setFields.isCompleted) await requireValuesOfCompletedSet(userId, { exerciseId, weight: setFields.weight ?? null, reps: setFields.reps ?? null });
    const now = new Date();
    const { change, set } = planAddSet({
      session,
      sets,
      exerciseId,
      exerciseName,
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
 * Changes one set of an active own session; `changes` is computed from the set as read (so a toggle flips what is
 * stored). The session and its sets are one Query (the session item is read before the sets: repository.ts); the
 * answer carries the set's live record flags, which need the exercise's earlier sets of this session.
 */
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
  set: { exerciseId: string; weight: number | null; reps: number | null },
  cleared?: readonly SetValueField[],
): Promise<void> {
  const counts = (field: SetValueField) => !cleared || cleared.includes(field);
  let missing = missingValues(set, neededValues(undefined)).filter(counts);
  if (missing.includes('weight')) {
    const exercise = set.exerciseId.length <= MAX_ID_LENGTH ? await findExercise({ exerciseId: set.exerciseId, userId }) : undefined;
    missing = missingValues(set, neededValues(exercise?.equipment)).filter(counts);
  }
  if (missing.length > 0) throw new BadRequest(missingValuesMessage(missing));
}

type SetValuesInput = { weight?: number | null; reps?: number | null };

const valueChanges = (input: SetValuesInput | undefined): SetChanges => ({
  ...(input?.weight !== undefined ? { weight: input.weight } : {}),
  ...(input?.reps !== undefined ? { reps: input.reps } : {}),
});

export function toggleSet(userId: string, setId: string, flag: 'isCompleted' | 'isWarmup'): Promise<WorkoutSetChange> {
  return changeSet(userId, setId, (set) => ({ [flag]: !set[flag] }));
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
      if (after.isCompleted) await requireValuesOfCompletedSet(userId, after);
    },
  );
}

/** Changes a set's values; a completed set's needed value cannot be emptied (untick it first). */
export function updateSet(userId: string, setId: string, input: SetValuesInput): Promise<WorkoutSetChange> {
  const cleared = (['weight', 'reps'] as const).filter((field) => input[field] === null);
  return changeSet(userId, setId, () => valueChanges(input), async (_before, after) => {
    if (after.isCompleted && cleared.length > 0) await requireValuesOfCompletedSet(userId, after, cleared);
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

// ------------------------------------------------------------------------------------- lists and numbers

export async function completedWorkouts(
  userId: string,
  ownerId: string,
  query: { limit: number; cursor?: string; from?: string },
): Promise<Page<CompletedWorkout>> {
  if (ownerId !== userId) throw new Forbidden(OWN_WORKOUTS_ONLY);
  const page = await listCompletedWorkouts({ userId, ...query });
  return { items: page.items.map(toCompletedWorkout), cursor: page.cursor };
}

/**
 * My numbers: the counters (one GetItem) and this week's count (one bounded Query). Another person's: only what
 * their profile shows, the total, and only when their content is visible to me (docs/decisions.md): so
 * nobody can recover when someone else trained by moving `weekStart`.
 */
export async function statistics(viewerId: string, ownerId: string, weekStart: string | undefined): Promise<UserStatistics | PublicUserStatistics> {
  if (viewerId !== ownerId) return publicStatistics(viewerId, ownerId, weekStart);
  const since = weekStart ?? startOfWeek(new Date()).toISOString();
  const [counters, thisWeekWorkouts] = await Promise.all([
    findUserCounters({ userId: ownerId }),
    countCompletedSince({ userId: ownerId, since, limit: WEEK_COUNT_LIMIT }),
  ]);
  return {
    totalWorkouts: counters.totalWorkouts,
    totalVolume: counters.totalVolumeHundredths / WEIGHT_SCALE,
    thisWeekWorkouts,
  };
}

async function publicStatistics(viewerId: string, ownerId: string, weekStart: string | undefined): Promise<PublicUserStatistics> {
  const access = await resolveContentAccess({ viewerId, ownerId });
  if (access === 'hidden') throw new NotFound(USER_NOT_FOUND);
  if (access === 'private') throw new Forbidden(PRIVATE_ACCOUNT);
  if (weekStart) throw new Forbidden(OWN_WEEKLY_STATISTICS_ONLY);
  const counters = await findUserCounters({ userId: ownerId });
  return { totalWorkouts: counters.totalWorkouts };
}

// ------------------------------------------------------------------------------------- training insights

/** History, records and training days are private: another person's (or nobody's) answer the same 404. */
const OWN_INSIGHTS_ONLY = USER_NOT_FOUND;

/** A page of my history of one exercise, newest first (one Query of GSI1, at any history size). */
export async function exerciseHistory(
  userId: string,
  ownerId: string,
  exerciseId: string,
  query: { limit: number; cursor?: string },
): Promise<Page<ExerciseHistoryEntry>> {
  if (ownerId !== userId) throw new NotFound(OWN_INSIGHTS_ONLY);
  // An id longer than any exercise's names none (and would be a key DynamoDB refuses).
  if (exerciseId.length > MAX_ID_LENGTH) throw new NotFound(EXERCISE_NOT_FOUND);
  const page = await listExerciseHistory({ userId, exerciseId, ...query });
  return { items: page.items.map(toExerciseHistoryEntry), cursor: page.cursor };
}

/**
 * My records of one exercise (one GetItem). None yet: the exercise is looked up (one more GetItem) so that an
 * exercise that exists answers empty records and one that does not answers 404.
 */
export async function exerciseRecords(userId: string, ownerId: string, exerciseId: string): Promise<ExerciseRecords> {
  if (ownerId !== userId) throw new NotFound(OWN_INSIGHTS_ONLY);
  if (exerciseId.length > MAX_ID_LENGTH) throw new NotFound(EXERCISE_NOT_FOUND);
  const stored = await findExerciseRecords({ userId, exerciseId });
  if (stored) return toExerciseRecords(stored);
  const exerciseName = await resolveExerciseName(userId, exerciseId);
  return { exerciseId, exerciseName, heaviestWeight: null, bestE1rm: null, bestSetVolume: null, bestSessionVolume: null, bestReps: [] };
}

/** Completed workouts read per Query of the month. */
export const TRAINING_DAYS_PAGE = 200;
/** Each further Query starts a day later, so a month needs at most this many (31 days and one to see the end). */
const MAX_TRAINING_DAY_QUERIES = 32;
export const INVALID_TIME_ZONE = 'timeZone must be an IANA time zone such as Europe/Berlin.';

/**
 * The days of `month` ('YYYY-MM') on which I finished a workout, as dates in `timeZone` (default UTC): one Query of
 * the completed index between the month's first and last instant there, TRAINING_DAYS_PAGE workouts at most. A month
 * with more workouts than that goes on from the day after the last one read (so each further Query adds at least one
 * day, at most one per day of the month) and the answer is exact whatever the number of workouts.
 */
export async function trainingDays(userId: string, ownerId: string, month: string, timeZone = 'UTC'): Promise<TrainingDays> {
  if (ownerId !== userId) throw new NotFound(OWN_INSIGHTS_ONLY);
  if (!isTimeZone(timeZone)) throw new BadRequest(INVALID_TIME_ZONE);
  const { start, end } = monthBounds(timeZone, month);
  const to = new Date(end).toISOString();
  const days = new Set<string>();
  let from = start;
  for (let round = 0; round < MAX_TRAINING_DAY_QUERIES && from < end; round++) {
    const page = await listCompletionTimes({ userId, from: new Date(from).toISOString(), to, limit: TRAINING_DAYS_PAGE });
    for (const time of page.times) days.add(dayIn(timeZone, Date.parse(time)));
    const last = page.times.at(-1);
    if (!page.more || !last) break;
    from = startOfNextDay(timeZone, dayIn(timeZone, Date.parse(last)));
  }
  return { month, days: [...days].sort() };
}
