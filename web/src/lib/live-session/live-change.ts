import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import type { SessionVisibility } from '../../../../shared/schemas/sessions';
import type { MoveDirection } from '../../../../shared/workout/exercise-order';
import type { SetDetails } from '../../../../shared/workout/set-type';
import type { SessionCopy } from './session-copy';

/** What the save step sends with the finish: the title, the notes (null: none) and who hears of the workout. */
export interface FinishDetails {
  name: string;
  notes: string | null;
  visibility: SessionVisibility;
}

/**
 * One change a person makes to a live workout, as queued in the outbox: enough to send it and to apply it again
 * over fresh server data. Ids of sessions and sets made on the device are timeOrderedId()s.
 */
/** Issue 29: a timed or distance set's values, carried like weight and reps (either may be left out). */
export interface TimeAndDistanceValues {
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

export type LiveChange =
  /** `copy`: started offline from a routine or workout (issue 30), with the copy the phone made of it. */
  | { kind: 'start'; session: WorkoutSession; copy?: SessionCopy }
  /** `newExercise`: the first set of an exercise not yet in the workout (POST /api/workout-sets). */
  | { kind: 'add-set'; set: WorkoutSet; newExercise: boolean }
  | { kind: 'delete-set'; setId: string }
  | ({ kind: 'entries'; setId: string; weight?: number | null; reps?: number | null } & TimeAndDistanceValues)
  /**
   * The value the set ends with (the server toggles; applying this twice changes nothing). A tick carries the weight
   * and reps the row shows, stored with it in one request (issue 27).
   */
  | ({ kind: 'completion'; setId: string; isCompleted: boolean; weight?: number | null; reps?: number | null } & TimeAndDistanceValues)
  | { kind: 'warmup'; setId: string; isWarmup: boolean }
  // Issue 29: a set's type, RPE and note (only those changed; each an absolute value), and a note on an exercise.
  | ({ kind: 'set-details'; setId: string } & SetDetails)
  | { kind: 'exercise-note'; exerciseId: string; note: string | null }
  // Issue 29: the other exercises of its superset (none: out of its superset), as the person chose them.
  | { kind: 'superset'; exerciseId: string; partners: string[] }
  | { kind: 'move'; exerciseId: string; direction: MoveDirection }
  | { kind: 'replace'; oldExerciseId: string; exercise: { id: string; name: string } }
  | { kind: 'remove'; exerciseId: string }
  /**
   * The time Finish was pressed: the server keeps it, however late the change arrives. From the save step (issue 27)
   * it carries the title, notes and who hears of it, so they are saved offline too.
   */
  | { kind: 'finish'; at: string; details?: FinishDetails }
  | { kind: 'discard' };
