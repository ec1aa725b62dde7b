import type { LogCompletedWorkoutRequest } from '../../../../shared/schemas/sessions';
import type { CreatePostRequest } from '../../../../shared/schemas/social';
import { call } from '../api';

/** POST /api/workout-sessions/completed: the Save screen's draft becomes a completed workout. */
export function logCompletedWorkout(body: LogCompletedWorkoutRequest) {
  return call('POST /api/workout-sessions/completed', { body });
}

/** POST /api/social-posts with `workoutSessionId`: a completed workout shared to the feed. */
export function postWorkout(post: CreatePostRequest & { workoutSessionId: string }) {
  return call('POST /api/social-posts', { body: post });
}
