/**
 * GET /api/workout-export (issue 12): one page of the caller's completed workouts, newest first, each with its sets
 * and exercise names. Weights are hundredths of a pound (as stored); the phone converts to kg or lb for the file.
 */
import type { output } from 'zod/mini';
import type { exportedWorkout } from '../contract/responses/workouts';

export const MAX_EXPORT_PAGE_SIZE = 20;
export const DEFAULT_EXPORT_PAGE_SIZE = 10;

/** One workout of the export (its schema: shared/contract/responses/workouts.ts). */
export type ExportedWorkout = output<typeof exportedWorkout>;
export type ExportedSet = ExportedWorkout['sets'][number];
