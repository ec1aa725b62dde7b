/** Query keys of a person's data, from general to specific; each key starts with the path it reads. */
export const userKeys = {
  user: (userId: string) => ['api', 'users', userId] as const,
  completedWorkouts: (userId: string, filter: { limit: number; from?: string }) => [...userKeys.user(userId), 'completed-workouts', filter] as const,
  exerciseHistory: (userId: string, exerciseId: string) => [...userKeys.user(userId), 'completed-workouts', 'exercise-history', exerciseId] as const,
};
