import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { activeSessionQueryOptions, useFinishWorkout, workoutPaths } from '../../workout-session';
import { useQuickStart } from '../api/use-quick-start';
import { useNow } from '../../../lib/use-now';
import { SectionCard } from '../../../components/ui/section-card';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function sessionTitle(session: WorkoutSession): string {
  return session.workoutName || session.name || 'Quick Workout';
}

function ActiveWorkout({ session }: { session: WorkoutSession }) {
  const now = useNow(30_000);
  const { finish, isPending } = useFinishWorkout();
  const started = new Date(session.startTime);
  const minutes = Math.max(0, Math.floor((now - started.getTime()) / 60_000));

  return (
    <SectionCard title="Workout in progress">
      <p className="text-lg font-semibold">{sessionTitle(session)}</p>
      <p className="mb-4 text-sm text-slate-600">
        Started {timeFormat.format(started)} · {minutes} min
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => finish(session)} disabled={isPending} aria-busy={isPending}>
          {isPending ? <Spinner className="size-4" /> : null}
          Finish
        </Button>
        <Link to={workoutPaths.session} className={buttonClasses('primary')}>
          Resume
        </Link>
      </div>
    </SectionCard>
  );
}

function NoActiveWorkout() {
  const quickStart = useQuickStart();
  return (
    <SectionCard title="Today's workout">
      <div className="flex flex-col gap-3">
        <Button onClick={() => quickStart.mutate()} disabled={quickStart.isPending} aria-busy={quickStart.isPending}>
          {quickStart.isPending ? <Spinner className="size-4" /> : null}
          Quick Start
        </Button>
        <Link to={paths.workouts} className={buttonClasses('secondary')}>
          Go to Workouts
        </Link>
      </div>
    </SectionCard>
  );
}

/** 'Today's workout', or 'Workout in progress' while a session is active (spec 000 section 2). */
export function TodaysWorkoutCard() {
  const active = useQuery(activeSessionQueryOptions());
  if (active.isPending) {
    return (
      <SectionCard title="Today's workout">
        <div className="flex items-center justify-center gap-2 py-3 text-slate-600">
          <Spinner />
          Loading...
        </div>
      </SectionCard>
    );
  }
  return active.data ? <ActiveWorkout session={active.data} /> : <NoActiveWorkout />;
}
