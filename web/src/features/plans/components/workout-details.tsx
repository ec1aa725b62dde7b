import { useQuery } from '@tanstack/react-query';
import { Clock, Dumbbell, Pencil, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { detailDurationMinutes } from '../../../../../shared/workout/durations';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../auth';
import { workoutQueryOptions } from '../api/plan-queries';
import { useStartWorkout, workoutSource } from '../api/use-start-workout';
import { isNotFound } from '../lib/not-found';
import { createWorkoutPath, planPath } from '../paths';
import { BackHeader } from './back-header';
import { DifficultyBadge } from './difficulty-badge';
import { ExercisePreviewList } from './exercise-preview-list';
import { LoadFailed } from './load-failed';
import { StatusMessage } from './status-message';

/** /workout-detail/{id}: a workout's facts and exercises, Start Workout, and Edit for its owner. */
export function WorkoutDetails({ workoutId }: { workoutId: string }) {
  const { user } = useAuth();
  const workout = useQuery(workoutQueryOptions(workoutId));
  const start = useStartWorkout();

  if (workout.isPending) {
    return (
      <>
        <BackHeader title="Workout" backTo={paths.workouts} />
        <LoadingScreen />
      </>
    );
  }
  if (workout.isError) {
    return (
      <>
        <BackHeader title="Workout" backTo={paths.workouts} />
        {isNotFound(workout.error) ? (
          <StatusMessage title="Workout not found" message="This workout could not be found." />
        ) : (
          <LoadFailed message={workout.error.message} onRetry={() => void workout.refetch()} />
        )}
      </>
    );
  }

  const { data } = workout;
  const isOwner = data.userId === user?.id;
  return (
    <>
      <BackHeader
        title={data.name}
        backTo={data.planId ? planPath(data.planId) : paths.workouts}
        actions={
          isOwner ? (
            <Link
              to={createWorkoutPath({ editId: data.id })}
              aria-label="Edit workout"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Pencil className="size-5" aria-hidden />
            </Link>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4 py-4">
        <section aria-label="Workout overview" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {data.description ? <p className="mb-3 text-slate-700">{data.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <DifficultyBadge difficulty={data.difficulty} />
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {detailDurationMinutes(data.exercises)} min
            </span>
            <span className="inline-flex items-center gap-1">
              <Dumbbell className="size-4" aria-hidden />
              {data.exercises.length} {data.exercises.length === 1 ? 'exercise' : 'exercises'}
            </span>
          </div>
          <Button className="mt-4 w-full" onClick={() => start.mutate(workoutSource(data))} disabled={start.isPending} aria-busy={start.isPending}>
            {start.isPending ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
            Start Workout
          </Button>
        </section>
        <section aria-labelledby="workout-exercises-heading" className="flex flex-col gap-2">
          <h2 id="workout-exercises-heading" className="text-lg font-semibold">
            Exercises
          </h2>
          <ExercisePreviewList exercises={data.exercises} />
        </section>
      </div>
    </>
  );
}
