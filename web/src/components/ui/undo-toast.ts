import { undoWindows, UNDO_WINDOW_MS } from '../../lib/undo-window';
import { showToast } from './toast-store';

interface OfferUndoOptions {
  /** The spec's success text where it has one ('Workout Discarded'), else what happened ('Post deleted'). */
  title: string;
  description?: string;
  /** Makes the delete final: runs when the toast goes without Undo (time out, closed, replaced, page hidden). */
  commit: () => void | Promise<void>;
  /** Puts the item back: runs on Undo. */
  undo: () => void;
  ms?: number;
}

/**
 * After a confirmed delete (already hidden on screen): a toast with Undo for {@link UNDO_WINDOW_MS}. The countdown
 * pauses while the person reads the toast (Radix's pause: hover, focus, window in the background).
 */
export function offerUndo({ title, description, commit, undo, ms = UNDO_WINDOW_MS }: OfferUndoOptions): string {
  const shown: { toast?: { dismiss: () => void } } = {};
  const id = undoWindows.open({ commit, undo, onEnd: () => shown.toast?.dismiss() }, ms);
  shown.toast = showToast({
    title,
    description,
    duration: Infinity,
    action: { label: 'Undo', altText: 'Undo: press F8 to reach the Undo button', onAction: () => undoWindows.undo(id) },
    onClose: () => void undoWindows.commitNow(id),
    onPause: () => undoWindows.pause(id),
    onResume: () => undoWindows.resume(id),
  });
  return id;
}

interface DeleteWithUndoOptions {
  /** The toast's title ('Post deleted'). */
  title: string;
  /** Hides the item at once (an optimistic cache change, after stopping reads in flight that would undo it). */
  hide: () => void | Promise<void>;
  /** Shows the item again (Undo, or a failed delete): typically the lists read again, the server still has it. */
  restore: () => void;
  /** The DELETE, sent when the window ends without Undo. */
  send: () => Promise<unknown>;
  /** After the server deleted it: tidy up (read the lists again, forget local references). */
  onDeleted?: () => unknown;
  /** The spec's failure text: the item is shown again and this toast says so. */
  failureTitle: string;
}

/**
 * A confirmed delete of something the server holds (issue 27): hidden at once, the DELETE sent only when the Undo
 * window ends (leaving the page ends it too). A page killed before that sends nothing: the item is still there next
 * time, never half deleted. A failed DELETE (offline, refused) shows the item again with the spec's failure text.
 */
export function deleteWithUndo({ title, hide, restore, send, onDeleted, failureTitle }: DeleteWithUndoOptions): void {
  void hide();
  offerUndo({
    title,
    undo: restore,
    commit: async () => {
      try {
        await send();
      } catch {
        restore();
        showToast({ title: failureTitle, variant: 'destructive' });
        return;
      }
      await onDeleted?.();
    },
  });
}
