import { entryValue, type EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import type { EditorExercise, EditorModel } from '../editor-model';
import { ExerciseCard } from './exercise-card';
import { SetRow, setNames } from './set-row';

export interface SetHandle {
  setId: string;
  /** 'Set 2' or 'Warm-up 1'. */
  setName: string;
  isWarmup: boolean;
}

interface EditorExerciseCardProps {
  model: EditorModel;
  exercise: EditorExercise;
  index: number;
  coarse: boolean;
  onOpenRest: () => void;
  onOpenMenu: () => void;
  onOpenSetOptions: (set: SetHandle) => void;
  onOpenKeypad: (set: SetHandle, field: EntryField, firstKey?: KeypadKey) => void;
}

/** One exercise of the editor: its card with a row per set, wired to the model. */
export function EditorExerciseCard({ model, exercise, index, coarse, onOpenRest, onOpenMenu, onOpenSetOptions, onOpenKeypad }: EditorExerciseCardProps) {
  const { exerciseId } = exercise;
  const labels = setLabels(exercise.sets);
  const names = setNames(labels);
  const { toggleCompletion } = model;
  const showsRest = model.setRestSeconds !== undefined && exercise.restSeconds !== undefined;

  return (
    <ExerciseCard
      name={exercise.name}
      restSeconds={showsRest ? exercise.restSeconds : undefined}
      onOpenRest={showsRest ? onOpenRest : undefined}
      onOpenMenu={onOpenMenu}
      onAddSet={() => model.addSet(exerciseId)}
      completable={toggleCompletion !== undefined}
      details={model.renderExerciseDetails?.(exercise, index)}
    >
      {exercise.sets.map((set, setIndex) => {
        const handle: SetHandle = { setId: set.id, setName: names[setIndex] ?? `Set ${setIndex + 1}`, isWarmup: set.isWarmup };
        return (
          <SetRow
            key={set.id}
            name={handle.setName}
            label={labels[setIndex] ?? setIndex + 1}
            isCompleted={set.isCompleted}
            weight={entryValue(model.entries, set.id, 'weight')}
            reps={entryValue(model.entries, set.id, 'reps')}
            coarse={coarse}
            pending={set.pending}
            onOpenOptions={() => onOpenSetOptions(handle)}
            onType={(field, text) => model.editEntry(exerciseId, set.id, field, text)}
            onOpenKeypad={(field, firstKey) => onOpenKeypad(handle, field, firstKey)}
            onToggleComplete={toggleCompletion ? () => toggleCompletion(exerciseId, set.id) : undefined}
            onDelete={() => model.deleteSet(exerciseId, set.id)}
          />
        );
      })}
    </ExerciseCard>
  );
}
