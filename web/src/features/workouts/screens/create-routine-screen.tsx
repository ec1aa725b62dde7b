import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { detailsFormOf, emptyDetailsForm } from '../../workout-editor/template/details-form';
import { planWithWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { RoutineBuilder } from '../routine-builder/routine-builder';
import { routineTemplateOf } from '../routine-builder/routine-template';

/** Create routine (/create-routine, optional editId={planId}; spec 000 section 2): a full-screen builder. */
export default function CreateRoutineScreen() {
  const [search] = useSearchParams();
  const editId = search.get('editId') || undefined;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 pb-[env(safe-area-inset-bottom)] shadow-sm">
      {editId ? (
        <EditRoutine key={editId} planId={editId} />
      ) : (
        <RoutineBuilder initialForm={emptyDetailsForm} initialTemplate={{ exercises: [], entries: {} }} />
      )}
    </div>
  );
}

function EditRoutine({ planId }: { planId: string }) {
  const routine = useQuery(planWithWorkoutsQueryOptions(planId));
  if (routine.isPending || routine.isError) {
    return (
      <>
        <BackHeader sticky title="Edit Routine" backTo={paths.workouts} />
        <main className="flex flex-1 flex-col">
          {routine.isPending ? (
            <LoadingScreen label="Loading routine..." />
          ) : (
            <LoadFailed title="Could not load the routine" message={routine.error.message} onRetry={() => void routine.refetch()} role="alert" />
          )}
        </main>
      </>
    );
  }
  const plan = routine.data;
  return (
    <RoutineBuilder
      editId={plan.id}
      initialForm={detailsFormOf(plan)}
      initialTemplate={routineTemplateOf(plan)}
    />
  );
}
