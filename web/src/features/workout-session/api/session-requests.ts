import type { DeletedWorkoutSet, WorkoutSession, WorkoutSetChange } from '../../../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';
import type { MoveDirection } from '../../../../../shared/workout/exercise-order';
import { api } from '../../../lib/api';

/** The calls of spec 000 section 7 ('Sessions and sets') that the live workout makes. */
const segment = encodeURIComponent;

export function getActiveSession(): Promise<WorkoutSession | null> {
  return api.get<WorkoutSession | null>('/api/workout-sessions/active');
}

/** POST /api/workout-sessions: a new active 'Quick Workout' (the server answers the active one if it exists). */
export function createQuickSession(): Promise<WorkoutSession> {
  return api.post<WorkoutSession>('/api/workout-sessions', { name: QUICK_WORKOUT_NAME, isActive: true });
}

/** PUT /api/workout-sessions/{id} with the finish body; the server computes totalWeight. */
export function finishSession(sessionId: string): Promise<WorkoutSession> {
  const now = new Date().toISOString();
  return api.put<WorkoutSession>(`/api/workout-sessions/${segment(sessionId)}`, {
    status: 'completed',
    endTime: now,
    completedAt: now,
    isActive: false,
  });
}

export function deleteSession(sessionId: string): Promise<unknown> {
  return api.delete(`/api/workout-sessions/${segment(sessionId)}`);
}

export interface NewSetFields {
  setNumber: number;
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
}

/** POST /api/workout-sets: a set of any exercise (adds the exercise to the session when it is new). */
export function createSet(sessionId: string, exerciseId: string, fields: NewSetFields): Promise<WorkoutSetChange> {
  return api.post<WorkoutSetChange>('/api/workout-sets', { sessionId, exerciseId, ...fields });
}

/** POST /api/workout-sessions/{sessionId}/exercises/{exerciseId}/sets: another set of an exercise in the session. */
export function addExerciseSet(sessionId: string, exerciseId: string, fields: NewSetFields): Promise<WorkoutSetChange> {
  return api.post<WorkoutSetChange>(`/api/workout-sessions/${segment(sessionId)}/exercises/${segment(exerciseId)}/sets`, fields);
}

/** DELETE /api/workout-sets/{id}: answers the exercise's renumbered sets (issue 14). */
export function deleteSet(setId: string): Promise<DeletedWorkoutSet> {
  return api.delete<DeletedWorkoutSet>(`/api/workout-sets/${segment(setId)}`);
}

/** PATCH /api/workout-sets/{id}: the weight (hundredths of a pound) and reps a person typed (either may be left out). */
export function updateSetEntries(setId: string, body: { weight?: number | null; reps?: number | null }): Promise<WorkoutSetChange> {
  return api.patch<WorkoutSetChange>(`/api/workout-sets/${segment(setId)}`, body);
}

export function toggleSetCompletion(setId: string): Promise<WorkoutSetChange> {
  return api.patch<WorkoutSetChange>(`/api/workout-sets/${segment(setId)}/toggle-completion`);
}

export function toggleSetWarmup(setId: string): Promise<WorkoutSetChange> {
  return api.patch<WorkoutSetChange>(`/api/workout-sets/${segment(setId)}/toggle-warmup`);
}

export function moveExercise(sessionId: string, exerciseId: string, direction: MoveDirection): Promise<unknown> {
  return api.put(`/api/workout-sessions/${segment(sessionId)}/exercises/${segment(exerciseId)}/move`, { direction });
}

export function replaceExercise(sessionId: string, oldExerciseId: string, newExerciseId: string): Promise<unknown> {
  return api.put(`/api/workout-sessions/${segment(sessionId)}/exercises/${segment(oldExerciseId)}/replace`, { newExerciseId });
}

export function removeExercise(sessionId: string, exerciseId: string): Promise<unknown> {
  return api.delete(`/api/workout-sessions/${segment(sessionId)}/exercises/${segment(exerciseId)}`);
}
