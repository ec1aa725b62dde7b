import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { updateSet } from '../session-view';
import { detailsBody, withDetails } from '../set-details-view';
import { mergeSetChangeAnswer } from './set-change-answer';

/** Issue 29: a set's type (warm-up, normal, failure, drop), its RPE or its note, as the person chose them. */
export const setDetails = defineLiveChange('set-details', {
  label: (change) => (change.setType !== undefined ? 'Set type of a set' : change.rpe !== undefined ? 'RPE of a set' : 'Note on a set'),
  request: (_sessionId, change) => outboxRequest('PATCH /api/workout-sets/{id}', { params: { id: change.setId }, body: detailsBody(change) }, { repeatable: true }),
  requires: (sessionId, { setId }) => [sessionId, setId],
  show: ({ session, sets }, change) => ({ session, sets: updateSet(sets, change.setId, (set) => withDetails(set, change)) }),
  merge: mergeSetChangeAnswer,
});
