import { describe, expect, it, vi } from 'vitest';
import { createUndoWindows, type UndoClock } from './undo-window';

/** A clock that moves only when told to. */
function fakeClock() {
  let now = 0;
  let nextHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: UndoClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      nextHandle += 1;
      timers.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = until;
  };
  return { clock, advance };
}

const action = () => ({ commit: vi.fn(), undo: vi.fn(), onEnd: vi.fn() });

describe('undo windows', () => {
  it('commits once when the window runs out without Undo', () => {
    const { clock, advance } = fakeClock();
    const windows = createUndoWindows(clock);
    const deletion = action();
    const id = windows.open(deletion, 6000);

    advance(5999);
    expect(deletion.commit).not.toHaveBeenCalled();
    expect(windows.isOpen(id)).toBe(true);
    advance(1);
    expect(deletion.commit).toHaveBeenCalledTimes(1);
    expect(deletion.onEnd).toHaveBeenCalledTimes(1);
    expect(windows.isOpen(id)).toBe(false);

    expect(windows.undo(id)).toBe(false);
    advance(60_000);
    expect(deletion.undo).not.toHaveBeenCalled();
    expect(deletion.commit).toHaveBeenCalledTimes(1);
  });

  it('Undo within the window puts the item back and never commits', () => {
    const { clock, advance } = fakeClock();
    const windows = createUndoWindows(clock);
    const deletion = action();
    const id = windows.open(deletion, 6000);

    advance(5000);
    expect(windows.undo(id)).toBe(true);
    advance(60_000);
    expect(deletion.undo).toHaveBeenCalledTimes(1);
    expect(deletion.onEnd).toHaveBeenCalledTimes(1);
    expect(deletion.commit).not.toHaveBeenCalled();
    expect(windows.undo(id)).toBe(false);
  });

  it('pausing stops the countdown and resuming continues with the time that was left', () => {
    const { clock, advance } = fakeClock();
    const windows = createUndoWindows(clock);
    const deletion = action();
    const id = windows.open(deletion, 6000);

    advance(2000);
    windows.pause(id);
    windows.pause(id);
    advance(30_000);
    expect(deletion.commit).not.toHaveBeenCalled();
    windows.resume(id);
    advance(3999);
    expect(deletion.commit).not.toHaveBeenCalled();
    advance(1);
    expect(deletion.commit).toHaveBeenCalledTimes(1);
  });

  it('commitAll ends every open window at once and waits for the commits', async () => {
    const { clock, advance } = fakeClock();
    const windows = createUndoWindows(clock);
    const order: string[] = [];
    const slow = { commit: () => Promise.resolve().then(() => void order.push('slow committed')), undo: vi.fn() };
    const quick = action();
    windows.open(slow, 6000);
    windows.open(quick, 6000);

    await windows.commitAll();
    order.push('after commitAll');
    expect(order).toEqual(['slow committed', 'after commitAll']);
    expect(quick.commit).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(quick.commit).toHaveBeenCalledTimes(1);
  });

  it('commitNow ends one window early; the others keep counting', () => {
    const { clock, advance } = fakeClock();
    const windows = createUndoWindows(clock);
    const first = action();
    const second = action();
    const firstId = windows.open(first, 6000);
    const secondId = windows.open(second, 6000);

    void windows.commitNow(firstId);
    expect(first.commit).toHaveBeenCalledTimes(1);
    expect(windows.isOpen(secondId)).toBe(true);
    advance(6000);
    expect(second.commit).toHaveBeenCalledTimes(1);
    expect(first.commit).toHaveBeenCalledTimes(1);
  });

  it('a failing commit does not stop commitAll', async () => {
    const { clock } = fakeClock();
    const windows = createUndoWindows(clock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = { commit: () => Promise.reject(new Error('offline')), undo: vi.fn() };
    const other = action();
    windows.open(failing);
    windows.open(other);

    await expect(windows.commitAll()).resolves.toBeUndefined();
    expect(other.commit).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
