import { useQuery } from '@tanstack/react-query';
import { Dumbbell, Pencil, Play } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { BackHeader, HeaderIconLink } from '../../../components/ui/back-header';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { ExercisePreviewList } from '../../../components/workout/exercise-preview-list';
import { planWithWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { useStartRoutine } from '../api/use-start-routine';
import { useCooldown } from '../lib/use-cooldown';
import { editRoutinePath } from '../../../lib/paths';

const START_ROUTINE_COOLDOWN_MS = 5_000;

/**
 * A routine's own detail screen (/routine/{id}, issue 27): its exercises, Start Routine and Edit for its owner. A
 * training plan has its own (/plan/{id}); an id that is not a routine is answered as not found here.
 */
export default function RoutineDetailScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const routine = useQuery(planWithWorkoutsQueryOptions(id));
  const start = useStartRoutine();
  const cooldown = useCooldown(START_ROUTINE_COOLDOWN_MS);

  if (routine.isPending) {
    return (
      <>
        <BackHeader title="Routine" backTo={paths.workouts} />
        <LoadingScreen label="Loading routine..." />
      </>
    );
  }
  if (routine.isError || routine.data.kind !== 'routine') {
    return (
      <>
        <BackHeader title="Routine" backTo={paths.workouts} />
        {routine.isError && !isApiError(routine.error, 404) ? (
          <LoadFailed message={routine.error.message} onRetry={() => void routine.refetch()} />
        ) : (
          <StatusMessage title="Routine not found" message="This routine could not be found." />
        )}
      </>
    );
  }

  const { data } = routine;
  const exercises = data.workouts[0]?.exercises ?? [];
  const isOwner = data.userId === user?.id;
  return (
    <>
      <BackHeader
        title={data.name}
        backTo={paths.workouts}
        actions={
          isOwner ? (
            <HeaderIconLink to={editRoutinePath(data.id)} label="Edit routine">
              <Pencil className="size-5" aria-hidden />
            </HeaderIconLink>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4 py-4">
        <section aria-label="Routine overview" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {data.description ? <p className="mb-3 text-slate-700">{data.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <DifficultyBadge difficulty={data.difficulty} />
            <span className="inline-flex items-center gap-1">
              <Dumbbell className="size-4" aria-hidden />
              {exercises.length} {exercises.length === 1 ? 'exercise' : 'exercises'}
            </span>
          </div>
          {isOwner ? (
            <Button
              className="mt-4 w-full"
              disabled={cooldown.coolingDown}
              aria-busy={start.isPending}
              onClick={() => {
                cooldown.start();
                start.mutate({ name: data.name, workoutPlanId: data.id });
              }}
            >
              <Play className="size-4" aria-hidden />
              Start Routine
            </Button>
          ) : null}
        </section>
        <section aria-labelledby="routine-exercises" className="flex flex-col gap-2">
          <h2 id="routine-exercises" className="text-lg font-semibold">
            Exercises
          </h2>
          <ExercisePreviewList exercises={exercises} />
        </section>
      </div>
    </>
  );
}
