import type { CreatePlanRequest, CreateRoutineRequest, CreateWorkoutRequest, PlanRequest, RoutineRequest, WorkoutRequest } from '../../../../shared/schemas/plans';
import { call } from '../api';

/** The writes of spec 000 section 7 'Routines' and spec 001 section 7 'Workouts' and 'Plans'. */

/** A routine, under the id the phone chose (issue 30: sent again after a lost answer, it is made once). */
export const createRoutine = (body: CreateRoutineRequest) => call('POST /api/workout-plans', { body });
export const updateRoutine = (planId: string, body: RoutineRequest) => call('PUT /api/workout-plans/{id}', { params: { id: planId }, body });

/** A training plan; from a builder under the id the phone chose (issue 30: sent again, it is made once). */
export const createPlan = (body: CreatePlanRequest) => call('POST /api/plans', { body });
export const updatePlan = (planId: string, body: PlanRequest) => call('PUT /api/plans/{id}', { params: { id: planId }, body });
/** Deletes the plan and its workouts (docs/decisions.md). */
export const deletePlan = (planId: string) => call('DELETE /api/plans/{id}', { params: { id: planId } });

/** A workout; from a builder under the id the phone chose (issue 30). */
export const createWorkout = (body: CreateWorkoutRequest) => call('POST /api/workouts', { body });
export const updateWorkout = (workoutId: string, body: WorkoutRequest) => call('PUT /api/workouts/{id}', { params: { id: workoutId }, body });
/** PUT /api/workouts/{id} with only planId: adds the workout to a plan (null takes it out). */
export const setWorkoutPlan = (workoutId: string, planId: string | null) => call('PUT /api/workouts/{id}', { params: { id: workoutId }, body: { planId } });
export const reorderWorkout = (workoutId: string, direction: 'up' | 'down') =>
  call('PUT /api/workouts/{id}/reorder', { params: { id: workoutId }, body: { direction } });
export const deleteWorkout = (workoutId: string) => call('DELETE /api/workouts/{id}', { params: { id: workoutId } });
