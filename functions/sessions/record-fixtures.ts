/** Stored session and set records for the domain's unit tests: complete defaults that each test overrides. */
import type { SessionRecord, SetRecord } from './records';

const AT = '2025-01-01T10:00:00.000Z';

export function sessionRecord(fields: Partial<SessionRecord> & Pick<SessionRecord, 'id'>): SessionRecord {
  return {
    userId: 'u1',
    name: 'Push',
    workoutName: null,
    isActive: false,
    status: 'completed',
    startTime: AT,
    startedAt: AT,
    createdAt: AT,
    endTime: AT,
    completedAt: AT,
    duration: 60,
    workoutPlanId: null,
    workoutId: null,
    totalWeight: 0,
    notes: null,
    exerciseIds: [],
    exerciseRestSeconds: {},
    version: 3,
    ...fields,
  };
}

let counter = 0;

/** A set of `sessionId` with a fresh local id (in creation order), completed, no weight or reps unless given. */
export function setRecord(sessionId: string, exerciseId: string, fields: Partial<SetRecord> = {}): SetRecord {
  const localId = String(counter++).padStart(21, '0');
  return {
    id: `${sessionId}.${localId}`,
    localId,
    sessionId,
    userId: 'u1',
    exerciseId,
    exerciseName: `${exerciseId} name`,
    setNumber: 1,
    weight: null,
    reps: null,
    isCompleted: true,
    isWarmup: false,
    createdAt: AT,
    ...fields,
  };
}
