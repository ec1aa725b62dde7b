import type { SocialPost, WorkoutSession } from '../../../../shared/api-types';
import type { LogCompletedWorkoutRequest } from '../../../../shared/schemas/sessions';
import type { CreatePostRequest } from '../../../../shared/schemas/social';
import { api } from '../api';

/** POST /api/workout-sessions/completed: the Save screen's draft becomes a completed workout. */
export function logCompletedWorkout(body: LogCompletedWorkoutRequest): Promise<WorkoutSession> {
  return api.post<WorkoutSession>('/api/workout-sessions/completed', body);
}

/** POST /api/social-posts with `workoutSessionId`: a completed workout shared to the feed. */
export function postWorkout(post: CreatePostRequest & { workoutSessionId: string }): Promise<SocialPost> {
  return api.post<SocialPost>('/api/social-posts', post);
}
