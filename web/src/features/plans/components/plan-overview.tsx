import { CalendarDays, Clock, Globe, Lock } from 'lucide-react';
import type { Plan } from '../../../../../shared/api-types';
import { planDurationMinutes } from '../../../../../shared/workout/durations';
import { DifficultyBadge } from './difficulty-badge';

/** A plan's description and facts: difficulty, duration (45 when unset), workout count, public or private. */
export function PlanOverview({ plan, workoutCount }: { plan: Plan; workoutCount: number }) {
  return (
    <section aria-label="Plan overview" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {plan.description ? <p className="mb-3 text-slate-700">{plan.description}</p> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <DifficultyBadge difficulty={plan.difficulty} />
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          {planDurationMinutes(plan.duration)} min
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden />
          {workoutCount} {workoutCount === 1 ? 'workout' : 'workouts'}
        </span>
        <span className="inline-flex items-center gap-1">
          {plan.isPublic ? <Globe className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}
          {plan.isPublic ? 'Public' : 'Private'}
        </span>
      </div>
    </section>
  );
}
