import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BackHeader } from '../../../components/ui/back-header';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { planWithWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { useStartWorkout, workoutSource } from '../api/use-start-workout';
import { planPath } from '../../../lib/paths';
import { DetailFallback } from './detail-fallback';
import { PlanOverview } from './plan-overview';
import { PlanWorkoutCard } from './plan-workout-card';
import { StatusMessage } from '../../../components/ui/status-message';
import { TitledSection } from './titled-section';

/** /workout-plan/{planId}: a plan with its workouts (GET /api/workout-plans/{id}); its owner can start them. */
export function WorkoutPlanDetails({ planId }: { planId: string }) {
  const { user } = useAuth();
  const plan = useQuery(planWithWorkoutsQueryOptions(planId));
  const start = useStartWorkout();

  if (plan.isPending || plan.isError) {
    return (
      <DetailFallback
        title="Workout Plan"
        backTo={paths.workouts}
        query={plan}
        notFound={<StatusMessage title="Workout plan not found" message="This workout plan could not be found." />}
      />
    );
  }

  const isOwner = plan.data.userId === user?.id;
  return (
    <>
      <BackHeader title={plan.data.name} backTo={paths.workouts} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <PlanOverview plan={plan.data} workoutCount={plan.data.workouts.length} workouts={plan.data.workouts} />
        <TitledSection title="Workouts">
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
        </TitledSection>
        {plan.data.kind === 'plan' ? (
          <Link to={planPath(plan.data.id, { view: !isOwner })} className={buttonClasses('secondary')}>
            Open Plan
          </Link>
        ) : null}
      </div>
    </>
  );
}
