import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';
import { withCopy } from '../session-copy';

/**
 * Quick Start (issue 12): a session with an id and start time chosen on the device, shown before the server hears of
 * it. Started offline from a routine or workout (issue 30), it carries the phone's copy and the ids of its sets: the
 * server stores that copy, so the sets shown now are the ones it holds.
 */
export const startWorkout = defineLiveChange('start', {
  label: () => 'Start workout',
  request: (_sessionId, { session: { id, name, workoutPlanId, workoutId, startTime }, copy }) =>
    outboxRequest('POST /api/workout-sessions', {
      body: {
        id,
        name,
        isActive: true,
        startTime,
        ...(workoutPlanId && { workoutPlanId }),
        ...(workoutId && { workoutId }),
        ...(copy && { exercises: copy.exercises, setIds: copy.setIds }),
      },
    }),
  creates: (_sessionId, { session, copy }) => [session.id, ...(copy ? withCopy(session, copy).sets.map((set) => set.id) : [])],
  show: ({ sets }, { session, copy }) => (copy ? withCopy(session, copy) : { session, sets: sets ?? [] }),
});
