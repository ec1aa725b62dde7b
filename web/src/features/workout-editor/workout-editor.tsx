import { useQuery } from '@tanstack/react-query';
import { Dumbbell, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Exercise, PlateSetup } from '../../../../shared/api-types';
import type { WeightUnit } from '../../../../shared/units';
import { entryValue, type EntryField } from '../../../../shared/workout/entry-copying';
import { secondsToTimerText, timerTextToSeconds, type KeypadKey } from '../../../../shared/workout/keypad';
import { MAX_REST_SECONDS } from '../../../../shared/workout/rest';
import { setLabels } from '../../../../shared/workout/set-numbering';
import { supersetRuns } from '../../../../shared/workout/superset';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/use-toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { createValueStore, useStoredValue, type ValueStore } from '../../lib/value-store';
import { ExercisePicker } from '../exercises';
import { exercisesQueryOptions } from '../../lib/queries/exercise-queries';
import { useTrainingSettings } from '../../lib/units/use-weight-unit';
import { ActionSheet } from '../../components/ui/action-sheet';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EditorExerciseCard, type SetHandle } from './components/editor-exercise-card';
import { exerciseMenu } from './components/exercise-menu';
import { NumericKeypadSheet, type KeypadRequest } from './components/numeric-keypad-sheet';
import { RestSettingSheet } from './components/rest-setting-sheet';
import { SetOptionsSheet, type SetOptionsTarget } from './components/set-options-sheet';
import { SetDetailsSheet } from './components/set-details-sheet';
import { SupersetSheet } from './components/superset-sheet';
import type { EditorExercise, EditorModel, WorkoutEditorProps } from './editor-model';
import { setNames } from './components/set-row';
import { ExerciseRun } from './components/superset-group';
import { exerciseHints, hintText } from './lib/field-hints';
import { KeypadStoreContext, type KeypadStore, type KeypadTarget } from './lib/keypad-store';
import { entryFieldDomId, nextEntryField, type EntryFieldRef } from './lib/next-field';
import { displayEntry, fieldTitle, keypadModeOf, missingFieldsMessage, neededFieldsOf, storedEntry } from './lib/type-fields';

type Picker = { mode: 'add' } | { mode: 'replace'; exerciseId: string } | null;

/** Keeps a field the keypad is typing into above the sheet (the sheet covers the lower half of a phone). */
function revealAboveKeypad(target: EntryFieldRef) {
  const element = document.getElementById(entryFieldDomId(target));
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top < 72 || top > window.innerHeight * 0.38) window.scrollBy({ top: top - 96 });
}

/**
 * The exercise list of a workout (spec 000 section 2) for every mode: cards with set rows, the
 * exercise menu, the set options, rest and keypad sheets, Add Exercise and the picker. What the
 * list holds and what each action does comes from the model (see editor-model.ts).
 */
export function WorkoutEditor({ model: given, footer, emptyTitle = 'No exercises yet', emptyDescription = 'Add an exercise to start logging sets.' }: WorkoutEditorProps) {
  // Touch-first devices type weights and reps on the app's own keypad.
  const coarse = useMediaQuery('(pointer: coarse)');
  // Issue 27: which picker is open, and the keypad's field, live in stores of their own, so opening the picker or
  // the keypad draws it (and the rows concerned), not the whole workout again.
  const [pickerStore] = useState(() => createValueStore<Picker>(null));
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [restFor, setRestFor] = useState<string | null>(null);
  const [removeFor, setRemoveFor] = useState<string | null>(null);
  const [supersetFor, setSupersetFor] = useState<string | null>(null);
  const [setOptions, setSetOptions] = useState<SetOptionsTarget | null>(null);
  const [restKeypad, setRestKeypad] = useState<KeypadRequest | null>(null);
  const [keypadStore] = useState(() => createValueStore<KeypadTarget | null>(null));
  const { weightUnit: unit, plateSetup } = useTrainingSettings();
  // The picker loads the same list: which exercises are barbell lifts (for the plate calculator).
  const exercisesQuery = useQuery(exercisesQueryOptions());
  const barbellIds = useMemo(
    () => new Set((exercisesQuery.data ?? []).filter((exercise) => exercise.equipment === 'Barbell').map((exercise) => exercise.id)),
    [exercisesQuery.data],
  );
  const equipmentById = useMemo(() => new Map((exercisesQuery.data ?? []).map((exercise) => [exercise.id, exercise.equipment])), [exercisesQuery.data]);
  const neededOf = (exerciseId: string) => neededFieldsOf(given.exercises.find((exercise) => exercise.exerciseId === exerciseId)?.exerciseType, equipmentById.get(exerciseId));
  const { toast } = useToast();

  /** Emptying a value a completed set needs reopens the set first (issue 27: a green row always holds its values). */
  const editEntry: EditorModel['editEntry'] = (exerciseId, setId, field, text) => {
    const set = given.exercises.find((exercise) => exercise.exerciseId === exerciseId)?.sets.find((candidate) => candidate.id === setId);
    if (text === '' && set?.isCompleted && neededOf(exerciseId).includes(field)) given.toggleCompletion?.(exerciseId, setId);
    given.editEntry(exerciseId, setId, field, text);
  };
  const model: EditorModel = { ...given, editEntry };

  const find = (exerciseId: string | null) => model.exercises.find((exercise) => exercise.exerciseId === exerciseId);
  const menuExercise = find(menuFor);
  const restExercise = find(restFor);
  const removeExercise = find(removeFor);
  const confirmation = removeExercise && model.confirmRemoveExercise?.(removeExercise);

  function openEntryKeypad(exercise: EditorExercise, set: SetHandle, field: EntryField, firstKey?: KeypadKey) {
    keypadStore.set({ exerciseId: exercise.exerciseId, setId: set.setId, field, firstKey });
  }

  /** A tick that cannot complete its set says what to enter and takes the person to the first empty field. */
  function askForValues(exercise: EditorExercise, set: SetHandle, missing: readonly EntryField[]) {
    const field = missing[0] ?? 'weight';
    toast({ title: 'Set not completed', description: missingFieldsMessage(missing, exercise.exerciseType) });
    if (coarse) openEntryKeypad(exercise, set, field);
    else document.getElementById(entryFieldDomId({ setId: set.setId, field }))?.focus();
  }

  /** Enter in a field (keyboard): focus the next field, or leave the last one. */
  function focusNextField(setId: string, field: EntryField) {
    const next = nextEntryField(model.exercises, setId, field);
    const element = next ? document.getElementById(entryFieldDomId(next)) : null;
    if (element) element.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }

  function openCustomRest(exercise: EditorExercise) {
    setRestKeypad({
      mode: 'timer',
      title: 'Rest time',
      subtitle: exercise.name,
      initialText: secondsToTimerText(exercise.restSeconds ?? 0),
      onDone: (text) => model.setRestSeconds?.(exercise.exerciseId, Math.min(MAX_REST_SECONDS, timerTextToSeconds(text) ?? 0)),
    });
  }

  function askToRemove(exercise: EditorExercise) {
    if (model.confirmRemoveExercise) setRemoveFor(exercise.exerciseId);
    else model.removeExercise(exercise.exerciseId);
  }

  return (
    <>
      <main className="flex flex-1 flex-col gap-3 px-3 py-3">
        {model.exercises.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <Dumbbell className="size-10 text-slate-300" aria-hidden />
            <p className="font-semibold text-slate-800">{emptyTitle}</p>
            <p className="text-sm text-slate-500">{emptyDescription}</p>
          </div>
        ) : null}

        <KeypadStoreContext value={keypadStore}>
          {supersetRuns(model.exercises, (exercise) => exercise.superset).map((run) => (
            <ExerciseRun key={run.items[0]?.exerciseId} superset={run.group}>
              {run.items.map((exercise) => (
                <EditorExerciseCard
                  key={exercise.exerciseId}
                  model={model}
                  exercise={exercise}
                  index={model.exercises.indexOf(exercise)}
                  coarse={coarse}
                  unit={unit}
                  onEnter={focusNextField}
                  onOpenRest={() => setRestFor(exercise.exerciseId)}
                  onOpenMenu={() => setMenuFor(exercise.exerciseId)}
                  onOpenSetOptions={(set) => setSetOptions({ ...set, exerciseId: exercise.exerciseId, exerciseName: exercise.name })}
                  onOpenKeypad={(set, field, firstKey) => openEntryKeypad(exercise, set, field, firstKey)}
                  needed={neededOf(exercise.exerciseId)}
                  onMissing={(set, missing) => askForValues(exercise, set, missing)}
                />
              ))}
            </ExerciseRun>
          ))}
        </KeypadStoreContext>

        <Button onClick={() => pickerStore.set({ mode: 'add' })} className="min-h-13 w-full text-lg">
          <Plus className="size-5" aria-hidden />
          Add Exercise
        </Button>
        {footer}
      </main>

      <EditorPicker store={pickerStore} model={model} />

      <ActionSheet
        open={menuExercise !== undefined}
        onOpenChange={(open) => !open && setMenuFor(null)}
        title={menuExercise?.name ?? ''}
        description="Exercise options"
        actions={
          menuExercise
            ? exerciseMenu(model, menuExercise, {
                onReplace: () => pickerStore.set({ mode: 'replace', exerciseId: menuExercise.exerciseId }),
                onRemove: () => askToRemove(menuExercise),
                onSupersetWith: () => setSupersetFor(menuExercise.exerciseId),
              })
            : []
        }
      />

      {model.setSuperset ? (
        <SupersetSheet
          exercise={find(supersetFor) ?? null}
          exercises={model.exercises}
          onClose={() => setSupersetFor(null)}
          onSave={(exerciseId, partners) => model.setSuperset?.(exerciseId, partners)}
        />
      ) : null}

      <ConfirmDialog
        open={confirmation !== undefined}
        onOpenChange={(open) => !open && setRemoveFor(null)}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        onConfirm={() => {
          if (removeExercise) model.removeExercise(removeExercise.exerciseId);
          setRemoveFor(null);
        }}
      />

      <RestSettingSheet
        open={restExercise !== undefined}
        onOpenChange={(open) => !open && setRestFor(null)}
        exerciseName={restExercise?.name ?? ''}
        seconds={restExercise?.restSeconds ?? 0}
        onChoose={(seconds) => restExercise && model.setRestSeconds?.(restExercise.exerciseId, seconds)}
        onCustom={() => restExercise && openCustomRest(restExercise)}
      />

      {model.setDetails ? (
        <SetDetailsSheet
          target={setOptions}
          set={find(setOptions?.exerciseId ?? null)?.sets.find((set) => set.id === setOptions?.setId)}
          onClose={() => setSetOptions(null)}
          onChange={(target, details) => model.setDetails?.(target.exerciseId, target.setId, details)}
          onDelete={(target) => model.deleteSet(target.exerciseId, target.setId)}
        />
      ) : null}
      <SetOptionsSheet
        target={model.setDetails ? null : setOptions}
        style={model.setOptions ?? 'warmup-toggle'}
        onClose={() => setSetOptions(null)}
        onSetWarmup={(target, isWarmup) => model.setWarmup(target.exerciseId, target.setId, isWarmup)}
        onDelete={(target) => model.deleteSet(target.exerciseId, target.setId)}
      />

      <EditorKeypad
        store={keypadStore}
        model={model}
        unit={unit}
        plateSetup={plateSetup}
        barbellIds={barbellIds}
        restRequest={restKeypad}
        onClose={() => {
          setRestKeypad(null);
          keypadStore.set(null);
        }}
      />
    </>
  );
}

interface EditorKeypadProps {
  store: KeypadStore;
  model: EditorModel;
  unit: WeightUnit;
  plateSetup: PlateSetup;
  /** Barbell exercises: their weight keypad shows the plate calculator. */
  barbellIds: ReadonlySet<string>;
  /** The rest time's keypad, when it is open (it comes first). */
  restRequest: KeypadRequest | null;
  onClose: () => void;
}

/**
 * The keypad of the editor's weight and reps fields (and of a custom rest time). It follows the keypad store itself
 * (issue 27): opening it, Next and Done draw the keypad and the rows concerned, not the whole workout.
 */
function EditorKeypad({ store, model, unit, plateSetup, barbellIds, restRequest, onClose }: EditorKeypadProps) {
  const target = useStoredValue(store);

  useEffect(() => {
    if (target) revealAboveKeypad(target);
  }, [target]);

  /** Keeps what the keypad typed: a weight in the person's unit becomes pounds text, a time seconds, a distance metres. */
  function commitEntry(field: EntryFieldRef, text: string) {
    model.editEntry(field.exerciseId, field.setId, field.field, storedEntry(field.field, text, unit, entryValue(model.entries, field.setId, field.field)));
  }

  /** The keypad of a weight or reps field, read from the model as it is now. */
  function entryKeypad(field: KeypadTarget): KeypadRequest | null {
    const exercise = model.exercises.find((item) => item.exerciseId === field.exerciseId);
    const setIndex = exercise?.sets.findIndex((set) => set.id === field.setId) ?? -1;
    const set = exercise?.sets[setIndex];
    if (!exercise || !set) return null;
    const setName = setNames(setLabels(exercise.sets))[setIndex] ?? 'Set';
    const stored = entryValue(model.entries, set.id, field.field);
    const next = nextEntryField(model.exercises, set.id, field.field);
    const hint = exerciseHints(model, exercise)[setIndex]?.[field.field];
    return {
      id: `${set.id}-${field.field}`,
      mode: keypadModeOf(field.field),
      title: fieldTitle(field.field, exercise.exerciseType),
      subtitle: `${setName} · ${exercise.name}`,
      initialText: displayEntry(field.field, stored, unit),
      firstKey: field.firstKey,
      weightUnit: unit,
      placeholder: hint ? hintText(hint, field.field, unit) : undefined,
      plateSetup: field.field === 'weight' && barbellIds.has(exercise.exerciseId) ? plateSetup : undefined,
      returnFocusId: entryFieldDomId(field),
      onDone: (text) => commitEntry(field, text),
      onNext: next
        ? (text) => {
            commitEntry(field, text);
            store.set(next);
          }
        : undefined,
    };
  }

  // Closed (null), the sheet keeps the keypad it showed last, unseen, and is not drawn again.
  return <NumericKeypadSheet request={restRequest ?? (target ? entryKeypad(target) : null)} onClose={onClose} />;
}

/** The exercise picker of Add Exercise and Replace; it follows the picker store itself (issue 27). */
function EditorPicker({ store, model }: { store: ValueStore<Picker>; model: EditorModel }) {
  const picker = useStoredValue(store);

  function confirmPicker(chosen: Exercise[]) {
    store.set(null);
    if (!picker) return;
    if (picker.mode === 'add') model.addExercises(chosen);
    else if (chosen[0]) model.replaceExercise(picker.exerciseId, chosen[0]);
  }

  return (
    <ExercisePicker
      open={picker !== null}
      onOpenChange={(open) => !open && store.set(null)}
      mode={picker?.mode ?? 'add'}
      layout={model.pickerLayout}
      disabledIds={model.exercises.map((exercise) => exercise.exerciseId)}
      onConfirm={confirmPicker}
    />
  );
}
