import type { WorkoutSession } from '../../../../shared/api-types';
import { timeOrderedId } from '../../../../shared/ids';

/**
 * A new active session made on the phone (issue 12): its id and start time chosen here, empty until changes fill it.
 * Quick Start makes one named 'Quick Workout'; a start offline from a routine (issue 30) one naming its template.
 */
export function deviceSession(fields: Pick<WorkoutSession, 'userId' | 'name' | 'workoutName' | 'workoutPlanId' | 'workoutId'>): WorkoutSession {
  const now = new Date().toISOString();
  return {
    id: timeOrderedId(),
    ...fields,
    isActive: true,
    status: 'active',
    startTime: now,
    startedAt: now,
    createdAt: now,
    endTime: null,
    completedAt: null,
    duration: null,
    totalWeight: 0,
    notes: null,
    exerciseIds: [],
    exerciseRestSeconds: {},
  };
}
