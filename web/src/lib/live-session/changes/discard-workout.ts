import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';

/** Discard: the session and its sets are deleted (queued held while Undo is offered). */
export const discardWorkout = defineLiveChange('discard', {
  label: () => 'Discard workout',
  request: (sessionId) => outboxRequest('DELETE /api/workout-sessions/{id}', { params: { id: sessionId } }, { repeatable: true }),
  requires: (sessionId) => [sessionId],
  show: () => ({ session: null, sets: [] }),
  endsSession: true,
});
