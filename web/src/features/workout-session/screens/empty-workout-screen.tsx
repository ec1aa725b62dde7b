import { Dumbbell, History, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Exercise } from '../../../../../shared/api-types';
import { elapsedSeconds, formatElapsed } from '../../../../../shared/workout/elapsed';
import { entryValue, type EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ExercisePicker } from '../../exercises';
import { ActionSheet } from '../components/bottom-sheet';
import { ExerciseCard } from '../components/exercise-card';
import { NumericKeypadSheet, type KeypadRequest } from '../components/numeric-keypad-sheet';
import { SetRow, setNames } from '../components/set-row';
import { WorkoutTopBar } from '../components/workout-top-bar';
import { clearDraft, draftActions, ensureDraft, useDraft, type DraftExercise, type DraftSet } from '../draft/draft-store';
import { ExerciseHistorySheet } from '../draft/exercise-history-sheet';
import { useCoarsePointer } from '../lib/use-coarse-pointer';
import { useNow } from '../../../lib/use-now';
import { workoutPaths } from '../paths';

type Picker = { mode: 'add' } | { mode: 'replace'; exerciseId: string } | null;

/**
 * Local empty workout (spec 000 section 2, /workout/empty and /workout/empty-session): a draft
 * kept only in this browser, with an elapsed timer, Add Exercise, Add Set, a set-type picker and
 * an exercise menu (See History, Replace Exercise, Remove Exercise). Finish goes to /save-workout;
 * the back target is /workout.
 */
export default function EmptyWorkoutScreen() {
  const navigate = useNavigate();
  const draft = useDraft();
  const coarse = useCoarsePointer();
  const clock = useNow(1000, draft !== null);
  const [picker, setPicker] = useState<Picker>(null);
  const [menuFor, setMenuFor] = useState<DraftExercise | null>(null);
  const [historyFor, setHistoryFor] = useState<DraftExercise | null>(null);
  const [setTypeFor, setSetTypeFor] = useState<{ set: DraftSet; name: string; exerciseName: string } | null>(null);
  const [keypad, setKeypad] = useState<KeypadRequest | null>(null);

  useEffect(() => ensureDraft(), []);

  if (!draft) {
    return (
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50">
        <LoadingScreen label="Loading workout..." />
      </div>
    );
  }

  const now = Math.max(clock, draft.startedAt);
  const exerciseIds = draft.exercises.map((exercise) => exercise.exerciseId);

  function openKeypad(exercise: DraftExercise, set: DraftSet, name: string, field: EntryField, firstKey?: KeypadKey) {
    setKeypad({
      mode: field === 'weight' ? 'pounds' : 'reps',
      title: field === 'weight' ? 'Weight' : 'Reps',
      subtitle: `${name} · ${exercise.name}`,
      initialText: entryValue(draft?.entries ?? {}, set.id, field),
      firstKey,
      onDone: (text) => draftActions.edit(exercise.exerciseId, set.id, field, text),
    });
  }

  function confirmPicker(chosen: Exercise[]) {
    const current = picker;
    setPicker(null);
    if (!current) return;
    if (current.mode === 'add') draftActions.addExercises(chosen);
    else if (chosen[0]) draftActions.replaceExercise(current.exerciseId, chosen[0]);
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <WorkoutTopBar
        title="Empty Workout"
        elapsed={formatElapsed(elapsedSeconds(new Date(draft.startedAt).toISOString(), now))}
        detail="Not saved yet"
        onBack={() => void navigate(workoutPaths.workoutMain)}
        action={
          <Button onClick={() => void navigate(workoutPaths.save)} className="min-w-20 bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800">
            Finish
          </Button>
        }
      />

      <main className="flex flex-1 flex-col gap-3 px-3 py-3">
        {draft.exercises.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <Dumbbell className="size-10 text-slate-300" aria-hidden />
            <p className="font-semibold text-slate-800">No exercises yet</p>
            <p className="text-sm text-slate-500">Add an exercise to start logging sets.</p>
          </div>
        ) : null}

        {draft.exercises.map((exercise) => {
          const labels = setLabels(exercise.sets);
          const names = setNames(labels);
          return (
            <ExerciseCard
              key={exercise.exerciseId}
              name={exercise.name}
              onOpenMenu={() => setMenuFor(exercise)}
              onAddSet={() => draftActions.addSet(exercise.exerciseId)}
            >
              {exercise.sets.map((set, index) => {
                const name = names[index] ?? `Set ${index + 1}`;
                return (
                  <SetRow
                    key={set.id}
                    name={name}
                    label={labels[index] ?? index + 1}
                    isCompleted={set.isCompleted}
                    weight={entryValue(draft.entries, set.id, 'weight')}
                    reps={entryValue(draft.entries, set.id, 'reps')}
                    coarse={coarse}
                    onOpenOptions={() => setSetTypeFor({ set, name, exerciseName: exercise.name })}
                    onType={(field, text) => draftActions.edit(exercise.exerciseId, set.id, field, text)}
                    onOpenKeypad={(field, firstKey) => openKeypad(exercise, set, name, field, firstKey)}
                    onToggleComplete={() => draftActions.toggleComplete(set.id)}
                    onDelete={() => draftActions.deleteSet(set.id)}
                  />
                );
              })}
            </ExerciseCard>
          );
        })}

        <Button onClick={() => setPicker({ mode: 'add' })} className="min-h-13 w-full text-lg">
          <Plus className="size-5" aria-hidden />
          Add Exercise
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            clearDraft();
            void navigate(workoutPaths.workoutMain);
          }}
          className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100"
        >
          Discard Workout
        </Button>
      </main>

      <ExercisePicker
        open={picker !== null}
        onOpenChange={(open) => !open && setPicker(null)}
        mode={picker?.mode ?? 'add'}
        disabledIds={exerciseIds}
        onConfirm={confirmPicker}
      />

      <ActionSheet
        open={menuFor !== null}
        onOpenChange={(open) => !open && setMenuFor(null)}
        title={menuFor?.name ?? ''}
        description="Exercise options"
        actions={
          menuFor
            ? [
                { label: 'See History', icon: <History className="size-5" aria-hidden />, onSelect: () => setHistoryFor(menuFor) },
                {
                  label: 'Replace Exercise',
                  icon: <RefreshCw className="size-5" aria-hidden />,
                  onSelect: () => setPicker({ mode: 'replace', exerciseId: menuFor.exerciseId }),
                },
                {
                  label: 'Remove Exercise',
                  icon: <Trash2 className="size-5" aria-hidden />,
                  destructive: true,
                  onSelect: () => draftActions.removeExercise(menuFor.exerciseId),
                },
              ]
            : []
        }
      />

      <ActionSheet
        open={setTypeFor !== null}
        onOpenChange={(open) => !open && setSetTypeFor(null)}
        title="Set type"
        description={setTypeFor ? `${setTypeFor.name} · ${setTypeFor.exerciseName}` : undefined}
        actions={
          setTypeFor
            ? [
                { label: setTypeFor.set.isWarmup ? 'Warm-up (current)' : 'Warm-up', onSelect: () => draftActions.setType(setTypeFor.set.id, true) },
                { label: setTypeFor.set.isWarmup ? 'Normal' : 'Normal (current)', onSelect: () => draftActions.setType(setTypeFor.set.id, false) },
                {
                  label: 'Delete Set',
                  icon: <Trash2 className="size-5" aria-hidden />,
                  destructive: true,
                  onSelect: () => draftActions.deleteSet(setTypeFor.set.id),
                },
              ]
            : []
        }
      />

      <ExerciseHistorySheet exercise={historyFor} onClose={() => setHistoryFor(null)} />
      <NumericKeypadSheet request={keypad} onClose={() => setKeypad(null)} />
    </div>
  );
}
