import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { activeSessionQueryOptions } from '../../../lib/queries/session-queries';
import { liveWorkoutPath } from '../../../lib/paths';
import { useStartEmptyWorkout } from '../api/use-start-empty-workout';

const sessionTitle = (session: WorkoutSession) => session.workoutName || session.name || QUICK_WORKOUT_NAME;

/** Quick Start: Start Empty Workout, and the running workout with Resume (it is reused, never ended). */
export function QuickStartSection() {
  const active = useQuery(activeSessionQueryOptions());
  const startEmpty = useStartEmptyWorkout();

  return (
    <section aria-labelledby="quick-start-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="quick-start-heading" className="text-lg font-semibold">
        Quick Start
      </h2>
      {active.data ? <RunningWorkout session={active.data} /> : null}
      <Button
        variant={active.data ? 'secondary' : 'primary'}
        onClick={() => startEmpty.mutate()}
        disabled={startEmpty.isPending}
        aria-busy={startEmpty.isPending}
      >
        {startEmpty.isPending ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
        Start Empty Workout
      </Button>
    </section>
  );
}

function RunningWorkout({ session }: { session: WorkoutSession }) {
  return (
    <div role="group" aria-labelledby="running-workout-heading" className="flex items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3">
      <div className="min-w-0 flex-1">
        <h3 id="running-workout-heading" className="text-sm font-medium text-blue-800">
          Workout in progress
        </h3>
        <p className="truncate font-semibold">{sessionTitle(session)}</p>
      </div>
      <Link to={liveWorkoutPath(session.id)} className={buttonClasses('primary', 'shrink-0')}>
        Resume
      </Link>
    </div>
  );
}
