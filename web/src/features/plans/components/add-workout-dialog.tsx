import * as Dialog from '@radix-ui/react-dialog';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { Plan } from '../../../../../shared/api-types';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { myWorkoutsQueryOptions } from '../../../lib/queries/plan-queries';
import { workoutsToAdd } from '../lib/add-candidates';

const NO_WORKOUT_CHOSEN = 'Please select a workout to add.';

interface AddWorkoutDialogProps {
  plan: Plan;
  isAdding: boolean;
  /** Adds the workout; the dialog closes once `onAdded` is called. */
  onAdd: (workoutId: string, onAdded: () => void) => void;
}

/** 'Add Workout': picks one of the user's own workouts not yet in the plan. */
export function AddWorkoutDialog({ plan, isAdding, onAdd }: AddWorkoutDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const workouts = useInfiniteQuery({ ...myWorkoutsQueryOptions(), enabled: open });
  const candidates = workoutsToAdd(workouts.data?.pages.flatMap((page) => page.items) ?? [], plan);

  function changeOpen(next: boolean) {
    setOpen(next);
    setChosen(null);
    setError(null);
  }

  function add() {
    if (!chosen) {
      setError(NO_WORKOUT_CHOSEN);
      return;
    }
    onAdd(chosen, () => changeOpen(false));
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="min-w-0 flex-1 gap-1.5 px-2 text-sm whitespace-nowrap">
          <Plus className="size-4" aria-hidden />
          Add Workout
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] w-full max-w-md flex-col rounded-t-2xl bg-white dark:border-t dark:border-slate-700 pb-[env(safe-area-inset-bottom)] shadow-xl outline-none">
          <div className="flex items-center gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
            <Dialog.Title className="flex-1 text-lg font-semibold">Add Workout</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-slate-600">Choose one of your workouts to add to {plan.name}.</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
            {workouts.isPending ? (
              <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
                <Spinner />
                Loading...
              </p>
            ) : candidates.length === 0 ? (
              <p className="py-6 text-center text-slate-600">All your workouts are in this plan already.</p>
            ) : (
              <fieldset>
                <legend className="sr-only">Your workouts</legend>
                <ul className="flex flex-col gap-2">
                  {candidates.map((workout) => (
                    <li key={workout.id}>
                      <label
                        className={cn(
                          'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border p-3',
                          chosen === workout.id ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white',
                        )}
                      >
                        <input
                          type="radio"
                          name="workout-to-add"
                          value={workout.id}
                          checked={chosen === workout.id}
                          onChange={() => {
                            setChosen(workout.id);
                            setError(null);
                          }}
                          className="size-5 accent-blue-600"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{workout.name}</span>
                          <span className="block text-sm text-slate-600">
                            {workout.totalExercises} {workout.totalExercises === 1 ? 'exercise' : 'exercises'}
                            {workout.planId ? ' · moves from another plan' : ''}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {workouts.hasNextPage ? (
              <Button variant="ghost" className="mt-2 w-full" onClick={() => void workouts.fetchNextPage()} disabled={workouts.isFetchingNextPage}>
                Load more
              </Button>
            ) : null}
          </div>
          <div className="border-t border-slate-200 p-4">
            {error ? (
              <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <Button className="w-full" onClick={add} disabled={isAdding} aria-busy={isAdding}>
              {isAdding ? <Spinner className="size-4" /> : null}
              Add to Plan
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
