/** What the plans domain keeps of a person (routines, plans, workouts and routine folders), removed when the account is deleted. */
import type { DeletionStep } from '../lib/account-deletion';
import { ownerPartition, plansPartition, ROUTINE_FOLDER_ITEMS_PREFIX, routinesPartition, workoutsPartition } from './keys';
import { partitionDeletionStep } from '../lib/db/sweep';

export const plansDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'plans.plans', index: 'GSI1', partitionOf: plansPartition }),
  partitionDeletionStep({ name: 'plans.routines', index: 'GSI1', partitionOf: routinesPartition }),
  partitionDeletionStep({ name: 'plans.workouts', index: 'GSI1', partitionOf: workoutsPartition }),
  // The folders and their settings item (`ROUTINE_FOLDER#<id>`, `ROUTINE_FOLDERS`) in the person's own partition.
  partitionDeletionStep({ name: 'plans.routine-folders', partitionOf: ownerPartition, beginsWith: ROUTINE_FOLDER_ITEMS_PREFIX }),
];
