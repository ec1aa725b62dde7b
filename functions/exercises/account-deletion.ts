/** The person's custom exercises, their name claims and count, removed when the account is deleted. */
import type { DeletionStep } from '../lib/account-deletion';
import { customExerciseCountKey, customExerciseNameClaimKey, customExercisesPartition, EXERCISE_SORT_KEY_PREFIX } from './keys';
import { partitionDeletionStep } from '../lib/db/sweep';


export const exercisesDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'exercises.custom', partitionOf: customExercisesPartition, beginsWith: EXERCISE_SORT_KEY_PREFIX }),
  partitionDeletionStep({ name: 'exercises.name-claims', partitionOf: customExercisesPartition, beginsWith: customExerciseNameClaimKey('', '').SK }),
  partitionDeletionStep({ name: 'exercises.count', partitionOf: customExercisesPartition, beginsWith: customExerciseCountKey('').SK }),
];
