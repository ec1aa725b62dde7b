import { regroupSuperset } from '../../../../../shared/workout/session-supersets';
import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { reorderSets } from '../workout-blocks';

/**
 * Issue 29: "Superset with…" (the exercise's superset becomes it and `partners`) or, with no partners, "Remove from
 * superset". Absolute, so it is sent again without an Idempotency-Key; the session is read again once sent.
 */
export const superset = defineLiveChange('superset', {
  label: ({ partners }) => (partners.length > 0 ? 'Superset' : 'Remove from superset'),
  request: (sessionId, { exerciseId, partners }) =>
    outboxRequest('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset', { params: { id: sessionId, exerciseId }, body: { with: [...partners] } }, { repeatable: true }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { exerciseId, partners }) => {
    // An exercise removed meanwhile (on another phone) is no partner; the server's answer then says what holds.
    if (!session?.exerciseIds.includes(exerciseId)) return { session, sets };
    const present = partners.filter((id) => session.exerciseIds.includes(id));
    const { exerciseIds, supersetGroups } = regroupSuperset(session, exerciseId, present);
    return { session: { ...session, exerciseIds, supersetGroups }, sets: sets && reorderSets(sets, exerciseIds) };
  },
});
