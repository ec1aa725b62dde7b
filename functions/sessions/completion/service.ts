/**
 * Completing a workout: a finish (with the save step's name, notes and visibility), a workout logged already
 * finished, and an Apple Health import (CSV imports: import-workouts.ts). Each stores the session completed with its
 * history entries and the records it beat in one transaction, counts it once, and marks the person active; followers
 * hear of it from the table's stream (../workout-notices.ts, issue 31).
 */
import type { WorkoutSession } from '../../../shared/api-types';
import { QUICK_WORKOUT_NAME, WEIGHT_SCALE } from '../../../shared/constants';
import type { HealthWorkout } from '../../../shared/schemas/health';
import { CLOCK_SKEW_MS, WORKOUT_IN_FUTURE, type LoggedWorkout } from '../../../shared/schemas/sessions';
import { volumeHundredths } from '../../../shared/workout-volume';
import { markActive } from '../../users/index';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import { countMetric, log } from '../../lib/observability';
import { finishTime } from '../device-ids';
import { exercisesWithRecordSets, finishInsights } from '../insights';
import { isSessionId } from '../keys';
import { isOwn, loadOwnSession, loadOwnSessionWithSets, resolveExercise, SESSION_NOT_FOUND, withRetries } from '../own-session';
import { DEFAULT_EXERCISE_TYPE } from '../../../shared/exercise-types/types';
import { unmeasuredFieldMessage } from '../../../shared/exercise-types/set-measures';
import { rebuildAfterAdding } from '../records-rebuild';
import { toWorkoutSession, type SessionRecord, type SetRecord } from '../records';
import { findRecordsOfExercises, findSession } from '../repository';
import { completedWorkoutRecords } from './completed-workout-records';
import {
  completeSession,
  findHealthImportSessionId,
  insertCompletedSession,
  renameHistoryEntries,
  updateSessionDetails,
  type InsightWrites,
  type SessionDetails,
} from './repository';

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
  const resolved = await Promise.all(input.exercises.map((exercise) => resolveExercise(userId, exercise.exerciseId)));
  input.exercises.forEach((exercise, index) => {
    const type = resolved[index]?.exerciseType ?? DEFAULT_EXERCISE_TYPE;
    for (const set of exercise.sets) {
      const message = unmeasuredFieldMessage(type, set);
      if (message) throw new BadRequest(message);
    }
  });
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
      exercises: input.exercises.map((exercise, index) => ({
        ...exercise,
        exerciseName: resolved[index]?.name ?? '',
        exerciseType: resolved[index]?.exerciseType,
      })),
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

// --------------------------------------------------------------------------------- Apple Health imports

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
