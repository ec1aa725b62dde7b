import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { updateSet, valuesBody, withValues } from '../session-view';
import { mergeSetChangeAnswer } from './set-change-answer';

/**
 * Ticking a set done, or unticking it. A tick sends the weight and reps the row shows in the same request (issue 27),
 * an untick no body; the server toggles, and the change holds the value the set ends with.
 */
export const tickSet = defineLiveChange('completion', {
  label: ({ isCompleted }) => (isCompleted ? 'Tick a set' : 'Untick a set'),
  request: (_sessionId, change) => {
    const body = valuesBody(change);
    return outboxRequest('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: change.setId }, ...(Object.keys(body).length > 0 && { body }) });
  },
  requires: (sessionId, { setId }) => [sessionId, setId],
  show: ({ session, sets }, change) => ({
    session,
    sets: updateSet(sets, change.setId, (set) => ({ ...withValues(set, change), isCompleted: change.isCompleted, ...(!change.isCompleted && { personalRecords: [] }) })),
  }),
  merge: mergeSetChangeAnswer,
});
