import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';

/** Issue 29: the person's note on an exercise of the workout (null clears it); the session is read again once sent. */
export const exerciseNote = defineLiveChange('exercise-note', {
  label: () => 'Note on an exercise',
  request: (sessionId, { exerciseId, note }) =>
    outboxRequest('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note', { params: { id: sessionId, exerciseId }, body: { note } }, { repeatable: true }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { exerciseId, note }) => {
    if (!session) return { session, sets };
    const { [exerciseId]: _old, ...others } = session.exerciseNotes ?? {};
    return { session: { ...session, exerciseNotes: note ? { ...others, [exerciseId]: note } : others }, sets };
  },
});
