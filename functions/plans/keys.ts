/**
 * Keys of a routine / training plan, and of the index that lists a person's plans newest first (GSI1).
 * A plan's workouts are items of their own (below); the plan keeps their ids in order.
 */
export const planPartition = (planId: string) => `PLAN#${planId}`;
export const PLAN_SK = 'PLAN';
export const planKey = (planId: string) => ({ PK: planPartition(planId), SK: PLAN_SK });

export const plansPartition = (userId: string) => `USER#${userId}#PLANS`;
/** `createdAt` is a `toISOString()` instant, so the sort key orders by creation time. */
export const plansIndexKey = (userId: string, createdAt: string, planId: string) => ({
  GSI1PK: plansPartition(userId),
  GSI1SK: `${createdAt}#${planId}`,
});

/** Routines are listed apart from training plans (issue 27): their own GSI1 partition, the same sort key. */
export const routinesPartition = (userId: string) => `USER#${userId}#ROUTINES`;
export const routinesIndexKey = (userId: string, createdAt: string, planId: string) => ({
  GSI1PK: routinesPartition(userId),
  GSI1SK: `${createdAt}#${planId}`,
});

/**
 * Routine folders (issue 27) are items of the person's own partition, read with one Query of the sort key prefix
 * `ROUTINE_FOLDER`: the folders (`ROUTINE_FOLDER#<id>`, time-ordered ids, so oldest first), then the settings item
 * (`ROUTINE_FOLDERS`: the folder count that caps them and My Routines' name), which sorts after them ('#' < 'S').
 */
export const ownerPartition = (userId: string) => `USER#${userId}`;
export const ROUTINE_FOLDER_ITEMS_PREFIX = 'ROUTINE_FOLDER';
export const ROUTINE_FOLDER_SK_PREFIX = 'ROUTINE_FOLDER#';
export const ROUTINE_FOLDER_SETTINGS_SK = 'ROUTINE_FOLDERS';
export const routineFolderKey = (userId: string, folderId: string) => ({ PK: ownerPartition(userId), SK: `${ROUTINE_FOLDER_SK_PREFIX}${folderId}` });
export const routineFolderSettingsKey = (userId: string) => ({ PK: ownerPartition(userId), SK: ROUTINE_FOLDER_SETTINGS_SK });

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
