import { Clock, Dumbbell, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Workout } from '../../../../../shared/api-types';
import { detailDurationMinutes } from '../../../../../shared/workout/durations';
import { Button } from '../../../components/ui/button';
import { workoutDetailPath } from '../../../lib/paths';

interface PlanWorkoutCardProps {
  workout: Workout;
  /** Start (hidden in a read-only view). */
  onStart?: () => void;
  isStarting?: boolean;
  /** The owner's controls (up, down, edit, delete). */
  ownerActions?: ReactNode;
}

/** One workout of a plan: its name (to its details), exercise count and detail-view duration. */
export function PlanWorkoutCard({ workout, onStart, isStarting, ownerActions }: PlanWorkoutCardProps) {
  const exerciseCount = workout.exercises.length;
  return (
    <article aria-label={workout.name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link to={workoutDetailPath(workout.id)} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-blue-600">
        <h3 className="truncate text-base font-semibold">{workout.name}</h3>
        <p className="mt-1 flex items-center gap-3 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Dumbbell className="size-4" aria-hidden />
            {exerciseCount} {exerciseCount === 1 ? 'exercise' : 'exercises'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {detailDurationMinutes(workout.exercises)} min
          </span>
        </p>
      </Link>
      {onStart || ownerActions ? (
        <div className="mt-3 flex items-center gap-1">
          {onStart ? (
            <Button className="mr-auto" onClick={onStart} disabled={isStarting} aria-label={`Start ${workout.name}`}>
              <Play className="size-4" aria-hidden />
              Start
            </Button>
          ) : null}
          {ownerActions}
        </div>
      ) : null}
    </article>
  );
}
