import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackHeader, HeaderIconLink } from '../../../components/ui/back-header';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { planQueryOptions, planWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { DetailFallback } from '../components/detail-fallback';
import { PlanNotFound } from '../components/plan-not-found';
import { PlanOverview } from '../components/plan-overview';
import { PlanWorkoutList } from '../components/plan-workout-list';
import { createPlanPath, planPaths } from '../../../lib/paths';

/**
 * Plan Details (/plan/{id}): the plan and its workouts. view=true (opened from a profile) goes back to /profile.
 * The owner always gets the owner's actions, from the profile too (issue 27); someone else's (public) plan is
 * always read-only: owner actions and Start are the owner's.
 */
export default function PlanDetailScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const viewOnly = search.get('view') === 'true';
  const { user } = useAuth();
  const plan = useQuery(planQueryOptions(id));
  // The list below reads the same (cached) workouts; the overview sums their durations.
  const workouts = useQuery({ ...planWorkoutsQueryOptions(id), enabled: plan.isSuccess });
  const backTo = viewOnly ? paths.profile : planPaths.plans;

  if (plan.isPending || plan.isError) {
    return (
      <DetailFallback
        title="Plan"
        backTo={backTo}
        query={plan}
        notFound={<PlanNotFound backTo={backTo} backLabel={viewOnly ? 'Back to Profile' : 'Back to Plans'} />}
      />
    );
  }

  const isOwner = plan.data.userId === user?.id;
  return (
    <>
      <BackHeader
        title={plan.data.name}
        backTo={backTo}
        actions={
          isOwner ? (
            <HeaderIconLink to={createPlanPath(plan.data.id)} label="Edit plan">
              <Pencil className="size-5" aria-hidden />
            </HeaderIconLink>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4 py-4">
        <PlanOverview plan={plan.data} workoutCount={plan.data.workoutIds.length} workouts={workouts.data} />
        <PlanWorkoutList plan={plan.data} isOwner={isOwner} />
      </div>
    </>
  );
}
