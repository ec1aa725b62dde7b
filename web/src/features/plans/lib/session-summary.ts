import type { WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import { compareSets, setLabels, WARMUP_LABEL, type SetLabel } from '../../../../../shared/workout/set-numbering';
import { setMarker, type SetMarker } from '../../../../../shared/workout/set-type';

export interface SummaryExercise {
  exerciseId: string;
  exerciseName: string;
  /** Issue 29: a failure or drop set shows F or D in place of its number (`spoken` says which set it is). */
  sets: { set: WorkoutSet; label: SetLabel | SetMarker; spoken: string }[];
}

/** The session's sets grouped by exercise in the session's order, each exercise's sets labelled (W for warm-ups). */
export function summaryExercisesOf(sets: readonly WorkoutSet[]): SummaryExercise[] {
  const byExercise = new Map<string, WorkoutSet[]>();
  const ordered = [...sets].sort((a, b) => a.exerciseOrder - b.exerciseOrder || compareSets(a, b));
  for (const set of ordered) byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set]);
  return [...byExercise].map(([exerciseId, exerciseSets]) => {
    const labels = setLabels(exerciseSets);
    return {
      exerciseId,
      exerciseName: exerciseSets[0]?.exerciseName ?? '',
      sets: exerciseSets.map((set, index) => {
        const label = labels[index] ?? WARMUP_LABEL;
        return { set, label: setMarker(set) ?? label, spoken: spokenSet(set, label) };
      }),
    };
  });
}

const spokenSet = (set: WorkoutSet, label: SetLabel) =>
  label === WARMUP_LABEL ? 'Warm-up set' : set.setType === 'failure' ? `Set ${label}, failure` : set.setType === 'drop' ? `Set ${label}, drop set` : `Set ${label}`;

/** Minutes the workout took: the stored duration, else from start to end (null while it runs). */
export function sessionMinutes(session: Pick<WorkoutSession, 'duration' | 'startTime' | 'endTime'>): number | null {
  if (session.duration !== null) return session.duration;
  if (!session.endTime) return null;
  return Math.max(0, Math.round((Date.parse(session.endTime) - Date.parse(session.startTime)) / 60_000));
}
