/**
 * GET /api/workout-export (issue 12): one page of the caller's completed workouts, newest first, each with its sets
 * and exercise names. Weights are hundredths of a pound (as stored); the phone converts to kg or lb for the file.
 */
export const MAX_EXPORT_PAGE_SIZE = 20;
export const DEFAULT_EXPORT_PAGE_SIZE = 10;

export interface ExportedSet {
  exerciseId: string;
  exerciseName: string;
  /** 1-based within the exercise. */
  setNumber: number;
  /** Hundredths of a pound; null when not entered. */
  weight: number | null;
  reps: number | null;
  isWarmup: boolean;
  isCompleted: boolean;
}

export interface ExportedWorkout {
  id: string;
  name: string;
  startTime: string;
  endTime: string | null;
  /** Minutes. */
  duration: number | null;
  notes: string | null;
  /** Only on a workout imported from Apple Health (it has no sets). */
  health?: { type: string; caloriesBurned: number | null; distance: number | null };
  /** In exercise order, then set order. */
  sets: ExportedSet[];
}
