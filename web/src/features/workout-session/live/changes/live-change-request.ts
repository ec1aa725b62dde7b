import type { OutboxInput } from '../../../../lib/outbox/outbox-entry';
import type { LiveChange } from '../../../../lib/live-session/live-change';

const segment = encodeURIComponent;

const setFields = ({ setNumber, weight, reps, isCompleted, isWarmup }: { setNumber: number; weight: number | null; reps: number | null; isCompleted: boolean; isWarmup: boolean }) =>
  ({ setNumber, weight, reps, isCompleted, isWarmup });

const valuesBody = ({ weight, reps }: { weight?: number | null; reps?: number | null }) => ({
  ...(weight !== undefined && { weight }),
  ...(reps !== undefined && { reps }),
});

/** The call (spec 000 section 7, with issue 12's device ids) a change of session `sessionId` is sent as. */
export function liveChangeRequest(sessionId: string, change: LiveChange): OutboxInput {
  const session = `/api/workout-sessions/${segment(sessionId)}`;
  const base = { scope: sessionId, change };
  switch (change.kind) {
    case 'start': {
      const { id, name, workoutPlanId, workoutId, startTime } = change.session;
      const body = { id, name, isActive: true, startTime, ...(workoutPlanId && { workoutPlanId }), ...(workoutId && { workoutId }) };
      return { ...base, label: 'Start workout', creates: [id], request: { method: 'POST', path: '/api/workout-sessions', body } };
    }
    case 'add-set': {
      const { set } = change;
      const request = change.newExercise
        ? { method: 'POST' as const, path: '/api/workout-sets', body: { id: set.id, sessionId, exerciseId: set.exerciseId, ...setFields(set) } }
        : { method: 'POST' as const, path: `${session}/exercises/${segment(set.exerciseId)}/sets`, body: { id: set.id, ...setFields(set) } };
      return { ...base, label: change.newExercise ? `Add ${set.exerciseName}` : `Add set to ${set.exerciseName}`, creates: [set.id], requires: [sessionId], request };
    }
    case 'delete-set':
      return { ...base, label: 'Delete set', requires: [sessionId, change.setId], request: { method: 'DELETE', path: `/api/workout-sets/${segment(change.setId)}`, repeatable: true } };
    case 'entries':
      return { ...base, label: 'Weight and reps of a set', requires: [sessionId, change.setId], request: { method: 'PATCH', path: `/api/workout-sets/${segment(change.setId)}`, body: valuesBody(change), repeatable: true } };
    case 'completion': {
      const body = valuesBody(change);
      return {
        ...base,
        label: change.isCompleted ? 'Tick a set' : 'Untick a set',
        requires: [sessionId, change.setId],
        request: { method: 'PATCH', path: `/api/workout-sets/${segment(change.setId)}/toggle-completion`, ...(Object.keys(body).length > 0 && { body }) },
      };
    }
    case 'warmup':
      return {
        ...base,
        label: change.isWarmup ? 'Mark a set as warm-up' : 'Mark a set as normal',
        requires: [sessionId, change.setId],
        request: { method: 'PATCH', path: `/api/workout-sets/${segment(change.setId)}/toggle-warmup` },
      };
    case 'move':
      return { ...base, label: 'Move exercise', requires: [sessionId], request: { method: 'PUT', path: `${session}/exercises/${segment(change.exerciseId)}/move`, body: { direction: change.direction } } };
    case 'replace':
      return {
        ...base,
        label: `Replace with ${change.exercise.name}`,
        requires: [sessionId],
        request: { method: 'PUT', path: `${session}/exercises/${segment(change.oldExerciseId)}/replace`, body: { newExerciseId: change.exercise.id } },
      };
    case 'remove':
      return { ...base, label: 'Remove exercise', requires: [sessionId], request: { method: 'DELETE', path: `${session}/exercises/${segment(change.exerciseId)}`, repeatable: true } };
    case 'finish':
      return {
        ...base,
        label: 'Finish workout',
        requires: [sessionId],
        request: { method: 'PUT', path: session, body: { status: 'completed', endTime: change.at, completedAt: change.at, isActive: false, ...change.details } },
      };
    case 'discard':
      return { ...base, label: 'Discard workout', requires: [sessionId], request: { method: 'DELETE', path: session, repeatable: true } };
  }
}
