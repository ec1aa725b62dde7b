import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { tableName } from '../functions/lib/config';
import { timeOrderedId } from '../functions/lib/ids';
import type { PlanRecord, WorkoutRecord } from '../functions/plans/records';
import { planItem, workoutItem } from '../functions/plans/repository';

/**
 * Gives `userId` `count` routines (a plan with one workout of the given exercises each, one an hour back from
 * now), written in bulk with the same item shapes the plans repository writes.
 */
export async function seedPlans(options: { userId: string; count: number; exercises: readonly { id: string; name: string }[] }): Promise<void> {
  const { userId, count } = options;
  const items: Record<string, unknown>[] = [];
  const now = Date.now();
  for (let index = 0; index < count; index++) {
    const at = new Date(now - (index + 1) * 60 * 60 * 1000);
    const createdAt = at.toISOString();
    const planId = timeOrderedId(at);
    const workoutId = timeOrderedId(at);
    const workout: WorkoutRecord = {
      id: workoutId,
      userId,
      name: `Routine ${index + 1}`,
      description: '',
      difficulty: 'beginner',
      isPublic: false,
      estimatedDuration: 10,
      planId,
      totalExercises: options.exercises.length,
      exercises: options.exercises.map((exercise, orderIndex) => ({
        id: `${workoutId}.${orderIndex}`,
        workoutPlanId: workoutId,
        exerciseId: exercise.id,
        exerciseName: exercise.name,
        sets: 3,
        reps: '8-12',
        weight: null,
        restSeconds: 60,
        notes: null,
        orderIndex,
        supersetGroup: null,
        warmupSets: 0,
      })),
      createdAt,
      updatedAt: createdAt,
    };
    const plan: PlanRecord = {
      id: planId,
      userId,
      name: workout.name,
      description: '',
      difficulty: 'beginner',
      isPublic: false,
      duration: null,
      workoutIds: [workoutId],
      createdAt,
      updatedAt: createdAt,
      version: 0,
    };
    items.push(planItem(plan), workoutItem(workout));
  }
  await writeAllItems({ client: db, tableName: tableName(), items });
}
