import { ArrowDown, ArrowUp, Link2, RefreshCw, Trash2, Unlink } from 'lucide-react';
import { moveOptions, resolveMove, type MoveDirection } from '../../../../../shared/workout/exercise-order';
import type { EditorExercise, EditorMenuAction, EditorModel } from '../editor-model';

/**
 * The exercise menu (spec 000 section 2): the mode's own items, Move Up / Move Down where the
 * position allows, "Superset with…" and "Remove from superset" where the mode offers them (issue 29), Replace and Delete.
 */
export function exerciseMenu(
  model: EditorModel,
  exercise: EditorExercise,
  handlers: { onReplace: () => void; onRemove: () => void; onSupersetWith: () => void },
): EditorMenuAction[] {
  const { moveExercise } = model;
  const count = model.exercises.length;
  const index = model.exercises.findIndex((item) => item.exerciseId === exercise.exerciseId);
  const actions: EditorMenuAction[] = [...(model.extraMenuActions?.(exercise) ?? [])];
  if (moveExercise) {
    const { canMoveUp, canMoveDown } = moveOptions(index, count);
    const move = (direction: MoveDirection) => {
      const resolved = resolveMove(index, count, direction);
      if (resolved) moveExercise(exercise.exerciseId, resolved);
    };
    if (canMoveUp) actions.push({ label: 'Move Up', icon: <ArrowUp className="size-5" aria-hidden />, onSelect: () => move('up') });
    if (canMoveDown) actions.push({ label: 'Move Down', icon: <ArrowDown className="size-5" aria-hidden />, onSelect: () => move('down') });
  }
  if (model.setSuperset && count >= 2) {
    actions.push({ label: 'Superset with…', icon: <Link2 className="size-5" aria-hidden />, onSelect: handlers.onSupersetWith });
  }
  if (model.setSuperset && exercise.superset) {
    const setSuperset = model.setSuperset;
    actions.push({ label: 'Remove from superset', icon: <Unlink className="size-5" aria-hidden />, onSelect: () => setSuperset(exercise.exerciseId, []) });
  }
  actions.push({ label: model.menuLabels?.replace ?? 'Replace', icon: <RefreshCw className="size-5" aria-hidden />, onSelect: handlers.onReplace });
  actions.push({
    label: model.menuLabels?.remove ?? 'Delete',
    icon: <Trash2 className="size-5" aria-hidden />,
    destructive: true,
    onSelect: handlers.onRemove,
  });
  return actions;
}
