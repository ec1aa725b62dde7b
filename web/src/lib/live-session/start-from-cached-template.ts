import type { QueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../shared/api-types';
import { timeOrderedId } from '../../../../shared/ids';
import { copiedSetCount, type TemplateEntry } from '../../../../shared/workout/template-copy';
import { currentOutboxUserId } from '../outbox/outbox-runtime';
import type { CachedTemplate } from './cached-template';
import { deviceSession } from './device-session';
import { queueLiveChange } from './queue-live-change';
import { withCopy, type SessionCopy } from './session-copy';

const entryOf = ({ exerciseId, exerciseName, sets, warmupSets, reps, weight, restSeconds, notes, supersetGroup }: TemplateEntry): TemplateEntry => ({
  exerciseId,
  exerciseName,
  sets,
  warmupSets,
  reps,
  weight,
  restSeconds,
  notes,
  supersetGroup,
});

/**
 * Issue 30: starts a routine or workout offline from the template the phone holds. The phone copies it and chooses
 * the ids (the session's, each set's), shows the workout at once and queues one 'start' change carrying the copy, which
 * the server stores as it is when the phone is back online (a replay answers the same session, adding nothing).
 */
export function startFromCachedTemplate(queryClient: QueryClient, options: { name: string; template: CachedTemplate }): WorkoutSession {
  const userId = currentOutboxUserId();
  if (!userId) throw new Error('Not signed in');
  const { template } = options;
  const exercises = template.exercises.map(entryOf);
  const copy: SessionCopy = { exercises, setIds: Array.from({ length: copiedSetCount(exercises) }, () => timeOrderedId()) };
  const { session } = withCopy(
    deviceSession({
      userId,
      name: options.name.trim() || template.name,
      workoutName: template.workoutName,
      workoutPlanId: template.workoutPlanId,
      workoutId: template.workoutId,
    }),
    copy,
  );
  queueLiveChange(queryClient, session.id, { kind: 'start', session, copy });
  return session;
}
