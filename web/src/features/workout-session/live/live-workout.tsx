import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { isApiError } from '../../../lib/api-client';
import { exercisesQueryOptions } from '../../../lib/queries/exercise-queries';
import { exerciseDetailPath } from '../../../lib/paths';
import { WorkoutEditor } from '../../workout-editor';
import { sessionQueryOptions, sessionSetsQueryOptions } from '../../../lib/queries/session-queries';
import { ElapsedTime } from '../components/elapsed-time';
import { RestTimerOverlay } from '../components/rest-timer-overlay';
import { WorkoutTopBar } from '../components/workout-top-bar';
import { discardLossText } from '../lib/discard-loss';
import { useRecentExerciseSessions } from '../lib/use-recent-exercise-sessions';
import { liveWorkoutPath, saveWorkoutPath } from '../../../lib/paths';
import { useDiscardWorkout } from './actions/use-discard-workout';
import { sessionEntriesStore, useSessionEntries } from './session-entries-store';
import { useLiveEditorModel } from './use-live-editor-model';
import { buildBlocks } from '../../../lib/live-session/workout-blocks';
import { WorkoutMessage } from './workout-message';

/** The live workout of one session (spec 000 section 2). */
export function LiveWorkout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const sessionQuery = useQuery(sessionQueryOptions(sessionId));
  const setsQuery = useQuery(sessionSetsQueryOptions(sessionId));
  // Loaded in the background so the picker opens instantly and emptied exercises keep their names.
  const exercisesQuery = useQuery(exercisesQueryOptions());
  const store = useMemo(() => sessionEntriesStore(sessionId), [sessionId]);
  const entries = useSessionEntries(store);
  const goHome = () => void navigate('/');
  const discard = useDiscardWorkout({ onDiscarded: goHome, onUndone: (id) => void navigate(liveWorkoutPath(id)) });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const session = sessionQuery.data;
  const sets = setsQuery.data;
  useEffect(() => {
    if (sets) store.syncServer(sets);
  }, [store, sets]);

  const exerciseNames = useMemo(() => new Map((exercisesQuery.data ?? []).map((exercise) => [exercise.id, exercise.name])), [exercisesQuery.data]);
  const blocks = useMemo(() => buildBlocks(session, sets ?? [], exerciseNames), [session, sets, exerciseNames]);
  const recent = useRecentExerciseSessions(blocks.map((block) => block.exerciseId));
  const model = { ...useLiveEditorModel(sessionId, session, blocks, store, entries), ...recent, exerciseHref: exerciseDetailPath };
  const startedAt = session?.startTime || session?.startedAt || session?.createdAt;
  const doneCount = (sets ?? []).filter((set) => set.isCompleted).length;
  const ending = discard.isPending;

  // A failed refresh (no network) keeps showing the copy on the device.
  if ((sessionQuery.isError && !sessionQuery.data) || (setsQuery.isError && !setsQuery.data)) {
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

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkoutTopBar
        title={session.workoutName || session.name || QUICK_WORKOUT_NAME}
        elapsed={<ElapsedTime startedAt={startedAt} />}
        detail={doneCount > 0 ? `${doneCount} ${doneCount === 1 ? 'set' : 'sets'} done` : undefined}
        onBack={goHome}
        action={
          <Button
            // Issue 27: Finish opens the save step (title, notes, photo, who sees it); it finishes the workout.
            onClick={() => !ending && void navigate(saveWorkoutPath(session.id))}
            disabled={ending}
            className="min-w-20 bg-emerald-700 hover:bg-emerald-800 active:bg-emerald-900"
          >
            Finish
          </Button>
        }
      />
      <WorkoutEditor
        model={model}
        footer={
          <>
            <Button
              variant="ghost"
              onClick={() => !ending && setConfirmingDiscard(true)}
              disabled={ending}
              className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100"
            >
              Discard
            </Button>
            {/* Issue 27: one tap never throws a workout away; it says what would be lost, and the toast offers Undo. */}
            <ConfirmDialog
              open={confirmingDiscard}
              onOpenChange={setConfirmingDiscard}
              title="Discard workout?"
              description={discardLossText({ exercises: blocks.length, completedSets: doneCount })}
              confirmLabel="Discard"
              onConfirm={() => {
                setConfirmingDiscard(false);
                void discard.discard(session);
              }}
            />
            <RestTimerOverlay sessionId={sessionId} />
          </>
        }
      />
    </div>
  );
}
