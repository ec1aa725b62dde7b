import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { elapsedSeconds, formatElapsed } from '../../../../../shared/workout/elapsed';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useNow } from '../../../lib/use-now';
import { exerciseDetailPath } from '../../../lib/paths';
import { WorkoutEditor, type EditorExercise, type EditorModel } from '../../workout-editor';
import { WorkoutTopBar } from '../components/workout-top-bar';
import { draftModel, ensureDraft, useDraft } from '../draft/draft-store';
import { ExerciseHistorySheet } from '../draft/exercise-history-sheet';
import { useDiscardDraft } from '../draft/use-discard-draft';
import { useRecentExerciseSessions } from '../lib/use-recent-exercise-sessions';
import { workoutPaths } from '../../../lib/paths';

/**
 * Local empty workout (spec 000 section 2, /workout/empty and /workout/empty-session): a draft
 * kept only in this browser, with an elapsed timer, Add Exercise, Add Set, a set-type picker and
 * an exercise menu (See History, Replace Exercise, Remove Exercise). Finish goes to /save-workout;
 * the back target is /workout.
 */
export default function EmptyWorkoutScreen() {
  const navigate = useNavigate();
  const draft = useDraft();
  const clock = useNow(1000, draft !== null);
  const [historyFor, setHistoryFor] = useState<EditorExercise | null>(null);
  const recent = useRecentExerciseSessions(draft?.exercises.map((exercise) => exercise.exerciseId) ?? []);
  const discard = useDiscardDraft(workoutPaths.empty);

  useEffect(() => ensureDraft(), []);

  if (!draft) {
    return (
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50">
        <LoadingScreen label="Loading workout..." />
      </div>
    );
  }

  const now = Math.max(clock, draft.startedAt);
  const model: EditorModel = {
    ...draftModel(draft),
    ...recent,
    exerciseHref: exerciseDetailPath,
    setOptions: 'set-type-picker',
    menuLabels: { replace: 'Replace Exercise', remove: 'Remove Exercise' },
    extraMenuActions: (exercise) => [{ label: 'See History', icon: <History className="size-5" aria-hidden />, onSelect: () => setHistoryFor(exercise) }],
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <WorkoutTopBar
        title="Empty Workout"
        elapsed={formatElapsed(elapsedSeconds(new Date(draft.startedAt).toISOString(), now))}
        detail="Not saved yet"
        onBack={() => void navigate(workoutPaths.workoutMain)}
        action={
          <Button onClick={() => void navigate(workoutPaths.save)} className="min-w-20 bg-emerald-700 hover:bg-emerald-800 active:bg-emerald-900">
            Finish
          </Button>
        }
      />

      <WorkoutEditor
        model={model}
        footer={
          <>
            <Button variant="ghost" onClick={discard.ask} className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100">
              Discard Workout
            </Button>
            {discard.dialog}
          </>
        }
      />

      <ExerciseHistorySheet exercise={historyFor} onClose={() => setHistoryFor(null)} />
    </div>
  );
}
