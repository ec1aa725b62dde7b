import type { WorkoutSession } from '../../../../../shared/api-types';
import { replaceInOrder } from '../../../../../shared/workout/exercise-order';
import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { reorderSets } from '../workout-blocks';

/** A replacement takes the plan's rest, note and superset of the exercise it replaces, as the server does. */
function handOverPlan(session: WorkoutSession, oldId: string, newId: string): WorkoutSession {
  const handOver = <V>(byExercise: Record<string, V> | undefined) => {
    if (!byExercise || !(oldId in byExercise)) return byExercise;
    const { [oldId]: value, ...others } = byExercise;
    return { ...others, [newId]: value as V };
  };
  const { exerciseNotes, supersetGroups } = session;
  return {
    ...session,
    exerciseRestSeconds: handOver(session.exerciseRestSeconds) ?? {},
    ...(exerciseNotes ? { exerciseNotes: handOver(exerciseNotes) } : {}),
    ...(supersetGroups ? { supersetGroups: handOver(supersetGroups) } : {}),
  };
}

/** An exercise replaced by another in its place; its sets keep their values and targets. */
export const replaceExercise = defineLiveChange('replace', {
  label: ({ exercise }) => `Replace with ${exercise.name}`,
  request: (sessionId, { oldExerciseId, exercise }) =>
    outboxRequest('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', { params: { id: sessionId, exerciseId: oldExerciseId }, body: { newExerciseId: exercise.id } }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { oldExerciseId, exercise }) => {
    const order = [...replaceInOrder(session?.exerciseIds ?? [], oldExerciseId, exercise.id)];
    const renamed = sets?.map((set) => (set.exerciseId === oldExerciseId ? { ...set, exerciseId: exercise.id, exerciseName: exercise.name } : set));
    return { session: session && { ...handOverPlan(session, oldExerciseId, exercise.id), exerciseIds: order }, sets: renamed && reorderSets(renamed, order) };
  },
});
