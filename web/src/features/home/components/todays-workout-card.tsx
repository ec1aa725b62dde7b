import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { activeSessionQueryOptions } from '../../../lib/queries/session-queries';
import { useQuickStart } from '../api/use-quick-start';
import { SectionCard } from '../../../components/ui/section-card';

// Finish needs the live workout's code (saving entries, the outbox's finish): loaded only when a workout is active.
const ActiveWorkout = lazy(() => import('./active-workout'));

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
  // Offline with nothing kept on the phone (a new account): no workout is running here, and one can be started
  // offline (the outbox sends it later) instead of waiting for a read that cannot come.
  if (active.isPending && active.fetchStatus !== 'paused') return <LoadingCard />;
  return active.data ? (
    <Suspense fallback={<LoadingCard />}>
      <ActiveWorkout session={active.data} />
    </Suspense>
  ) : (
    <NoActiveWorkout />
  );
}

function LoadingCard() {
  return (
    <SectionCard title="Today's workout">
      {/* As tall as Quick Start and Go to Workouts below it (two 44 px buttons and a 12 px gap): nothing under the
          card moves when they replace it (layout shift, issue 14). */}
      <div className="flex min-h-[6.25rem] items-center justify-center gap-2 text-slate-600">
        <Spinner />
        Loading...
      </div>
    </SectionCard>
  );
}
