import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';

const iconClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40';

interface OwnerWorkoutActionsProps {
  workoutName: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isMoving: boolean;
  onMove: (direction: 'up' | 'down') => void;
  editTo: string;
  onDelete: () => void;
  isDeleting?: boolean;
}

/** The plan owner's controls on one workout: move up or down, edit, delete. */
export function OwnerWorkoutActions({ workoutName, canMoveUp, canMoveDown, isMoving, onMove, editTo, onDelete, isDeleting }: OwnerWorkoutActionsProps) {
  return (
    <div className="ml-auto flex items-center">
      <button type="button" className={iconClasses} aria-label={`Move ${workoutName} up`} disabled={!canMoveUp || isMoving} onClick={() => onMove('up')}>
        <ArrowUp className="size-5" aria-hidden />
      </button>
      <button type="button" className={iconClasses} aria-label={`Move ${workoutName} down`} disabled={!canMoveDown || isMoving} onClick={() => onMove('down')}>
        <ArrowDown className="size-5" aria-hidden />
      </button>
      <Link to={editTo} className={iconClasses} aria-label={`Edit ${workoutName}`}>
        <Pencil className="size-5" aria-hidden />
      </Link>
      <button type="button" className={`${iconClasses} text-red-700`} aria-label={`Delete ${workoutName}`} disabled={isDeleting} onClick={onDelete}>
        <Trash2 className="size-5" aria-hidden />
      </button>
    </div>
  );
}
