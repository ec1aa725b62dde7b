/** How long a confirmed delete can be undone (issue 27): the toast with Undo shows this long. */
export const UNDO_WINDOW_MS = 6000;

export interface UndoClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: UndoClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UndoableAction {
  /** Makes the change for good (sends the delete); runs once, when the window ends without Undo. */
  commit: () => void | Promise<void>;
  /** Puts back what was hidden; runs once, on Undo within the window. */
  undo: () => void;
  /** Runs once when the window ends either way (to close the toast). */
  onEnd?: () => void;
}

interface OpenWindow {
  action: UndoableAction;
  timer: unknown;
  /** Time left when the countdown last stopped or started. */
  remainingMs: number;
  startedAt: number;
  paused: boolean;
}

/**
 * Confirmed deletes that can still be undone. Each window ends exactly once: Undo within it runs `undo`; the
 * countdown running out, `commitNow`, or `commitAll` (another workout starts, the page is hidden) runs `commit`.
 * The countdown pauses while the person is reading the toast (hover, focus).
 */
export function createUndoWindows(clock: UndoClock = realClock) {
  const open = new Map<string, OpenWindow>();
  let nextId = 0;

  const end = (id: string): OpenWindow | undefined => {
    const pending = open.get(id);
    if (!pending) return undefined;
    open.delete(id);
    clock.clearTimeout(pending.timer);
    pending.action.onEnd?.();
    return pending;
  };

  const commitNow = async (id: string): Promise<void> => {
    const pending = end(id);
    try {
      await pending?.action.commit();
    } catch (error) {
      // A commit reports its own failure to the person; this only keeps commitAll's callers going.
      console.warn('Committing an undoable change failed', error);
    }
  };

  const startCountdown = (id: string, pending: OpenWindow) => {
    pending.startedAt = clock.now();
    pending.paused = false;
    pending.timer = clock.setTimeout(() => void commitNow(id), pending.remainingMs);
  };

  return {
    /** Opens a window for an action whose effect is already shown; answers its id. */
    open(action: UndoableAction, ms: number = UNDO_WINDOW_MS): string {
      nextId += 1;
      const id = `undo-${nextId}`;
      const pending: OpenWindow = { action, timer: undefined, remainingMs: ms, startedAt: clock.now(), paused: false };
      open.set(id, pending);
      startCountdown(id, pending);
      return id;
    },
    /** Undo: true when the window was still open (the change is put back), false when it had ended. */
    undo(id: string): boolean {
      const pending = end(id);
      pending?.action.undo();
      return pending !== undefined;
    },
    commitNow,
    /** Ends every open window with its commit; resolves once every commit has finished. */
    async commitAll(): Promise<void> {
      await Promise.all([...open.keys()].map((id) => commitNow(id)));
    },
    pause(id: string): void {
      const pending = open.get(id);
      if (!pending || pending.paused) return;
      clock.clearTimeout(pending.timer);
      pending.remainingMs = Math.max(0, pending.remainingMs - (clock.now() - pending.startedAt));
      pending.paused = true;
    },
    resume(id: string): void {
      const pending = open.get(id);
      if (pending?.paused) startCountdown(id, pending);
    },
    isOpen: (id: string) => open.has(id),
  };
}

export type UndoWindows = ReturnType<typeof createUndoWindows>;

/** The app's undo windows. */
export const undoWindows = createUndoWindows();

// Leaving the app (switching away, closing the tab) ends every window: the delete goes while the page can still send it.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void undoWindows.commitAll();
  });
}

/** Makes the changes still waiting for their undo window final (before starting something that depends on them). */
export const commitPendingUndos = (): Promise<void> => undoWindows.commitAll();
