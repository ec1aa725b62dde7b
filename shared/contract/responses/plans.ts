/** Response schemas of routines, training plans, their workouts and routine folders. */
import * as z from '../../schemas/zod';
import { DIFFICULTIES } from '../../constants';
import { named } from './named';

/** One exercise of a workout (spec 000 'Routine exercise entry' and spec 001 'Workout exercise entry' in one). */
export const workoutExercise = named(
  'WorkoutExercise',
  z.object({
    /** `<workoutId>.<orderIndex>`: stable while the workout is unchanged. */
    id: z.string(),
    /** The workout this entry belongs to (spec 001 names it workoutPlanId). */
    workoutPlanId: z.string(),
    exerciseId: z.string(),
    exerciseName: z.string(),
    /** Normal (working) sets, 1 to 10. */
    sets: z.number(),
    /** Text such as '8-12'. */
    reps: z.string(),
    /** Hundredths of a pound, or null. */
    weight: z.nullable(z.number()),
    /** 0 to 600. */
    restSeconds: z.number(),
    notes: z.nullable(z.string()),
    orderIndex: z.number(),
    /** 'A', 'B', …: exercises sharing a letter form a superset; null when alone. */
    supersetGroup: z.nullable(z.string()),
    /** Warm-up sets before the working sets, 0 to 5. */
    warmupSets: z.number(),
  }),
);

/** A workout: stands alone (planId null) or is one of a plan's workouts. */
export const workout = named(
  'Workout',
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    description: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    isPublic: z.boolean(),
    /** Minutes (spec 001 section 9's estimate when the client did not send one). */
    estimatedDuration: z.number(),
    planId: z.nullable(z.string()),
    /** The workout is a routine's own: edited through its routine, never added to a training plan. */
    inRoutine: z.boolean(),
    totalExercises: z.number(),
    exercises: z.array(workoutExercise),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** A routine (spec 000: one workout, listed on Workouts) or a training plan (spec 001: workouts in order, listed under My Plans). */
export const PLAN_KINDS = ['routine', 'plan'] as const;

const planShape = {
  id: z.string(),
  userId: z.string(),
  kind: z.enum(PLAN_KINDS),
  /** A routine's folder (null: My Routines, as is a folder that no longer exists); always null for a training plan. */
  folderId: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  isPublic: z.boolean(),
  /** Minutes, when the owner set it (screens show 45 when null). */
  duration: z.nullable(z.number()),
  /** The plan's workouts in order. */
  workoutIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};
/** A training plan, or a routine (a plan whose one workout carries the routine's exercises). */
export const plan = named('Plan', z.object(planShape));

/** An item of GET /api/plans/user: the plan and the exercise names of its workouts in order (for the routine card). */
export const planSummary = named('PlanSummary', z.object({ ...planShape, exerciseNames: z.array(z.string()) }));

/** GET /api/workout-plans/{id}, and the answer of POST/PUT /api/workout-plans: a plan with its workouts. */
export const planWithWorkouts = named('PlanWithWorkouts', z.object({ ...planShape, workouts: z.array(workout) }));

/** A routine folder (GET /api/routine-folders: My Routines first, then the person's folders oldest first). */
export const routineFolder = named('RoutineFolder', z.object({ id: z.string(), name: z.string() }));
