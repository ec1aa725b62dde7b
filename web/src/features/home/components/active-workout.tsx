import { Link } from 'react-router-dom';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useFinishWorkout } from '../../workout-session';
import { workoutPaths } from '../../../lib/paths';

// Made on first use: a date format's first construction is slow (its locale data).
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (date: Date) => (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(date);

function sessionTitle(session: WorkoutSession): string {
  return session.workoutName || session.name || 'Quick Workout';
}

/** 'Workout in progress' on home: loaded only when a workout is active (Finish brings the live workout's code). */
export default function ActiveWorkout({ session }: { session: WorkoutSession }) {
  const now = useNow(30_000);
  const { finish, isPending } = useFinishWorkout();
  const started = new Date(session.startTime);
  const minutes = Math.max(0, Math.floor((now - started.getTime()) / 60_000));

  return (
    <SectionCard title="Workout in progress">
      <p className="text-lg font-semibold">{sessionTitle(session)}</p>
      <p className="mb-4 text-sm text-slate-600">
        Started {formatTime(started)} · {minutes} min
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
