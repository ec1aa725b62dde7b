import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';

/** Quick Start (issue 12): a session with an id and start time chosen on the device, shown before the server hears of it. */
export const startWorkout = defineLiveChange('start', {
  label: () => 'Start workout',
  request: (_sessionId, { session: { id, name, workoutPlanId, workoutId, startTime } }) =>
    outboxRequest('POST /api/workout-sessions', {
      body: { id, name, isActive: true, startTime, ...(workoutPlanId && { workoutPlanId }), ...(workoutId && { workoutId }) },
    }),
  creates: (_sessionId, { session }) => [session.id],
  show: ({ sets }, { session }) => ({ session, sets: sets ?? [] }),
});
