import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../../../test/support/memory-storage';

vi.stubGlobal('localStorage', new MemoryStorage());

const calls: string[] = [];
const requests = {
  getActiveSession: vi.fn(),
  finishSession: vi.fn(),
  createQuickSession: vi.fn(),
  updateSetEntries: vi.fn(),
};
vi.mock('../api/session-requests', () => ({
  getActiveSession: (...args: unknown[]) => requests.getActiveSession(...args),
  finishSession: (...args: unknown[]) => requests.finishSession(...args),
  createQuickSession: (...args: unknown[]) => requests.createQuickSession(...args),
  updateSetEntries: (...args: unknown[]) => requests.updateSetEntries(...args),
}));

const { startQuickWorkout } = await import('./start-quick-workout');

const stored = (reps: string) => JSON.stringify({ entries: { 'old.1': { reps: { value: reps, own: true } } } });

describe('startQuickWorkout', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    requests.getActiveSession.mockReset().mockImplementation(async () => ({ id: 'old' }));
    requests.updateSetEntries.mockReset().mockImplementation(async (id: string, body: object) => {
      calls.push(`save ${id}`);
      return { id, weight: null, reps: null, ...body };
    });
    requests.finishSession.mockReset().mockImplementation(async (id: string) => {
      calls.push(`finish ${id}`);
      return { id };
    });
    requests.createQuickSession.mockReset().mockImplementation(async () => {
      calls.push('create');
      return { id: 'new' };
    });
  });

  it("saves the stale session's stored entries, then finishes it, clears local data and creates the Quick Workout", async () => {
    localStorage.setItem('workout_session_old_data', stored('7'));
    localStorage.setItem('workout_session_older_data', stored('3'));
    await expect(startQuickWorkout()).resolves.toEqual({ id: 'new' });
    expect(calls).toEqual(['save old.1', 'finish old', 'create']);
    expect(requests.updateSetEntries).toHaveBeenCalledWith('old.1', { reps: 7 });
    expect(localStorage.length).toBe(0);
  });

  it('ignores a failure finishing the stale session', async () => {
    requests.finishSession.mockRejectedValue(new Error('boom'));
    await expect(startQuickWorkout()).resolves.toEqual({ id: 'new' });
    expect(calls).toEqual(['create']);
  });

  it('keeps the stale session (open, with its browser copy) when its entries cannot be saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('workout_session_old_data', stored('7'));
    localStorage.setItem('workout_session_older_data', stored('3'));
    requests.updateSetEntries.mockRejectedValue(new Error('Network connection failed'));
    await expect(startQuickWorkout()).resolves.toEqual({ id: 'new' });
    expect(requests.finishSession).not.toHaveBeenCalled();
    expect(localStorage.getItem('workout_session_old_data')).toBe(stored('7'));
    expect(localStorage.getItem('workout_session_older_data')).toBeNull();
    warn.mockRestore();
  });

  it('only creates the Quick Workout when no session is active', async () => {
    requests.getActiveSession.mockResolvedValue(null);
    await startQuickWorkout();
    expect(calls).toEqual(['create']);
  });
});
