import { useQuery } from '@tanstack/react-query';
import { hundredthsToPoundsText } from '../../../../../shared/workout/weight';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { exerciseHistoryQueryOptions, HISTORY_WORKOUTS } from '../api/exercise-history';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** 'See History': previous sets of an exercise from the person's completed workouts, newest first. */
export function ExerciseHistorySheet({ exercise, onClose }: { exercise: { exerciseId: string; name: string } | null; onClose: () => void }) {
  return (
    <BottomSheet open={exercise !== null} onOpenChange={(open) => !open && onClose()} title="History" description={exercise?.name}>
      {exercise ? <HistoryList exerciseId={exercise.exerciseId} /> : null}
    </BottomSheet>
  );
}

function HistoryList({ exerciseId }: { exerciseId: string }) {
  const { user } = useAuth();
  const query = useQuery({ ...exerciseHistoryQueryOptions(user?.id ?? '', exerciseId), enabled: Boolean(user) });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-5 py-10 text-slate-600">
        <Spinner className="size-5 text-blue-600" />
        Loading history...
      </p>
    );
  }
  if (query.isError) return <p className="px-5 py-10 text-center text-slate-600">Could not load history. {query.error.message}</p>;
  if (query.data.length === 0) {
    return (
      <p className="px-5 py-10 text-center text-slate-600">
        No previous sets of this exercise in your last {HISTORY_WORKOUTS} workouts.
      </p>
    );
  }

  return (
    <ol className="flex flex-col gap-3 overflow-y-auto px-5 pb-4">
      {query.data.map(({ workout, sets }) => {
        const labels = setLabels(sets);
        return (
          <li key={workout.id} className="rounded-2xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{workout.name || 'Quick Workout'}</p>
            <p className="mb-2 text-sm text-slate-500">{workout.completedAt ? dateFormat.format(new Date(workout.completedAt)) : ''}</p>
            <ul className="flex flex-col gap-1 text-sm">
              {sets.map((set, index) => (
                <li key={set.id} className="flex items-center gap-3 tabular-nums">
                  <span className="w-6 font-semibold text-slate-500">{labels[index]}</span>
                  <span className="text-slate-800">
                    {set.weight !== null ? `${hundredthsToPoundsText(set.weight)} lbs` : '–'} × {set.reps ?? '–'}
                  </span>
                  {set.isCompleted ? null : <span className="text-xs text-slate-500">not completed</span>}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
