import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { updateSet } from '../session-view';
import { mergeSetChangeAnswer } from './set-change-answer';

/** A set marked as a warm-up, or as a normal set again (the server toggles). */
export const markWarmup = defineLiveChange('warmup', {
  label: ({ isWarmup }) => (isWarmup ? 'Mark a set as warm-up' : 'Mark a set as normal'),
  request: (_sessionId, { setId }) => outboxRequest('PATCH /api/workout-sets/{id}/toggle-warmup', { params: { id: setId } }),
  requires: (sessionId, { setId }) => [sessionId, setId],
  show: ({ session, sets }, { setId, isWarmup }) => ({ session, sets: updateSet(sets, setId, (set) => ({ ...set, isWarmup, setType: isWarmup ? 'warmup' : 'normal' })) }),
  merge: mergeSetChangeAnswer,
});
