import type { Plan, PlanWithWorkouts, Workout } from '../../../../shared/api-types';
import type { PlanRequest, RoutineRequest, WorkoutRequest } from '../../../../shared/schemas/plans';
import { api } from '../api';

/** The writes of spec 000 section 7 'Routines' and spec 001 section 7 'Workouts' and 'Plans'. */
const segment = encodeURIComponent;

export const createRoutine = (body: RoutineRequest) => api.post<PlanWithWorkouts>('/api/workout-plans', body);
export const updateRoutine = (planId: string, body: RoutineRequest) => api.put<PlanWithWorkouts>(`/api/workout-plans/${segment(planId)}`, body);

export const createPlan = (body: PlanRequest) => api.post<Plan>('/api/plans', body);
export const updatePlan = (planId: string, body: PlanRequest) => api.put<Plan>(`/api/plans/${segment(planId)}`, body);
/** Deletes the plan and its workouts (docs/decisions.md). */
export const deletePlan = (planId: string) => api.delete<null>(`/api/plans/${segment(planId)}`);

export const createWorkout = (body: WorkoutRequest) => api.post<Workout>('/api/workouts', body);
export const updateWorkout = (workoutId: string, body: WorkoutRequest) => api.put<Workout>(`/api/workouts/${segment(workoutId)}`, body);
/** PUT /api/workouts/{id} with only planId: adds the workout to a plan (null takes it out). */
export const setWorkoutPlan = (workoutId: string, planId: string | null) => api.put<Workout>(`/api/workouts/${segment(workoutId)}`, { planId });
export const reorderWorkout = (workoutId: string, direction: 'up' | 'down') =>
  api.put<Workout[]>(`/api/workouts/${segment(workoutId)}/reorder`, { direction });
export const deleteWorkout = (workoutId: string) => api.delete<null>(`/api/workouts/${segment(workoutId)}`);
