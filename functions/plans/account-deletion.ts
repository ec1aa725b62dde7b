/** What the plans domain keeps of a person (routines, plans and workouts), removed when the account is deleted. */
import type { DeletionStep } from '../lib/account-deletion';
import { plansPartition } from '../lib/db/keys/plan';
import { workoutsPartition } from '../lib/db/keys/workout';
import { partitionDeletionStep } from '../lib/db/sweep';

export const plansDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'plans.plans', index: 'GSI1', partitionOf: plansPartition }),
  partitionDeletionStep({ name: 'plans.workouts', index: 'GSI1', partitionOf: workoutsPartition }),
];
