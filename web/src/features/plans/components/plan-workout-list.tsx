import { useQuery } from '@tanstack/react-query';
import { Dumbbell, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Plan, Workout } from '../../../../../shared/api-types';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { planWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { usePlanWorkoutActions } from '../api/use-plan-workout-actions';
import { useStartWorkout, workoutSource } from '../api/use-start-workout';
import { createWorkoutPath } from '../../../lib/paths';
import { AddWorkoutDialog } from './add-workout-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { OwnerWorkoutActions } from './owner-workout-actions';
import { PlanWorkoutCard } from './plan-workout-card';
import { TitledSection } from './titled-section';

const exerciseCount = (workout: Workout | null) => {
  const count = workout?.exercises.length ?? 0;
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`;
};

/** The plan's workouts in order; the owner adds, creates, moves, edits, deletes and starts them. */
export function PlanWorkoutList({ plan, isOwner }: { plan: Plan; isOwner: boolean }) {
  const workouts = useQuery(planWorkoutsQueryOptions(plan.id));
  const { add, reorder, remove } = usePlanWorkoutActions(plan.id);
  const start = useStartWorkout();
  const [toDelete, setToDelete] = useState<Workout | null>(null);

  return (
    <TitledSection title="Workouts">
      {isOwner ? (
        <div className="flex gap-3">
          <AddWorkoutDialog plan={plan} isAdding={add.isPending} onAdd={(workoutId, onAdded) => add.mutate(workoutId, { onSuccess: onAdded })} />
          <Link to={createWorkoutPath({ planId: plan.id })} className={buttonClasses('primary', 'min-w-0 flex-1 gap-1.5 px-2 text-sm whitespace-nowrap')}>
            <Plus className="size-4" aria-hidden />
            Create Workout
          </Link>
        </div>
      ) : null}
      {workouts.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
          <Spinner />
          Loading...
        </p>
      ) : workouts.isError ? (
        <LoadFailed message={workouts.error.message} onRetry={() => void workouts.refetch()} />
      ) : workouts.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <Dumbbell className="mb-2 size-8 text-slate-300" aria-hidden />
          <p className="font-medium text-slate-700">No workouts yet</p>
          <p className="text-sm text-slate-600">{isOwner ? 'Add one of your workouts or create a new one.' : 'This plan has no workouts yet.'}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Plan workouts">
          {workouts.data.map((workout, index) => (
            <li key={workout.id}>
              <PlanWorkoutCard
                workout={workout}
                onStart={isOwner ? () => start.mutate(workoutSource(workout)) : undefined}
                isStarting={start.isPending}
                ownerActions={
                  isOwner ? (
                    <OwnerWorkoutActions
                      workoutName={workout.name}
                      canMoveUp={index > 0}
                      canMoveDown={index < workouts.data.length - 1}
                      isMoving={reorder.isPending}
                      onMove={(direction) => reorder.mutate({ workoutId: workout.id, direction })}
                      editTo={createWorkoutPath({ editId: workout.id })}
                      onDelete={() => setToDelete(workout)}
                    />
                  ) : null
                }
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete workout?"
        description={`${toDelete?.name ?? 'This workout'} and its ${exerciseCount(toDelete)} will be deleted from this plan.`}
        confirmLabel="Delete"
        onConfirm={() => {
          setToDelete(null);
          if (toDelete) remove(toDelete.id);
        }}
      />
    </TitledSection>
  );
}
