/**
 * Keys of a routine / training plan, and of the index that lists a person's plans newest first (GSI1).
 * A plan's workouts are items of their own (keys/workout.ts); the plan keeps their ids in order.
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
