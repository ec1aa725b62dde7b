import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { mergeSetChangeAnswer } from './set-change-answer';

/** Swipe to delete a set: the server renumbers the exercise's later sets and answers them. */
export const deleteSet = defineLiveChange('delete-set', {
  label: () => 'Delete set',
  request: (_sessionId, { setId }) => outboxRequest('DELETE /api/workout-sets/{id}', { params: { id: setId } }, { repeatable: true }),
  requires: (sessionId, { setId }) => [sessionId, setId],
  show: ({ session, sets }, { setId }) => ({ session, sets: sets?.filter((set) => set.id !== setId) }),
  merge: mergeSetChangeAnswer,
});
