import { Trash2 } from 'lucide-react';
import type { SetOptionsStyle } from '../editor-model';
import { ActionSheet, type SheetAction } from '../../../components/ui/action-sheet';

export interface SetOptionsTarget {
  exerciseId: string;
  exerciseName: string;
  setId: string;
  /** 'Set 2' or 'Warm-up 1'. */
  setName: string;
  isWarmup: boolean;
}

interface SetOptionsSheetProps {
  target: SetOptionsTarget | null;
  style: SetOptionsStyle;
  onClose: () => void;
  onSetWarmup: (target: SetOptionsTarget, isWarmup: boolean) => void;
  onDelete: (target: SetOptionsTarget) => void;
}

/** Opened from a set's number: make it a warm-up or a normal set, or delete it (also the keyboard way to delete). */
export function SetOptionsSheet({ target, style, onClose, onSetWarmup, onDelete }: SetOptionsSheetProps) {
  const actions: SheetAction[] = [];
  if (target) {
    if (style === 'warmup-toggle') {
      actions.push({ label: target.isWarmup ? 'Mark as Normal Set' : 'Mark as Warm-up', onSelect: () => onSetWarmup(target, !target.isWarmup) });
    } else {
      actions.push({ label: target.isWarmup ? 'Warm-up (current)' : 'Warm-up', onSelect: () => onSetWarmup(target, true) });
      actions.push({ label: target.isWarmup ? 'Normal' : 'Normal (current)', onSelect: () => onSetWarmup(target, false) });
    }
    actions.push({ label: 'Delete Set', icon: <Trash2 className="size-5" aria-hidden />, destructive: true, onSelect: () => onDelete(target) });
  }
  const asPicker = style === 'set-type-picker';
  return (
    <ActionSheet
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asPicker ? 'Set type' : (target?.setName ?? '')}
      description={target ? (asPicker ? `${target.setName} · ${target.exerciseName}` : target.exerciseName) : undefined}
      actions={actions}
    />
  );
}
