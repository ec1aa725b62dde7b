import { useQuery } from '@tanstack/react-query';
import { Clock, Dumbbell, Pencil, Play } from 'lucide-react';
import { detailDurationMinutes } from '../../../../../shared/workout/durations';
import { BackHeader, HeaderIconLink } from '../../../components/ui/back-header';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { workoutQueryOptions } from '../../../lib/queries/plan-queries';
import { useStartWorkout, workoutSource } from '../api/use-start-workout';
import { createWorkoutPath, planPath } from '../../../lib/paths';
import { DetailFallback } from './detail-fallback';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { ExercisePreviewList } from '../../../components/workout/exercise-preview-list';
import { Fact, FactRow, OverviewCard } from './overview-card';
import { StatusMessage } from '../../../components/ui/status-message';
import { TitledSection } from './titled-section';

/** /workout-detail/{id}: a workout's facts and exercises, Start Workout, and Edit for its owner. */
export function WorkoutDetails({ workoutId }: { workoutId: string }) {
  const { user } = useAuth();
  const workout = useQuery(workoutQueryOptions(workoutId));
  const start = useStartWorkout();

  if (workout.isPending || workout.isError) {
    return (
      <DetailFallback
        title="Workout"
        backTo={paths.workouts}
        query={workout}
        notFound={<StatusMessage title="Workout not found" message="This workout could not be found." />}
      />
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
          // A routine's own workout is edited through its routine (issue 27).
          isOwner && !data.inRoutine ? (
            <HeaderIconLink to={createWorkoutPath({ editId: data.id })} label="Edit workout">
              <Pencil className="size-5" aria-hidden />
            </HeaderIconLink>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4 py-4">
        <OverviewCard label="Workout overview" description={data.description}>
          <FactRow>
            <DifficultyBadge difficulty={data.difficulty} />
            <Fact icon={<Clock className="size-4" aria-hidden />}>{detailDurationMinutes(data.exercises)} min</Fact>
            <Fact icon={<Dumbbell className="size-4" aria-hidden />}>
              {data.exercises.length} {data.exercises.length === 1 ? 'exercise' : 'exercises'}
            </Fact>
          </FactRow>
          <Button className="mt-4 w-full" onClick={() => start.mutate(workoutSource(data))} disabled={start.isPending} aria-busy={start.isPending}>
            {start.isPending ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
            Start Workout
          </Button>
        </OverviewCard>
        <TitledSection title="Exercises" className="gap-2">
          <ExercisePreviewList exercises={data.exercises} />
        </TitledSection>
      </div>
    </>
  );
}
