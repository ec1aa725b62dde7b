/** Keys of a workout (standalone or one of a plan's), and of the index that lists a person's workouts newest first (GSI1). */
export const workoutPartition = (workoutId: string) => `WORKOUT#${workoutId}`;
export const WORKOUT_SK = 'WORKOUT';
export const workoutKey = (workoutId: string) => ({ PK: workoutPartition(workoutId), SK: WORKOUT_SK });

export const workoutsPartition = (userId: string) => `USER#${userId}#WORKOUTS`;
/** `createdAt` is a `toISOString()` instant, so the sort key orders by creation time. */
export const workoutsIndexKey = (userId: string, createdAt: string, workoutId: string) => ({
  GSI1PK: workoutsPartition(userId),
  GSI1SK: `${createdAt}#${workoutId}`,
});
