import type { WeightUnit } from '../../../../../shared/units';
import { entryValue, type EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { formatWeight } from '../../../../../shared/units';
import { hundredthsToPoundsText } from '../../../../../shared/workout/weight';
import type { EditorExercise, EditorModel, PreviousSet } from '../editor-model';
import { entryFieldDomId, type EntryFieldRef } from '../lib/next-field';
import { formatPreviousSet, hasValues, matchPreviousSets } from '../lib/previous-values';
import { recordBadgeName } from '../lib/record-names';
import { displayWeight, storedWeight } from '../lib/weight-entry';
import { ExerciseCard } from './exercise-card';
import { SetRow, setNames, type FieldView, type PreviousView } from './set-row';

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
  unit: WeightUnit;
  /** The field the keypad is open for. */
  activeField: EntryFieldRef | null;
  onOpenRest: () => void;
  onOpenMenu: () => void;
  onOpenSetOptions: (set: SetHandle) => void;
  onOpenKeypad: (set: SetHandle, field: EntryField, firstKey?: KeypadKey) => void;
  /** Enter in a field: focus the next one. */
  onEnter: (setId: string, field: EntryField) => void;
}

/** One exercise of the editor: its card with a row per set, wired to the model, weights in the person's unit. */
export function EditorExerciseCard(props: EditorExerciseCardProps) {
  const { model, exercise, index, coarse, unit, activeField, onOpenRest, onOpenMenu, onOpenSetOptions, onOpenKeypad, onEnter } = props;
  const { exerciseId } = exercise;
  const { entries, toggleCompletion } = model;
  const labels = setLabels(exercise.sets);
  const names = setNames(labels);
  const showsRest = model.setRestSeconds !== undefined && exercise.restSeconds !== undefined;
  const previous = model.previousSets?.(exerciseId);
  const previousByRow = previous ? matchPreviousSets(exercise.sets, previous.sets) : [];
  const suggestion = model.suggestedSet?.(exerciseId) ?? null;

  const fieldView = (setId: string, field: EntryField, isCompleted: boolean | undefined, isWarmup: boolean): FieldView => {
    const stored = entries[setId]?.[field];
    const text = stored?.value ?? '';
    const value = field === 'weight' ? displayWeight(text, unit) : text;
    const suggested = isWarmup || !suggestion ? null : field === 'weight' ? formatWeight(suggestion.weight, unit) : suggestion.reps === null ? '' : String(suggestion.reps);
    return { value, copied: value !== '' && stored?.own === false && !isCompleted, placeholder: suggested || undefined };
  };

  const type = (setId: string, field: EntryField, text: string) =>
    model.editEntry(exerciseId, setId, field, field === 'weight' ? storedWeight(text, unit, entryValue(entries, setId, 'weight')) : text);

  const fill = (setId: string, set: PreviousSet) => {
    if (set.weight !== null && set.weight > 0) model.editEntry(exerciseId, setId, 'weight', hundredthsToPoundsText(set.weight));
    if (set.reps !== null && set.reps > 0) model.editEntry(exerciseId, setId, 'reps', String(set.reps));
  };

  const previousView = (set: PreviousSet | null): PreviousView | undefined => {
    if (!previous) return undefined;
    if (previous.status !== 'success') return { status: previous.status, text: null };
    return hasValues(set) ? { status: 'success', text: formatPreviousSet(set, unit), spoken: formatPreviousSet(set, unit, true) } : { status: 'success', text: null };
  };

  return (
    <ExerciseCard
      name={exercise.name}
      href={model.exerciseHref?.(exerciseId)}
      restSeconds={showsRest ? exercise.restSeconds : undefined}
      onOpenRest={showsRest ? onOpenRest : undefined}
      onOpenMenu={onOpenMenu}
      onAddSet={() => model.addSet(exerciseId)}
      columns={{ completable: toggleCompletion !== undefined, previous: previous !== undefined }}
      unit={unit}
      details={model.renderExerciseDetails?.(exercise, index)}
    >
      {exercise.sets.map((set, setIndex) => {
        const handle: SetHandle = { setId: set.id, setName: names[setIndex] ?? `Set ${setIndex + 1}`, isWarmup: set.isWarmup };
        const last = previousByRow[setIndex] ?? null;
        return (
          <SetRow
            key={set.id}
            name={handle.setName}
            label={labels[setIndex] ?? setIndex + 1}
            isCompleted={set.isCompleted}
            weight={fieldView(set.id, 'weight', set.isCompleted, set.isWarmup)}
            reps={fieldView(set.id, 'reps', set.isCompleted, set.isWarmup)}
            unit={unit}
            coarse={coarse}
            pending={set.pending}
            fieldIds={{ weight: entryFieldDomId({ setId: set.id, field: 'weight' }), reps: entryFieldDomId({ setId: set.id, field: 'reps' }) }}
            activeField={activeField?.setId === set.id ? activeField.field : null}
            previous={previousView(last)}
            recordName={set.isCompleted && !set.isWarmup ? recordBadgeName(set.personalRecords) : ''}
            onOpenOptions={() => onOpenSetOptions(handle)}
            onType={(field, text) => type(set.id, field, text)}
            onEnter={(field) => onEnter(set.id, field)}
            onOpenKeypad={(field, firstKey) => onOpenKeypad(handle, field, firstKey)}
            onFillPrevious={hasValues(last) ? () => fill(set.id, last) : undefined}
            onToggleComplete={toggleCompletion ? () => toggleCompletion(exerciseId, set.id) : undefined}
            onDelete={() => model.deleteSet(exerciseId, set.id)}
          />
        );
      })}
    </ExerciseCard>
  );
}
