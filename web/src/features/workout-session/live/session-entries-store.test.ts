import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutSet } from '../../../../../shared/api-types';
import { MemoryStorage } from '../../../../../test/support/memory-storage';

vi.stubGlobal('localStorage', new MemoryStorage());

/** Every save is a queued 'entries' change (issue 12); recorded here as (setId, body) like the PATCH it becomes. */
const updateSetEntries = vi.fn();
vi.mock('../../../lib/live-session/queue-live-change', () => ({
  queueLiveChange: (_client: unknown, _sessionId: string, { kind: _kind, setId, ...body }: { kind: string; setId: string }) => updateSetEntries(setId, body),
}));

const { SAVE_DEBOUNCE_MS, SessionEntriesStore, flushSessionEntries, forgetSessionLocalData } = await import('./session-entries-store');

function set(id: string, weight: number | null = null, reps: number | null = null): WorkoutSet {
  return {
    id,
    sessionId: 's',
    exerciseId: 'bench',
    exerciseName: 'Bench Press',
    exerciseOrder: 0,
    setNumber: Number(id.slice(-1)) || 1,
    weight,
    reps,
    isCompleted: false,
    isWarmup: false,
    setType: 'normal',
    createdAt: '2025-06-18T10:00:00.000Z',
    exerciseType: 'weight_reps',
    durationSeconds: null,
    distanceMeters: null,
  };
}

const ids = ['s.1', 's.2', 's.3'];

describe('SessionEntriesStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    updateSetEntries.mockReset();
    localStorage.clear();
    updateSetEntries.mockImplementation(() => ({ id: 'entry' }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows an edit at once and saves each changed set once, 600 ms after the last keystroke, in hundredths', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer(ids.map((id) => set(id)));
    store.edit(ids, 's.1', 'weight', '10');
    store.edit(ids, 's.1', 'weight', '102.5');
    expect(store.getSnapshot()['s.3']?.weight?.value).toBe('102.5');
    expect(updateSetEntries).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(updateSetEntries).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(updateSetEntries.mock.calls).toEqual([
      ['s.1', { weight: 10250, reps: null }],
      ['s.2', { weight: 10250, reps: null }],
      ['s.3', { weight: 10250, reps: null }],
    ]);
  });

  it('saves what is pending at once on flush (before Finish)', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer([set('s.1')]);
    store.edit(['s.1'], 's.1', 'reps', '8');
    await store.flush();
    expect(updateSetEntries).toHaveBeenCalledWith('s.1', { weight: null, reps: 8 });
  });

  it('saves again, after a reload, what the server does not have yet', async () => {
    const first = new SessionEntriesStore('s');
    first.syncServer([set('s.1')]);
    first.edit(['s.1'], 's.1', 'reps', '5');
    expect(localStorage.getItem('workout_session_s_data')).toContain('"5"');
    // The page reloads before the save went out: a new store reads what the browser kept.
    first.dispose();
    const reloaded = new SessionEntriesStore('s');
    expect(reloaded.getSnapshot()['s.1']?.reps?.value).toBe('5');
    reloaded.syncServer([set('s.1')]);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(updateSetEntries.mock.calls).toEqual([['s.1', { weight: null, reps: 5 }]]);
  });

  it('does not save values the server already has, and fills in values from the server', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer([set('s.1', 13500, 8)]);
    expect(store.getSnapshot()['s.1']).toEqual({ weight: { value: '135', own: true }, reps: { value: '8', own: true } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(updateSetEntries).not.toHaveBeenCalled();
  });

  it('sends every stored entry on flush when the store was not loaded on this page (Finish after a reload)', async () => {
    const first = new SessionEntriesStore('s');
    first.syncServer([set('s.1'), set('s.2', 13500, 8)]);
    first.edit(['s.1', 's.2'], 's.1', 'reps', '5');
    first.dispose();
    updateSetEntries.mockClear();

    // A new page load: no store in memory, only the browser's copy.
    await flushSessionEntries('s');
    expect(updateSetEntries.mock.calls).toEqual(
      expect.arrayContaining([
        ['s.1', { reps: 5 }],
        ['s.2', { weight: 13500, reps: 8 }],
      ]),
    );
    expect(updateSetEntries).toHaveBeenCalledTimes(2);
    // Saved once is enough: a second flush sends nothing.
    await flushSessionEntries('s');
    expect(updateSetEntries).toHaveBeenCalledTimes(2);
    forgetSessionLocalData('s');
  });

  it('queues each save once: a later change of the same set is a new save, an unchanged set is not sent again', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer([set('s.1')]);
    store.edit(['s.1'], 's.1', 'reps', '8');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await store.flush();
    store.edit(['s.1'], 's.1', 'weight', '100');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(updateSetEntries.mock.calls).toEqual([
      ['s.1', { weight: null, reps: 8 }],
      ['s.1', { weight: 10000, reps: 8 }],
    ]);
  });

  it('on a tick fills the empty fields of that set only, answers what the row then shows and drops its pending save', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer(ids.map((id) => set(id)));
    store.edit(ids, 's.1', 'reps', '8');
    expect(store.completeWith('s.1', { weight: '190.15' })).toEqual({ weight: 19015, reps: 8 });
    expect(store.getSnapshot()['s.1']).toEqual({ weight: { value: '190.15', own: true }, reps: { value: '8', own: true } });
    expect(store.getSnapshot()['s.2']?.weight).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    // The tick carries set 1's values; only the copies of its reps in the later sets are saved on their own.
    expect(updateSetEntries.mock.calls).toEqual([
      ['s.2', { weight: null, reps: 8 }],
      ['s.3', { weight: null, reps: 8 }],
    ]);
  });

  it('rejects flush when nothing can be queued (signed out), keeping the browser copy', async () => {
    updateSetEntries.mockImplementation(() => {
      throw new Error('Not signed in');
    });
    const store = new SessionEntriesStore('s');
    store.syncServer([set('s.1')]);
    store.edit(['s.1'], 's.1', 'reps', '8');
    await expect(store.flush()).rejects.toThrow('Not signed in');
    expect(localStorage.getItem('workout_session_s_data')).toContain('"8"');
  });

  it('gives a new set (its id chosen on the device) copies of the set before it, created with them: no extra save', async () => {
    const store = new SessionEntriesStore('s');
    store.syncServer([set('s.1')]);
    store.edit(['s.1'], 's.1', 'weight', '60');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    store.copyForNewSet('s.1', 's.2');
    expect(store.payloadOf('s.2')).toEqual({ weight: 6000, reps: null });
    store.syncServer([set('s.1', 6000), set('s.2', 6000)]);
    expect(store.getSnapshot()['s.2']?.weight).toEqual({ value: '60', own: false });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(updateSetEntries.mock.calls).toEqual([['s.1', { weight: 6000, reps: null }]]);
  });
});
