import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { keptPlanWorkout, workoutQueryOptions } from '../../../lib/queries/plan-queries';
import { LoadFailed } from '../../../components/ui/load-failed';
import { detailsFormOf, emptyDetailsForm } from '../../workout-editor/template/details-form';
import { isNotFound } from '../lib/not-found';
import { planPath } from '../../../lib/paths';
import { WorkoutBuilder } from '../workout-builder/workout-builder';
import { workoutTemplateOf } from '../workout-builder/workout-template';

/** Create/Edit Workout (/create-workout, ?editId={workoutId} or ?planId={planId}; spec 001 section 2). */
export default function CreateWorkoutScreen() {
  const [search] = useSearchParams();
  const editId = search.get('editId') || undefined;
  const planId = search.get('planId') || null;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 pb-[env(safe-area-inset-bottom)] shadow-sm">
      {editId ? (
        <EditWorkout key={editId} workoutId={editId} planId={planId} />
      ) : (
        <WorkoutBuilder planId={planId} initialForm={emptyDetailsForm} initialTemplate={{ exercises: [], entries: {} }} />
      )}
    </div>
  );
}

function EditWorkout({ workoutId, planId }: { workoutId: string; planId: string | null }) {
  const queryClient = useQueryClient();
  // Offline, a workout never opened alone is edited from its plan's list kept on the phone (issue 30).
  const workout = useQuery({ ...workoutQueryOptions(workoutId), placeholderData: () => keptPlanWorkout(queryClient, workoutId) });
  if (workout.isSuccess) {
    return (
      <WorkoutBuilder
        editId={workout.data.id}
        planId={planId ?? workout.data.planId}
        initialForm={detailsFormOf(workout.data)}
        initialTemplate={workoutTemplateOf(workout.data)}
      />
    );
  }
  return (
    <>
      <BackHeader sticky title="Edit Workout Plan" backTo={planId ? planPath(planId) : paths.workouts} />
      <main className="flex flex-1 flex-col">
        {workout.isPending ? (
          <LoadingScreen label="Loading workout..." />
        ) : (
          <LoadFailed
            message={isNotFound(workout.error) ? 'This workout plan could not be found.' : workout.error.message}
            onRetry={() => void workout.refetch()}
          />
        )}
      </main>
    </>
  );
}
