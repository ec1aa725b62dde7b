import type { WorkoutSession } from '../../../../../shared/api-types';
import type { EntryMap } from '../../../../../shared/workout/entry-copying';
import { formatRest, restsAfterSet } from '../../../../../shared/workout/rest';
import { useToast } from '../../../components/ui/use-toast';
import type { EditorModel } from '../../workout-editor';
import { setRestSeconds, useRestSeconds } from '../lib/rest-seconds';
import { startRestTimer } from '../lib/rest-timer-store';
import { useAddExercises } from './actions/use-add-exercises';
import { useAddSet } from './actions/use-add-set';
import { useDeleteSet } from './actions/use-delete-set';
import { useMoveExercise } from './actions/use-move-exercise';
import { useRemoveExercise } from './actions/use-remove-exercise';
import { useReplaceExercise } from './actions/use-replace-exercise';
import { useToggleCompletion } from './actions/use-toggle-completion';
import { useToggleWarmup } from './actions/use-toggle-warmup';
import { useExerciseNote } from './actions/use-exercise-note';
import { useSetDetails } from './actions/use-set-details';
import { useSuperset } from './actions/use-superset';
import type { SessionEntriesStore } from './session-entries-store';
import type { ExerciseBlock } from '../../../lib/live-session/workout-blocks';

/**
 * The live session as an editor model: every change is queued in the outbox and shown at once (issue 12); completing a set starts the exercise's rest timer (a superset's after its last exercise); rest times are chosen per exercise; the plan's notes, supersets and set targets are shown (issue 27).
 */
export function useLiveEditorModel(
  sessionId: string,
  session: WorkoutSession | undefined,
  blocks: readonly ExerciseBlock[],
  store: SessionEntriesStore,
  entries: EntryMap,
): EditorModel {
  const { toast } = useToast();
  const restOf = useRestSeconds(sessionId, session?.exerciseRestSeconds);
  const toggleCompletion = useToggleCompletion(sessionId, store);
  const toggleWarmup = useToggleWarmup(sessionId);
  const addSet = useAddSet(sessionId, store);
  const deleteSet = useDeleteSet(sessionId);
  const addExercises = useAddExercises(sessionId);
  const moveExercise = useMoveExercise(sessionId);
  const replaceExercise = useReplaceExercise(sessionId);
  const removeExercise = useRemoveExercise(sessionId);
  const changeSetDetails = useSetDetails(sessionId);
  const changeExerciseNote = useExerciseNote(sessionId);
  const changeSuperset = useSuperset(sessionId);

  const blockOf = (exerciseId: string) => blocks.find((block) => block.exerciseId === exerciseId);
  const setOf = (exerciseId: string, setId: string) => blockOf(exerciseId)?.sets.find((set) => set.id === setId);
  const setIdsOf = (exerciseId: string) => blockOf(exerciseId)?.sets.map((set) => set.id) ?? [];

  return {
    exercises: blocks.map((block) => ({
      exerciseId: block.exerciseId,
      name: block.name,
      restSeconds: restOf(block.exerciseId),
      planNote: block.note,
      superset: block.supersetGroup,
      // Issue 29: the rows show the fields of the type the sets carry (the server's, or the kept list's while offline).
      exerciseType: block.sets[0]?.exerciseType,
      sets: block.sets.map((set) => ({
        id: set.id,
        isWarmup: set.isWarmup,
        isCompleted: set.isCompleted,
        pending: false,
        personalRecords: set.personalRecords,
        target: set.target,
        setType: set.setType,
        rpe: set.rpe,
        note: set.note,
      })),
    })),
    entries,
    addExercises: (exercises) => addExercises(exercises, blocks.map((block) => block.exerciseId)),
    replaceExercise: (oldExerciseId, exercise) => replaceExercise({ oldExerciseId, exercise }),
    removeExercise: (exerciseId) => removeExercise(exerciseId),
    moveExercise: (exerciseId, direction) => moveExercise({ exerciseId, direction }),
    addSet: (exerciseId) => {
      const block = blockOf(exerciseId);
      if (block) addSet(exerciseId, block.name, block.sets);
    },
    deleteSet: (exerciseId, setId) => {
      const set = setOf(exerciseId, setId);
      if (set) deleteSet(set);
    },
    setWarmup: (exerciseId, setId, isWarmup) => {
      const set = setOf(exerciseId, setId);
      if (set && set.isWarmup !== isWarmup) toggleWarmup(set);
    },
    toggleCompletion: (exerciseId, setId, fill) => {
      const block = blockOf(exerciseId);
      const set = block?.sets.find((item) => item.id === setId);
      if (!block || !set) return;
      const seconds = restOf(exerciseId);
      // In a superset the rest comes after the group's last exercise (issue 27).
      const restExercises = blocks.map((item) => ({ exerciseId: item.exerciseId, supersetGroup: item.supersetGroup, setIds: item.sets.map((each) => each.id) }));
      if (!set.isCompleted && seconds > 0 && restsAfterSet(restExercises, exerciseId, setId)) {
        startRestTimer({ sessionId, exerciseId, exerciseName: block.name, seconds });
      }
      toggleCompletion(set, fill);
    },
    setDetails: (_exerciseId, setId, details) => changeSetDetails(setId, details),
    setExerciseNote: (exerciseId, note) => changeExerciseNote(exerciseId, note),
    setSuperset: (exerciseId, partners) => changeSuperset(exerciseId, partners),
    editEntry: (exerciseId, setId, field, text) => store.edit(setIdsOf(exerciseId), setId, field, text),
    setRestSeconds: (exerciseId, seconds) => {
      setRestSeconds(sessionId, exerciseId, seconds);
      toast({ title: 'Rest Timer Set', description: `${blockOf(exerciseId)?.name ?? ''}: ${formatRest(seconds)}` });
    },
  };
}
