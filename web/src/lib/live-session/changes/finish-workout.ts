import { outboxRequest } from '../../outbox/outbox-request';
import { defineLiveChange } from '../live-change-module';

/**
 * Finish, with the time it was pressed (the server keeps it, however late the change arrives); from the save step
 * (issue 27) with the title, notes and who hears of it.
 */
export const finishWorkout = defineLiveChange('finish', {
  label: () => 'Finish workout',
  request: (sessionId, { at, details }) =>
    outboxRequest('PUT /api/workout-sessions/{id}', { params: { id: sessionId }, body: { status: 'completed', endTime: at, completedAt: at, isActive: false, ...details } }),
  requires: (sessionId) => [sessionId],
  show: ({ session, sets }, { at, details }) => ({
    session: session && { ...session, ...details, status: 'completed', isActive: false, endTime: at, completedAt: at },
    sets,
  }),
  endsSession: true,
});
