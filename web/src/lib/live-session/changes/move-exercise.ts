import { moveInOrder } from '../../../../../shared/workout/exercise-order';
import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { reorderSets } from '../workout-blocks';

/** An exercise moved up or down the workout. */
export const moveExercise = defineLiveChange('move', {
  label: () => 'Move exercise',
  request: (sessionId, { exerciseId, direction }) =>
    outboxRequest('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move', { params: { id: sessionId, exerciseId }, body: { direction } }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { exerciseId, direction }) => {
    const order = [...moveInOrder(session?.exerciseIds ?? [], exerciseId, direction)];
    return { session: session && { ...session, exerciseIds: order }, sets: sets && reorderSets(sets, order) };
  },
});
