import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../lib/undo-window';
import { dismissToast, getToasts, showToast } from './toast-store';
import { deleteWithUndo, offerUndo } from './undo-toast';

const shown = () => getToasts().filter((toast) => toast.open);

describe('the Undo toast of a confirmed delete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('offers Undo until the window ends, then commits and closes', () => {
    const commit = vi.fn();
    const undo = vi.fn();
    offerUndo({ title: 'Workout Discarded', commit, undo });
    expect(shown()).toMatchObject([{ title: 'Workout Discarded', action: { label: 'Undo' }, duration: Infinity }]);

    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([]);
    expect(undo).not.toHaveBeenCalled();
  });

  it('Undo puts the item back, closes the toast, and nothing is committed', () => {
    const commit = vi.fn();
    const undo = vi.fn();
    offerUndo({ title: 'Post deleted', commit, undo });
    shown()[0]?.action?.onAction();
    // Radix closes a toast whose action was pressed.
    dismissToast(shown()[0]?.id);

    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits at once when the toast goes early: closed, or replaced by a newer toast (one toast at a time)', () => {
    const closed = vi.fn();
    offerUndo({ title: 'Routine deleted', commit: closed, undo: vi.fn() });
    dismissToast(shown()[0]?.id);
    expect(closed).toHaveBeenCalledTimes(1);

    const replaced = vi.fn();
    offerUndo({ title: 'Comment deleted', commit: replaced, undo: vi.fn() });
    showToast({ title: 'New message' });
    expect(replaced).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('pauses while the person reads the toast', () => {
    const commit = vi.fn();
    offerUndo({ title: 'Folder deleted', commit, undo: vi.fn() });
    shown()[0]?.onPause?.();
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 3);
    expect(commit).not.toHaveBeenCalled();
    shown()[0]?.onResume?.();
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('hides the item at once and sends the delete only when the window ends', async () => {
    const events: string[] = [];
    deleteWithUndo({
      title: 'Post deleted',
      hide: () => void events.push('hidden'),
      restore: () => void events.push('restored'),
      send: () => Promise.resolve(events.push('DELETE sent')),
      onDeleted: () => events.push('lists read again'),
      failureTitle: 'Failed to delete post. Please try again.',
    });
    expect(events).toEqual(['hidden']);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(events).toEqual(['hidden', 'DELETE sent', 'lists read again']);
  });

  it('a failed delete shows the item again with the spec failure text', async () => {
    const events: string[] = [];
    deleteWithUndo({
      title: 'Routine deleted',
      hide: () => void events.push('hidden'),
      restore: () => void events.push('restored'),
      send: () => Promise.reject(new TypeError('Failed to fetch')),
      failureTitle: 'Failed to delete routine.',
    });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(events).toEqual(['hidden', 'restored']);
    expect(shown()).toMatchObject([{ title: 'Failed to delete routine.', variant: 'destructive' }]);
  });
});
