import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { offerUndo } from '../../../components/ui/undo-toast';
import { discardLossText } from '../lib/discard-loss';
import { workoutPaths } from '../../../lib/paths';
import { clearDraft, getDraft, restoreDraft } from './draft-store';

/**
 * Discard of the local empty workout (its Discard Workout and the save screen's Discard), issue 27: asks first with
 * what would be lost, then clears the draft and goes to /workout with 'Workout Discarded' and Undo, which puts the
 * draft back and reopens `undoPath`.
 */
export function useDiscardDraft(undoPath: string) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const draft = getDraft();
  const completedSets = draft?.exercises.reduce((sum, exercise) => sum + exercise.sets.filter((set) => set.isCompleted).length, 0) ?? 0;

  const discard = () => {
    setOpen(false);
    const before = getDraft();
    clearDraft();
    void navigate(workoutPaths.workoutMain);
    if (!before) return;
    offerUndo({
      title: 'Workout Discarded',
      commit: () => undefined,
      undo: () => {
        restoreDraft(before);
        void navigate(undoPath);
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Discard workout?"
      description={discardLossText({ exercises: draft?.exercises.length ?? 0, completedSets })}
      confirmLabel="Discard"
      onConfirm={discard}
    />
  );
  return { ask: () => setOpen(true), dialog };
}
