import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../auth';
import { planQueryOptions } from '../api/plan-queries';
import { BackHeader } from '../components/back-header';
import { LoadFailed } from '../components/load-failed';
import { PlanNotFound } from '../components/plan-not-found';
import { PlanOverview } from '../components/plan-overview';
import { PlanWorkoutList } from '../components/plan-workout-list';
import { isNotFound } from '../lib/not-found';
import { createPlanPath } from '../paths';

/**
 * Plan Details (/plan/{id}): the plan and its workouts. view=true is read-only and goes back to /profile.
 * Someone else's (public) plan is always read-only: owner actions and Start are the owner's.
 */
export default function PlanDetailScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const viewOnly = search.get('view') === 'true';
  const { user } = useAuth();
  const plan = useQuery(planQueryOptions(id));
  const backTo = viewOnly ? paths.profile : paths.workouts;

  if (plan.isPending) {
    return (
      <>
        <BackHeader title="Plan" backTo={backTo} />
        <LoadingScreen />
      </>
    );
  }
  if (plan.isError) {
    return (
      <>
        <BackHeader title="Plan" backTo={backTo} />
        {isNotFound(plan.error) ? (
          <PlanNotFound backTo={backTo} backLabel={viewOnly ? 'Back to Profile' : 'Back to Workouts'} />
        ) : (
          <LoadFailed message={plan.error.message} onRetry={() => void plan.refetch()} />
        )}
      </>
    );
  }

  const isOwner = !viewOnly && plan.data.userId === user?.id;
  return (
    <>
      <BackHeader
        title={plan.data.name}
        backTo={backTo}
        actions={
          isOwner ? (
            <Link
              to={createPlanPath(plan.data.id)}
              aria-label="Edit plan"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Pencil className="size-5" aria-hidden />
            </Link>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4 py-4">
        <PlanOverview plan={plan.data} workoutCount={plan.data.workoutIds.length} />
        <PlanWorkoutList plan={plan.data} isOwner={isOwner} />
      </div>
    </>
  );
}
