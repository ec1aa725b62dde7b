import { withoutLoneGroups } from '../../../../../shared/workout/session-supersets';
import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { reorderSets } from '../workout-blocks';

/** An exercise taken out of the workout with its sets. */
export const removeExercise = defineLiveChange('remove', {
  label: () => 'Remove exercise',
  request: (sessionId, { exerciseId }) =>
    outboxRequest('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: sessionId, exerciseId } }, { repeatable: true }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { exerciseId }) => {
    const order = (session?.exerciseIds ?? []).filter((id) => id !== exerciseId);
    return {
      // Issue 29: a superset left with one exercise is none (as the server answers).
      session: session && { ...session, exerciseIds: order, ...(session.supersetGroups && { supersetGroups: withoutLoneGroups(session.supersetGroups, order) }) },
      sets: sets && reorderSets(sets.filter((set) => set.exerciseId !== exerciseId), order),
    };
  },
});
