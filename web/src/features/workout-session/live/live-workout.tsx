import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Dumbbell, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Exercise, WorkoutSet } from '../../../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';
import { elapsedSeconds, formatElapsed } from '../../../../../shared/workout/elapsed';
import { entryValue, type EntryField } from '../../../../../shared/workout/entry-copying';
import { moveOptions, resolveMove, type MoveDirection } from '../../../../../shared/workout/exercise-order';
import { secondsToTimerText, timerTextToSeconds, type KeypadKey } from '../../../../../shared/workout/keypad';
import { formatRest, MAX_REST_SECONDS, shouldStartRest } from '../../../../../shared/workout/rest';
import { setLabels } from '../../../../../shared/workout/set-numbering';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useToast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { ExercisePicker, exercisesQueryOptions } from '../../exercises';
import { sessionQueryOptions, sessionSetsQueryOptions } from '../api/session-queries';
import { ActionSheet, type SheetAction } from '../components/bottom-sheet';
import { ExerciseCard } from '../components/exercise-card';
import { NumericKeypadSheet, type KeypadRequest } from '../components/numeric-keypad-sheet';
import { RestSettingSheet } from '../components/rest-setting-sheet';
import { RestTimerOverlay } from '../components/rest-timer-overlay';
import { SetRow, setNames } from '../components/set-row';
import { WorkoutTopBar } from '../components/workout-top-bar';
import { setRestSeconds, useRestSeconds } from '../lib/rest-seconds';
import { startRestTimer } from '../lib/rest-timer-store';
import { useCoarsePointer } from '../lib/use-coarse-pointer';
import { useNow } from '../../../lib/use-now';
import { isTempSetId, sessionEntriesStore, useSessionEntries } from './session-entries-store';
import { useLiveWorkoutActions } from './use-live-workout-actions';
import { buildBlocks, type ExerciseBlock } from './workout-blocks';
import { WorkoutMessage } from './workout-message';

type Picker = { mode: 'add' } | { mode: 'replace'; exerciseId: string } | null;
type SetOptions = { set: WorkoutSet; name: string; exerciseName: string } | null;

/** The live workout of one session (spec 000 section 2). */
export function LiveWorkout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const coarse = useCoarsePointer();
  const sessionQuery = useQuery(sessionQueryOptions(sessionId));
  const setsQuery = useQuery(sessionSetsQueryOptions(sessionId));
  // Loaded in the background so the picker opens instantly and emptied exercises keep their names.
  const exercisesQuery = useQuery(exercisesQueryOptions());
  const store = useMemo(() => sessionEntriesStore(sessionId), [sessionId]);
  const entries = useSessionEntries(store);
  const actions = useLiveWorkoutActions(sessionId, store);
  const restOf = useRestSeconds(sessionId);

  const [picker, setPicker] = useState<Picker>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [restFor, setRestFor] = useState<string | null>(null);
  const [setOptions, setSetOptions] = useState<SetOptions>(null);
  const [keypad, setKeypad] = useState<KeypadRequest | null>(null);

  const session = sessionQuery.data;
  const sets = setsQuery.data;
  useEffect(() => {
    if (sets) store.syncServer(sets);
  }, [store, sets]);

  const exerciseNames = useMemo(() => new Map((exercisesQuery.data ?? []).map((exercise) => [exercise.id, exercise.name])), [exercisesQuery.data]);
  const blocks = useMemo(() => buildBlocks(session, sets ?? [], exerciseNames), [session, sets, exerciseNames]);
  const startedAt = session?.startTime || session?.startedAt || session?.createdAt;
  const clock = useNow(1000, Boolean(startedAt));
  const now = Math.max(clock, startedAt ? Date.parse(startedAt) : 0);
  const doneCount = (sets ?? []).filter((set) => set.isCompleted).length;

  const goHome = () => void navigate('/');

  if (sessionQuery.isError || setsQuery.isError) {
    const error = sessionQuery.error ?? setsQuery.error;
    if (isApiError(error, 404) || isApiError(error, 403)) {
      return <WorkoutMessage title="Workout not found" message="This workout does not exist or is not yours." onHome={goHome} />;
    }
    return (
      <WorkoutMessage title="Could not load workout" message={error?.message ?? 'Please try again.'} onHome={goHome}>
        <Button
          onClick={() => {
            void sessionQuery.refetch();
            void setsQuery.refetch();
          }}
        >
          Try again
        </Button>
      </WorkoutMessage>
    );
  }
  if (!session || !sets) return <LoadingScreen label="Loading workout..." />;
  if (session.status === 'completed' || !session.isActive) {
    return <WorkoutMessage title="Workout finished" message="This workout is already finished. Great work!" onHome={goHome} />;
  }

  const exerciseIds = blocks.map((block) => block.exerciseId);
  const menuBlock = blocks.find((block) => block.exerciseId === menuFor);
  const restBlock = blocks.find((block) => block.exerciseId === restFor);

  function openKeypad(block: ExerciseBlock, set: WorkoutSet, name: string, field: EntryField, firstKey?: KeypadKey) {
    setKeypad({
      mode: field === 'weight' ? 'pounds' : 'reps',
      title: field === 'weight' ? 'Weight' : 'Reps',
      subtitle: `${name} · ${block.name}`,
      initialText: entryValue(entries, set.id, field),
      firstKey,
      onDone: (text) =>
        store.edit(
          block.sets.map((item) => item.id),
          set.id,
          field,
          text,
        ),
    });
  }

  function toggleComplete(block: ExerciseBlock, set: WorkoutSet) {
    if (isTempSetId(set.id)) return;
    if (!set.isCompleted) {
      const seconds = restOf(block.exerciseId);
      if (shouldStartRest(block.sets.map((item) => item.id), set.id, seconds)) {
        startRestTimer({ sessionId, exerciseId: block.exerciseId, exerciseName: block.name, seconds });
      }
    }
    actions.toggleCompletion(set);
  }

  function chooseRest(block: ExerciseBlock, seconds: number) {
    setRestSeconds(sessionId, block.exerciseId, seconds);
    toast({ title: 'Rest Timer Set', description: `${block.name}: ${formatRest(seconds)}` });
  }

  function menuActions(block: ExerciseBlock): SheetAction[] {
    const index = exerciseIds.indexOf(block.exerciseId);
    const { canMoveUp, canMoveDown } = moveOptions(index, exerciseIds.length);
    const move = (direction: MoveDirection) => {
      const resolved = resolveMove(index, exerciseIds.length, direction);
      if (resolved) actions.moveExercise(block.exerciseId, resolved);
    };
    const list: SheetAction[] = [];
    if (canMoveUp) list.push({ label: 'Move Up', icon: <ArrowUp className="size-5" aria-hidden />, onSelect: () => move('up') });
    if (canMoveDown) list.push({ label: 'Move Down', icon: <ArrowDown className="size-5" aria-hidden />, onSelect: () => move('down') });
    list.push({ label: 'Replace', icon: <RefreshCw className="size-5" aria-hidden />, onSelect: () => setPicker({ mode: 'replace', exerciseId: block.exerciseId }) });
    list.push({ label: 'Delete', icon: <Trash2 className="size-5" aria-hidden />, destructive: true, onSelect: () => actions.removeExercise(block.exerciseId) });
    return list;
  }

  function confirmPicker(chosen: Exercise[]) {
    const current = picker;
    setPicker(null);
    if (!current) return;
    if (current.mode === 'add') actions.addExercises(chosen);
    else if (chosen[0]) actions.replaceExercise(current.exerciseId, chosen[0]);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkoutTopBar
        title={session.workoutName || session.name || QUICK_WORKOUT_NAME}
        elapsed={formatElapsed(elapsedSeconds(startedAt, now))}
        detail={doneCount > 0 ? `${doneCount} ${doneCount === 1 ? 'set' : 'sets'} done` : undefined}
        onBack={goHome}
        action={
          <Button onClick={() => actions.finish(session)} disabled={actions.isFinishing || actions.isDiscarding} className="min-w-20 bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800">
            Finish
          </Button>
        }
      />

      <main className="flex flex-1 flex-col gap-3 px-3 py-3">
        {blocks.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <Dumbbell className="size-10 text-slate-300" aria-hidden />
            <p className="font-semibold text-slate-800">No exercises yet</p>
            <p className="text-sm text-slate-500">Add an exercise to start logging sets.</p>
          </div>
        ) : null}

        {blocks.map((block) => {
          const labels = setLabels(block.sets);
          const names = setNames(labels);
          return (
            <ExerciseCard
              key={block.exerciseId}
              name={block.name}
              restSeconds={restOf(block.exerciseId)}
              onOpenRest={() => setRestFor(block.exerciseId)}
              onOpenMenu={() => setMenuFor(block.exerciseId)}
              onAddSet={() => actions.addSet(block.exerciseId, block.name, block.sets)}
            >
              {block.sets.map((set, index) => {
                const name = names[index] ?? `Set ${index + 1}`;
                return (
                  <SetRow
                    key={set.id}
                    name={name}
                    label={labels[index] ?? index + 1}
                    isCompleted={set.isCompleted}
                    weight={entryValue(entries, set.id, 'weight')}
                    reps={entryValue(entries, set.id, 'reps')}
                    coarse={coarse}
                    pending={isTempSetId(set.id)}
                    onOpenOptions={() => setSetOptions({ set, name, exerciseName: block.name })}
                    onType={(field, text) =>
                      store.edit(
                        block.sets.map((item) => item.id),
                        set.id,
                        field,
                        text,
                      )
                    }
                    onOpenKeypad={(field, firstKey) => openKeypad(block, set, name, field, firstKey)}
                    onToggleComplete={() => toggleComplete(block, set)}
                    onDelete={() => actions.deleteSet(set)}
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
          onClick={() => actions.discard(session)}
          disabled={actions.isFinishing || actions.isDiscarding}
          className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100"
        >
          Discard
        </Button>
        <RestTimerOverlay sessionId={sessionId} />
      </main>

      <ExercisePicker
        open={picker !== null}
        onOpenChange={(open) => !open && setPicker(null)}
        mode={picker?.mode ?? 'add'}
        disabledIds={exerciseIds}
        onConfirm={confirmPicker}
      />

      <ActionSheet
        open={menuBlock !== undefined}
        onOpenChange={(open) => !open && setMenuFor(null)}
        title={menuBlock?.name ?? ''}
        description="Exercise options"
        actions={menuBlock ? menuActions(menuBlock) : []}
      />

      <RestSettingSheet
        open={restBlock !== undefined}
        onOpenChange={(open) => !open && setRestFor(null)}
        exerciseName={restBlock?.name ?? ''}
        seconds={restBlock ? restOf(restBlock.exerciseId) : 0}
        onChoose={(seconds) => restBlock && chooseRest(restBlock, seconds)}
        onCustom={() => {
          if (!restBlock) return;
          setKeypad({
            mode: 'timer',
            title: 'Rest time',
            subtitle: restBlock.name,
            initialText: secondsToTimerText(restOf(restBlock.exerciseId)),
            onDone: (text) => chooseRest(restBlock, Math.min(MAX_REST_SECONDS, timerTextToSeconds(text) ?? 0)),
          });
        }}
      />

      <ActionSheet
        open={setOptions !== null}
        onOpenChange={(open) => !open && setSetOptions(null)}
        title={setOptions?.name ?? ''}
        description={setOptions?.exerciseName}
        actions={
          setOptions
            ? [
                {
                  label: setOptions.set.isWarmup ? 'Mark as Normal Set' : 'Mark as Warm-up',
                  onSelect: () => actions.toggleWarmup(setOptions.set),
                },
                {
                  label: 'Delete Set',
                  icon: <Trash2 className="size-5" aria-hidden />,
                  destructive: true,
                  onSelect: () => actions.deleteSet(setOptions.set),
                },
              ]
            : []
        }
      />

      <NumericKeypadSheet request={keypad} onClose={() => setKeypad(null)} />
    </div>
  );
}
