import { memo, useState } from 'react';
import type { WeightUnit } from '../../../../../shared/units';
import { entryValue, type EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { valuesOnTick } from '../../../../../shared/workout/set-completion';
import type { EditorExercise, EditorModel, EditorSet, EntryFill, PreviousSet } from '../editor-model';
import { exerciseHints, hintText, hintValues, spokenHint, type RowHints } from '../lib/field-hints';
import { entryFieldDomId } from '../lib/next-field';
import { formatPreviousSet, formatPreviousTypedSet, hasValues, matchPreviousSets, previousValue } from '../lib/previous-values';
import { sameData } from '../../../lib/memo-with-latest-handlers';
import { useLatest } from '../../../lib/use-latest';
import { recordBadgeName } from '../lib/record-names';
import { displayEntry, entryFieldsOf, entryNumber, entryTextOf, fieldLabel, storedEntry } from '../lib/type-fields';
import { ExerciseCard } from './exercise-card';
import { PlanNote } from './plan-note';
import { ExerciseNoteField } from './exercise-note-field';
import { SetDetailsText } from '../../../components/workout/set-details-text';
import { setMarker } from '../../../../../shared/workout/set-type';
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
  onOpenRest: () => void;
  onOpenMenu: () => void;
  onOpenSetOptions: (set: SetHandle) => void;
  onOpenKeypad: (set: SetHandle, field: EntryField, firstKey?: KeypadKey) => void;
  /** Enter in a field: focus the next one. */
  onEnter: (setId: string, field: EntryField) => void;
  /** The values a completed set of this exercise needs (lib/type-fields `neededFieldsOf`). */
  needed: readonly EntryField[];
  /** A tick that cannot complete its set: these needed values are empty and have no hint (issue 27). */
  onMissing: (set: SetHandle, missing: readonly EntryField[]) => void;
}

/** One exercise of the editor: its card with a row per set, wired to the model, weights in the person's unit. */
function EditorExerciseCardView(props: EditorExerciseCardProps) {
  const { model, exercise, index, coarse, unit, onOpenRest, onOpenMenu, onOpenSetOptions, onOpenKeypad, onEnter, needed, onMissing } = props;
  const { exerciseId } = exercise;
  const { entries, toggleCompletion } = model;
  const labels = setLabels(exercise.sets);
  const names = setNames(labels);
  const showsRest = model.setRestSeconds !== undefined && exercise.restSeconds !== undefined;
  const previous = model.previousSets?.(exerciseId);
  const previousByRow = previous ? matchPreviousSets(exercise.sets, previous.sets) : [];
  const hintsByRow = exerciseHints(model, exercise);
  // Issue 29: the rows show the fields of the exercise's type (weight and reps when the model gives none).
  const type = exercise.exerciseType;
  const fields = entryFieldsOf(type);

  const fieldView = (setId: string, field: EntryField, isCompleted: boolean | undefined, hints: RowHints | undefined): FieldView => {
    const stored = entries[setId]?.[field];
    const text = stored?.value ?? '';
    const value = displayEntry(field, text, unit);
    const hint = hints?.[field];
    return {
      value,
      copied: value !== '' && stored?.own === false && !isCompleted,
      hint: hint ? { text: hintText(hint, field, unit), spoken: spokenHint(hint, field, unit) } : undefined,
    };
  };

  /**
   * The tick (issue 27): a set's empty fields take the hints they show, and the set is completed with what the row then
   * shows; with a needed value still empty it is not completed, and the person is told what to enter.
   */
  const tick = (set: EditorSet, handle: SetHandle, hints: RowHints | undefined) => {
    if (!toggleCompletion) return;
    if (set.isCompleted) {
      toggleCompletion(exerciseId, set.id);
      return;
    }
    const shown = Object.fromEntries(fields.map((field) => [field, entryNumber(field, entryValue(entries, set.id, field))])) as Record<EntryField, number | null>;
    const { values, filled, missing } = valuesOnTick<EntryField>({ shown, hint: hints ? hintValues(hints) : {}, needed });
    if (missing.length > 0) {
      onMissing(handle, missing);
      return;
    }
    const fill: EntryFill = {};
    for (const field of filled) fill[field] = entryTextOf(field, values[field]);
    toggleCompletion(exerciseId, set.id, fill);
  };

  const typeText = (setId: string, field: EntryField, text: string) =>
    model.editEntry(exerciseId, setId, field, storedEntry(field, text, unit, entryValue(entries, setId, field)));

  const fill = (setId: string, set: PreviousSet) => {
    for (const field of fields) {
      const value = previousValue(set, field);
      if (value !== null && value > 0) model.editEntry(exerciseId, setId, field, entryTextOf(field, value));
    }
  };

  const previousText = (set: PreviousSet, withUnit: boolean) =>
    fields.includes('duration') || fields.includes('distance') ? formatPreviousTypedSet(set, fields, unit, withUnit) : formatPreviousSet(set, unit, withUnit);

  const previousView = (set: PreviousSet | null): PreviousView | undefined => {
    if (!previous) return undefined;
    if (previous.status !== 'success') return { status: previous.status, text: null };
    const text = hasValues(set) ? previousText(set, false) : '';
    return text && set ? { status: 'success', text, spoken: previousText(set, true) } : { status: 'success', text: null };
  };

  return (
    <ExerciseCard
      name={exercise.name}
      href={model.exerciseHref?.(exerciseId)}
      restSeconds={showsRest ? exercise.restSeconds : undefined}
      onOpenRest={showsRest ? onOpenRest : undefined}
      onOpenMenu={onOpenMenu}
      onAddSet={() => model.addSet(exerciseId)}
      columns={{ completable: toggleCompletion !== undefined, previous: previous !== undefined, type }}
      unit={unit}
      details={model.renderExerciseDetails?.(exercise, index) ?? noteOf(model, exercise)}
    >
      {exercise.sets.map((set, setIndex) => {
        const handle: SetHandle = { setId: set.id, setName: names[setIndex] ?? `Set ${setIndex + 1}`, isWarmup: set.isWarmup };
        const last = previousByRow[setIndex] ?? null;
        const hints = hintsByRow[setIndex];
        return (
          <div key={set.id}>
          <SetRow
            setId={set.id}
            name={handle.setName}
            label={setMarker(set) ?? labels[setIndex] ?? setIndex + 1}
            isCompleted={set.isCompleted}
            fields={fields.map((field) => ({
              field,
              label: fieldLabel(handle.setName, field, type, unit),
              view: fieldView(set.id, field, set.isCompleted, hints),
              id: entryFieldDomId({ setId: set.id, field }),
            }))}
            type={type}
            unit={unit}
            coarse={coarse}
            pending={set.pending}
            previous={previousView(last)}
            recordName={set.isCompleted && !set.isWarmup ? recordBadgeName(set.personalRecords) : ''}
            onOpenOptions={() => onOpenSetOptions(handle)}
            onType={(field, text) => typeText(set.id, field, text)}
            onEnter={(field) => onEnter(set.id, field)}
            onOpenKeypad={(field, firstKey) => onOpenKeypad(handle, field, firstKey)}
            onFillPrevious={hasValues(last) ? () => fill(set.id, last) : undefined}
            onToggleComplete={toggleCompletion ? () => tick(set, handle, hints) : undefined}
            onDelete={() => model.deleteSet(exerciseId, set.id)}
          />
          <SetDetailsText rpe={set.rpe} note={set.note} className="px-3 pb-1 pl-[3.75rem]" />
          </div>
        );
      })}
    </ExerciseCard>
  );
}

/** The exercise's note: editable in the live workout (issue 29), else the plan's, read-only (issue 27). */
function noteOf(model: EditorModel, exercise: EditorExercise) {
  const { setExerciseNote } = model;
  if (setExerciseNote) return <ExerciseNoteField exerciseName={exercise.name} note={exercise.planNote} onSave={(note) => setExerciseNote(exercise.exerciseId, note)} />;
  return exercise.planNote ? <PlanNote text={exercise.planNote} /> : null;
}

/**
 * Whether a card would draw the same (issue 27, speed on a phone): a tick, a typed value or a new set draws the card it
 * concerns, not the whole workout's. Compared: what the card shows of the model (its sets' entries, last time's sets,
 * the coach's suggestion, its link, which capabilities there are) and its own props. A mode that draws details of its
 * own (the builders) is always drawn again.
 */
function sameCard(previous: EditorExerciseCardProps, next: EditorExerciseCardProps): boolean {
  const [before, after] = [previous.model, next.model];
  if (after.renderExerciseDetails || before.renderExerciseDetails) return false;
  if (previous.index !== next.index || previous.coarse !== next.coarse || previous.unit !== next.unit) return false;
  if (!sameData(previous.exercise, next.exercise) || !sameData(previous.needed, next.needed)) return false;
  const capabilities = ['toggleCompletion', 'setRestSeconds', 'previousSets', 'suggestedSet', 'exerciseHref', 'setExerciseNote'] as const;
  if (capabilities.some((name) => (before[name] === undefined) !== (after[name] === undefined))) return false;
  const { exerciseId, sets } = next.exercise;
  if (before.exerciseHref?.(exerciseId) !== after.exerciseHref?.(exerciseId)) return false;
  if (!sameData(before.previousSets?.(exerciseId), after.previousSets?.(exerciseId))) return false;
  if (!sameData(before.suggestedSet?.(exerciseId), after.suggestedSet?.(exerciseId))) return false;
  return sets.every((set) => sameData(before.entries[set.id], after.entries[set.id]));
}

const MemoCard = memo(EditorExerciseCardView, sameCard);

/**
 * The card, drawn again only when what it shows changes (see sameCard). What it calls from a tap or a keystroke (the
 * model's actions, the editor's handlers) are stable stand-ins for those of the latest render, so a card that was not
 * drawn again never acts on old data; what it calls while drawing comes from its props as they are.
 */
export function EditorExerciseCard(props: EditorExerciseCardProps) {
  const latest = useLatest(props);
  const [standIns] = useState(() => ({
    addSet: (...args: Parameters<EditorModel['addSet']>) => latest.current.model.addSet(...args),
    deleteSet: (...args: Parameters<EditorModel['deleteSet']>) => latest.current.model.deleteSet(...args),
    editEntry: (...args: Parameters<EditorModel['editEntry']>) => latest.current.model.editEntry(...args),
    toggleCompletion: (...args: Parameters<NonNullable<EditorModel['toggleCompletion']>>) => latest.current.model.toggleCompletion?.(...args),
    onOpenRest: () => latest.current.onOpenRest(),
    onOpenMenu: () => latest.current.onOpenMenu(),
    onOpenSetOptions: (...args: Parameters<EditorExerciseCardProps['onOpenSetOptions']>) => latest.current.onOpenSetOptions(...args),
    onOpenKeypad: (...args: Parameters<EditorExerciseCardProps['onOpenKeypad']>) => latest.current.onOpenKeypad(...args),
    onEnter: (...args: Parameters<EditorExerciseCardProps['onEnter']>) => latest.current.onEnter(...args),
    onMissing: (...args: Parameters<EditorExerciseCardProps['onMissing']>) => latest.current.onMissing(...args),
  }));
  const { addSet, deleteSet, editEntry, toggleCompletion, ...handlers } = standIns;
  const model: EditorModel = { ...props.model, addSet, deleteSet, editEntry, toggleCompletion: props.model.toggleCompletion && toggleCompletion };
  return <MemoCard {...props} {...handlers} model={model} />;
}
