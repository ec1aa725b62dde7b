/** Response schemas of exercises, workout sessions and their sets, and the training insights (issue 11). */
import * as z from '../../schemas/zod';
import { DIFFICULTIES, EQUIPMENT, MUSCLE_GROUPS } from '../../constants';
import { HEALTH_WORKOUT_TYPES } from '../../health/activities';
import { SESSION_VISIBILITIES } from '../../schemas/sessions';
import { SET_TYPES } from '../../workout/set-type';
import { EXERCISE_TYPES } from '../../exercise-types/types';
import { TYPED_RECORD_KINDS } from '../../workout/typed-records';
import { named } from './named';

export const exercise = named(
  'Exercise',
  z.object({
    id: z.string(),
    name: z.string(),
    /** The main muscle group. */
    category: z.enum(MUSCLE_GROUPS),
    equipment: z.enum(EQUIPMENT),
    difficulty: z.enum(DIFFICULTIES),
    muscleGroups: z.array(z.enum(MUSCLE_GROUPS)),
    instructions: z.string(),
    /** Set on a person's own custom exercises; null for the catalogue. */
    userId: z.nullable(z.string()),
    isCustom: z.boolean(),
    /** Issue 29: what a set of it measures; one stored before types reads as derived (catalogue) or weight_reps. */
    exerciseType: z.enum(EXERCISE_TYPES),
  }),
);

/**
 * The measures a single set can set a record on (docs/decisions.md: the e1RM formula and its limits); issue 29: and
 * those of the other exercise types (shared/workout/typed-records.ts: most reps, least assistance, longest hold, ...).
 */
export const SET_RECORD_KINDS = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume', ...TYPED_RECORD_KINDS] as const;
/** ... and the one a whole session sets per exercise. */
export const RECORD_KINDS = [...SET_RECORD_KINDS, 'best_session_volume'] as const;
const setRecordKind = z.enum(SET_RECORD_KINDS);
const recordKind = z.enum(RECORD_KINDS);

/** A record confirmed at a finish. Weights and e1RM in hundredths of a pound; volumes in hundredths of a pound × reps. */
export const personalRecord = named(
  'PersonalRecord',
  z.object({
    exerciseId: z.string(),
    exerciseName: z.string(),
    kind: recordKind,
    value: z.number(),
    /** The set that made it (absent for best_session_volume). */
    setId: z.optional(z.string()),
    weight: z.optional(z.number()),
    reps: z.optional(z.number()),
  }),
);

/** What an imported Apple Health workout carries beyond a session (spec 001 section 3). */
export const healthWorkoutDetails = named(
  'HealthWorkoutDetails',
  z.object({
    type: z.enum(HEALTH_WORKOUT_TYPES),
    caloriesBurned: z.nullable(z.number()),
    /** As the Shortcut sent it (kilometres in docs/health-import.md), or null. */
    distance: z.nullable(z.number()),
    appleHealthId: z.string(),
    importedFromHealth: z.literal(true),
  }),
);

export const SESSION_STATUSES = ['active', 'completed'] as const;

export const workoutSession = named(
  'WorkoutSession',
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    workoutName: z.nullable(z.string()),
    isActive: z.boolean(),
    status: z.enum(SESSION_STATUSES),
    startTime: z.string(),
    startedAt: z.string(),
    createdAt: z.string(),
    endTime: z.nullable(z.string()),
    completedAt: z.nullable(z.string()),
    /** Minutes, set when completed. */
    duration: z.nullable(z.number()),
    workoutPlanId: z.nullable(z.string()),
    workoutId: z.nullable(z.string()),
    /** Pounds: the sum of weight/100 x reps over completed non-warm-up sets, set when completed. */
    totalWeight: z.number(),
    notes: z.nullable(z.string()),
    /** The session's exercises in display order; a set's exerciseOrder is its exercise's index here. */
    exerciseIds: z.array(z.string()),
    /** Rest seconds per exercise id, from the routine or workout the session was started from (empty otherwise). */
    exerciseRestSeconds: z.record(z.string(), z.number()),
    /** Issue 27: the routine's or workout's note per exercise id (only exercises that have one; absent when none). */
    exerciseNotes: z.optional(z.record(z.string(), z.string())),
    /** Issue 27: the superset letter per exercise id (only exercises in a superset; absent when none). */
    supersetGroups: z.optional(z.record(z.string(), z.string())),
    /** Present on a workout imported from Apple Health (it has no sets). */
    health: z.optional(healthWorkoutDetails),
    /** Issue 11: the personal records confirmed when it finished (absent while active). */
    personalRecords: z.optional(z.array(personalRecord)),
    /** Issue 27: who hears of it, as chosen on the save step; absent: 'followers' (as every finish before it). */
    visibility: z.optional(z.enum(SESSION_VISIBILITIES)),
  }),
);

/**
 * `POST /api/workout-sessions/import-health`: 201 with `imported: true` for a new workout; 200 with `imported: false`
 * and the workout stored before when this person already imported that appleHealthId.
 */
export const healthImportResult = named('HealthImportResult', z.object({ imported: z.boolean(), session: workoutSession }));

/**
 * `POST /api/workout-sessions/import-health/auto-export`: how many workouts were new, how many had been imported
 * before (by their id), and each one skipped with its position and why.
 */
export const healthAutoExportResult = named(
  'HealthAutoExportResult',
  z.object({
    imported: z.number(),
    alreadyImported: z.number(),
    skipped: z.array(z.object({ index: z.number(), appleHealthId: z.nullable(z.string()), message: z.string() })),
  }),
);

/** Issue 27: what the routine or workout asks of a working set (shared/workout/set-targets.ts). */
export const setTarget = named('SetTarget', z.object({ reps: z.nullable(z.string()), weight: z.nullable(z.number()) }));

/** Issue 29: a set's type (isWarmup is true exactly for 'warmup'), its RPE (6-10 in halves) and note, when it has them. */
function setDetailsShape() {
  return { setType: z.enum(SET_TYPES), rpe: z.optional(z.number()), note: z.optional(z.string()) };
}

const workoutSetShape = {
  id: z.string(),
  sessionId: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  exerciseOrder: z.number(),
  setNumber: z.number(),
  /** Hundredths of a pound, or null when not entered. */
  weight: z.nullable(z.number()),
  reps: z.nullable(z.number()),
  isCompleted: z.boolean(),
  isWarmup: z.boolean(),
  createdAt: z.string(),
  // Issue 29, deliverable 2: a set stored before set types reads as 'warmup' or 'normal' from isWarmup.
  ...setDetailsShape(),
  /** Issue 27: what the routine or workout the session was started from asks of this working set (a hint, not a value). */
  target: z.optional(setTarget),
  // Issue 29, exercise types: its exercise's type when the set was made (weight_reps for sets stored before), its time and distance.
  exerciseType: z.enum(EXERCISE_TYPES),
  durationSeconds: z.nullable(z.number()),
  distanceMeters: z.nullable(z.number()),
  /**
   * Issue 11: the personal records this completed working set beats (against every earlier set of the exercise,
   * this session's included). Live while the session is active; as confirmed at the finish once completed.
   */
  personalRecords: z.optional(z.array(setRecordKind)),
};
export const workoutSet = named('WorkoutSet', z.object(workoutSetShape));

/**
 * Issue 14: what a set change (add, weight and reps, toggles, delete) changed besides the set, so a client updates
 * its copies without reading the session and its sets again: a change can append the exercise to the session's
 * order, renumber the exercise's other sets (a delete) and move its record flags to another set.
 */
const setChangeEffectsShape = {
  /** The session's exercise order after the change. */
  exerciseIds: z.array(z.string()),
  /** Every set of the changed exercise after the change, in order, each with its live record flags. */
  exerciseSets: z.array(workoutSet),
};

/** The answer of POST /api/workout-sets, POST …/exercises/{exerciseId}/sets, PATCH /api/workout-sets/{id} and its toggles. */
export const workoutSetChange = named('WorkoutSetChange', z.object({ ...workoutSetShape, ...setChangeEffectsShape }));

/** The answer of DELETE /api/workout-sets/{id}: the deleted set's id, session and exercise, and what else changed. */
export const deletedWorkoutSet = named(
  'DeletedWorkoutSet',
  z.object({ id: z.string(), sessionId: z.string(), exerciseId: z.string(), ...setChangeEffectsShape }),
);

export const completedWorkout = named(
  'CompletedWorkout',
  z.object({
    id: z.string(),
    name: z.string(),
    startTime: z.string(),
    completedAt: z.string(),
    endTime: z.string(),
    createdAt: z.string(),
    totalWeight: z.number(),
    duration: z.nullable(z.number()),
    /** Issue 11: personal records confirmed when it finished. */
    personalRecordCount: z.number(),
  }),
);

/** `GET /api/users/{id}/statistics` for oneself. */
export const userStatistics = named(
  'UserStatistics',
  z.object({
    totalWorkouts: z.number(),
    /** Pounds lifted over all completed workouts. */
    totalVolume: z.number(),
    /** Completed workouts since the start of this week (Sunday 00:00 in the caller's time zone when given). */
    thisWeekWorkouts: z.number(),
  }),
);

/** `GET /api/users/{id}/statistics` for another person: only what their profile shows (docs/decisions.md). */
export const publicUserStatistics = named('PublicUserStatistics', z.object({ totalWorkouts: z.number() }));

const recordHolderShape = { value: z.number(), weight: z.number(), reps: z.number(), sessionId: z.string(), achievedAt: z.string() };
/** One record's current best and where it was made. */
export const recordHolder = named('RecordHolder', z.object(recordHolderShape));

/** `GET /api/users/{id}/exercises/{exerciseId}/records` (oneself only; another person: 404). */
export const exerciseRecords = named(
  'ExerciseRecords',
  z.object({
    exerciseId: z.string(),
    exerciseName: z.string(),
    heaviestWeight: z.nullable(recordHolder),
    bestE1rm: z.nullable(recordHolder),
    bestSetVolume: z.nullable(recordHolder),
    bestSessionVolume: z.nullable(z.object({ value: z.number(), sessionId: z.string(), achievedAt: z.string() })),
    /** The best reps at each weight: no entry is both no heavier and no more reps than another (heaviest first). */
    bestReps: z.array(z.object({ weight: z.number(), reps: z.number(), sessionId: z.string(), achievedAt: z.string() })),
    /**
     * Issue 29: the records of the other exercise types, one per kind (absent before any): most reps, least
     * assistance (hundredths of a pound, lower is better), longest hold (seconds), longest distance (metres), best pace
     * (seconds per km, lower is better), heaviest load.
     */
    typedBests: z.optional(z.array(z.object({ kind: z.enum(TYPED_RECORD_KINDS), value: z.number(), sessionId: z.string(), achievedAt: z.string() }))),
  }),
);

/** One finished session of one exercise: `GET /api/users/{id}/exercises/{exerciseId}/history` pages, newest first. */
export const exerciseHistoryEntry = named(
  'ExerciseHistoryEntry',
  z.object({
    sessionId: z.string(),
    sessionName: z.string(),
    completedAt: z.string(),
    exerciseId: z.string(),
    exerciseName: z.string(),
    /** In the order done; warm-ups flagged. Weights in hundredths of a pound. */
    sets: z.array(
      z.object({
        setNumber: z.number(),
        weight: z.nullable(z.number()),
        reps: z.nullable(z.number()),
        isWarmup: z.boolean(),
        isCompleted: z.boolean(),
        /** Issue 29: a timed or distance set's seconds and metres (absent or null: none). */
        durationSeconds: z.optional(z.nullable(z.number())),
        distanceMeters: z.optional(z.nullable(z.number())),
      }),
    ),
    /** Issue 29: what its sets measure (absent on entries from before types: weight_reps). */
    exerciseType: z.optional(z.enum(EXERCISE_TYPES)),
    /** Best estimated one-rep max of a completed working set, hundredths of a pound (null when none has weight and reps). */
    bestE1rm: z.nullable(z.number()),
    heaviestWeight: z.nullable(z.number()),
    /** Completed working sets' weight × reps, in hundredths of a pound × reps. */
    sessionVolume: z.number(),
    /** Records this session set on this exercise. */
    personalRecords: z.array(recordKind),
  }),
);

/** `GET /api/users/{id}/training-days?month=YYYY-MM&timeZone=`: the days of that month with a finished workout. */
export const trainingDays = named(
  'TrainingDays',
  z.object({
    month: z.string(),
    /** 'YYYY-MM-DD' in the given time zone, ascending. */
    days: z.array(z.string()),
  }),
);

/** `GET /api/workout-export` (issue 12): one completed workout with its sets; weights in hundredths of a pound. */
export const exportedWorkout = named(
  'ExportedWorkout',
  z.object({
    id: z.string(),
    name: z.string(),
    startTime: z.string(),
    endTime: z.nullable(z.string()),
    /** Minutes. */
    duration: z.nullable(z.number()),
    notes: z.nullable(z.string()),
    /** Only on a workout imported from Apple Health (it has no sets). */
    health: z.optional(z.object({ type: z.string(), caloriesBurned: z.nullable(z.number()), distance: z.nullable(z.number()) })),
    /** In exercise order, then set order. */
    sets: z.array(
      z.object({
        exerciseId: z.string(),
        exerciseName: z.string(),
        /** 1-based within the exercise. */
        setNumber: z.number(),
        weight: z.nullable(z.number()),
        reps: z.nullable(z.number()),
        isWarmup: z.boolean(),
        isCompleted: z.boolean(),
        ...setDetailsShape(),
        // Issue 29: the set's exercise type, time and distance (weight_reps, null, null for sets stored before).
        exerciseType: z.enum(EXERCISE_TYPES),
        durationSeconds: z.nullable(z.number()),
        distanceMeters: z.nullable(z.number()),
      }),
    ),
    /** Issue 29: the note per exercise id (only exercises that have one). */
    exerciseNotes: z.optional(z.record(z.string(), z.string())),
    /** Issue 29: the superset letter per exercise id (only exercises in a superset; absent when none). */
    supersetGroups: z.optional(z.record(z.string(), z.string())),
  }),
);

/**
 * `POST /api/workout-imports` (issue 12): per workout of the batch, in order, whether it was stored now, had been
 * imported before, or was refused (the rest of the batch is stored all the same).
 */
export const importWorkoutsResult = named(
  'ImportWorkoutsResult',
  z.object({
    results: z.array(
      z.union([
        z.object({ sourceId: z.string(), status: z.enum(['imported', 'skipped']), sessionId: z.string() }),
        /** Not stored: `reason` says why (a text rule, a limit, a date outside the range, a start in the future). */
        z.object({ sourceId: z.string(), status: z.literal('refused'), reason: z.string() }),
      ]),
    ),
    imported: z.number(),
    skipped: z.number(),
    refused: z.number(),
    /** Custom exercises created for names the catalogue does not know. */
    createdExercises: z.array(z.string()),
  }),
);
