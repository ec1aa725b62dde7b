import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../auth';
import { planWithWorkoutsQueryOptions } from '../api/plan-queries';
import { useStartWorkout, workoutSource } from '../api/use-start-workout';
import { isNotFound } from '../lib/not-found';
import { planPath } from '../paths';
import { BackHeader } from './back-header';
import { LoadFailed } from './load-failed';
import { PlanOverview } from './plan-overview';
import { PlanWorkoutCard } from './plan-workout-card';
import { StatusMessage } from './status-message';

/** /workout-plan/{planId}: a plan with its workouts (GET /api/workout-plans/{id}); its owner can start them. */
export function WorkoutPlanDetails({ planId }: { planId: string }) {
  const { user } = useAuth();
  const plan = useQuery(planWithWorkoutsQueryOptions(planId));
  const start = useStartWorkout();

  if (plan.isPending) {
    return (
      <>
        <BackHeader title="Workout Plan" backTo={paths.workouts} />
        <LoadingScreen />
      </>
    );
  }
  if (plan.isError) {
    return (
      <>
        <BackHeader title="Workout Plan" backTo={paths.workouts} />
        {isNotFound(plan.error) ? (
          <StatusMessage title="Workout plan not found" message="This workout plan could not be found." />
        ) : (
          <LoadFailed message={plan.error.message} onRetry={() => void plan.refetch()} />
        )}
      </>
    );
  }

  const isOwner = plan.data.userId === user?.id;
  return (
    <>
      <BackHeader title={plan.data.name} backTo={paths.workouts} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <PlanOverview plan={plan.data} workoutCount={plan.data.workouts.length} />
        <section aria-labelledby="workout-plan-workouts-heading" className="flex flex-col gap-3">
          <h2 id="workout-plan-workouts-heading" className="text-lg font-semibold">
            Workouts
          </h2>
          {plan.data.workouts.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">No workouts yet</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {plan.data.workouts.map((workout) => (
                <li key={workout.id}>
                  <PlanWorkoutCard workout={workout} onStart={isOwner ? () => start.mutate(workoutSource(workout)) : undefined} isStarting={start.isPending} />
                </li>
              ))}
            </ol>
          )}
        </section>
        <Link to={planPath(plan.data.id, { view: !isOwner })} className={buttonClasses('secondary')}>
          Open Plan
        </Link>
      </div>
    </>
  );
}
