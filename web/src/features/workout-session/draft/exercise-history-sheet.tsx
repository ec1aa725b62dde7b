import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatReadableWeightWithUnit } from '../../../../../shared/units';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { exerciseDetailPath } from '../../../lib/paths';
import { exerciseHistoryQueryOptions as exerciseHistoryPagesQueryOptions } from '../../../lib/queries/insight-queries';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/**
 * 'See History': the exercise's sets in the person's finished workouts, newest first, a page (one read) at a time
 * from the exercise's history (issue 11), with a link to its detail screen.
 */
export function ExerciseHistorySheet({ exercise, onClose }: { exercise: { exerciseId: string; name: string } | null; onClose: () => void }) {
  return (
    <BottomSheet open={exercise !== null} onOpenChange={(open) => !open && onClose()} title="History" description={exercise?.name}>
      {exercise ? <HistoryList exerciseId={exercise.exerciseId} /> : null}
    </BottomSheet>
  );
}

function HistoryList({ exerciseId }: { exerciseId: string }) {
  const { user } = useAuth();
  const unit = useWeightUnit();
  const query = useInfiniteQuery({ ...exerciseHistoryPagesQueryOptions(user?.id ?? '', exerciseId), enabled: Boolean(user) });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-5 py-10 text-slate-600">
        <Spinner className="size-5 text-blue-600" />
        Loading history...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-5 py-10 text-center text-slate-600">
        <p>Could not load history. {query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return <p className="px-5 py-10 text-center text-slate-600">You have not finished a workout with this exercise yet.</p>;
  }

  return (
    <div className="flex min-h-0 flex-col gap-3 overflow-y-auto px-5 pb-4">
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => {
          const labels = setLabels(entry.sets);
          return (
            <li key={entry.sessionId} className="rounded-2xl border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">{entry.sessionName || 'Quick Workout'}</p>
              <p className="mb-2 text-sm text-slate-600">{dateFormat.format(new Date(entry.completedAt))}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {entry.sets.map((set, index) => (
                  <li key={`${set.setNumber}-${index}`} className="flex items-center gap-3 tabular-nums">
                    <span className="w-6 font-semibold text-slate-600">{labels[index]}</span>
                    <span className="text-slate-800">
                      {set.weight !== null ? formatReadableWeightWithUnit(set.weight, unit) : '–'} × {set.reps ?? '–'}
                    </span>
                    {set.isCompleted ? null : <span className="text-xs text-slate-600">not completed</span>}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {query.hasNextPage ? (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      <Link to={exerciseDetailPath(exerciseId)} className="py-2 text-center font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
        Records and charts
      </Link>
    </div>
  );
}
