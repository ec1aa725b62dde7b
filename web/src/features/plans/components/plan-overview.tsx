import { CalendarDays, Clock, Globe, Lock } from 'lucide-react';
import type { Plan, Workout } from '../../../../../shared/api-types';
import { planDurationMinutes } from '../../../../../shared/workout/durations';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Fact, FactRow, OverviewCard } from './overview-card';

/** A plan's description and facts: difficulty, duration (its workouts' sum once loaded), workout count, public or private. */
export function PlanOverview({ plan, workoutCount, workouts }: { plan: Plan; workoutCount: number; workouts?: readonly Workout[] }) {
  return (
    <OverviewCard label="Plan overview" description={plan.description}>
      <FactRow>
        <DifficultyBadge difficulty={plan.difficulty} />
        <Fact icon={<Clock className="size-4" aria-hidden />}>{planDurationMinutes(plan.duration, workouts)} min</Fact>
        <Fact icon={<CalendarDays className="size-4" aria-hidden />}>
          {workoutCount} {workoutCount === 1 ? 'workout' : 'workouts'}
        </Fact>
        <Fact icon={plan.isPublic ? <Globe className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}>{plan.isPublic ? 'Public' : 'Private'}</Fact>
      </FactRow>
    </OverviewCard>
  );
}
