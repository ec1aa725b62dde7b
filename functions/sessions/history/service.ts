/**
 * The history's reads: completed workouts, statistics, one exercise's history and records, the days trained in a
 * month, and a completed workout as a post shows it. Only one's own, except the total of workouts (statistics) and
 * a shared workout, which follow the owner's content access (functions/follows).
 */
import type {
  CompletedWorkout,
  ExerciseHistoryEntry,
  ExerciseRecords,
  PublicUserStatistics,
  SharedWorkout,
  TrainingDays,
  UserStatistics,
} from '../../../shared/api-types';
import { WEIGHT_SCALE } from '../../../shared/constants';
import { MAX_ID_LENGTH } from '../../../shared/schemas/sessions';
import { resolveContentAccess } from '../../follows/index';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { isSessionId } from '../keys';
import { EXERCISE_NOT_FOUND, isOwn, resolveExerciseName } from '../own-session';
import { toCompletedWorkout, toExerciseHistoryEntry, toExerciseRecords } from '../records';
import { findExerciseRecords, findSessionWithSets } from '../repository';
import { countCompletedSince, findUserCounters, listCompletedWorkouts, listCompletionTimes, listExerciseHistory } from './repository';
import { toSharedWorkout } from './shared-workout';
import { dayIn, isTimeZone, monthBounds, startOfNextDay } from './time-zone';
import { startOfWeek } from './week';

export const OWN_WORKOUTS_ONLY = 'You can only view your own workouts';
/** thisWeekWorkouts counts at most this many (one bounded Query). */
export const WEEK_COUNT_LIMIT = 100;
const USER_NOT_FOUND = 'User not found';
const PRIVATE_ACCOUNT = 'This account is private.';
const OWN_WEEKLY_STATISTICS_ONLY = 'You can only see your own weekly statistics';

/**
 * A completed session of `userId` as a post shows it, or undefined when the id names no completed session of
 * theirs (one Query of the session's partition, which the per-session set limit keeps small).
 */
export async function findSharedWorkout(options: { userId: string; sessionId: string }): Promise<SharedWorkout | undefined> {
  const found = isSessionId(options.sessionId) ? await findSessionWithSets({ sessionId: options.sessionId }) : undefined;
  if (!found || !isOwn(found.session, options.userId) || found.session.status !== 'completed') return undefined;
  return toSharedWorkout(found.session, found.sets);
}

// ------------------------------------------------------------------------------------ lists and numbers

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

// ------------------------------------------------------------------------------------ training insights

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
