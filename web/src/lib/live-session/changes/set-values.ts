import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { updateSet, valuesBody, withValues } from '../session-view';
import { mergeSetChangeAnswer } from './set-change-answer';

/** The weight (hundredths of a pound) and reps a person typed into a set (either may be left out). */
export const setValues = defineLiveChange('entries', {
  label: () => 'Weight and reps of a set',
  request: (_sessionId, change) => outboxRequest('PATCH /api/workout-sets/{id}', { params: { id: change.setId }, body: valuesBody(change) }, { repeatable: true }),
  requires: (sessionId, { setId }) => [sessionId, setId],
  show: ({ session, sets }, change) => ({ session, sets: updateSet(sets, change.setId, (set) => withValues(set, change)) }),
  merge: mergeSetChangeAnswer,
});
