import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CompletedWorkout } from '../../../../../shared/api-types';
import type { WeightUnit } from '../../../../../shared/units';
import { sessionSummaryPath } from '../../../lib/paths';
import { completedWorkoutFacts, formatDay, prCountText } from '../../../lib/units/insight-format';
import { PrBadge } from '../../../components/ui/pr-badge';

/** Completed workouts, newest first: name, day, duration, volume in the unit and PRs, each opening its summary. */
export function WorkoutHistoryList({ workouts, unit }: { workouts: readonly CompletedWorkout[]; unit: WeightUnit }) {
  return (
    <ol aria-label="Completed workouts" className="flex flex-col divide-y divide-slate-100">
      {workouts.map((workout) => {
        const facts = completedWorkoutFacts(workout, unit);
        const prs = workout.personalRecordCount ?? 0;
        return (
          <li key={workout.id}>
            <Link
              to={sessionSummaryPath(workout.id)}
              className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium">{workout.name || 'Quick Workout'}</span>
                  {prs > 0 ? <PrBadge text={prCountText(prs)} /> : null}
                </span>
                <span className="block text-sm text-slate-600">
                  <time dateTime={workout.completedAt}>{formatDay(workout.completedAt)}</time>
                  {facts.map((fact) => ` · ${fact}`).join('')}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
