import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { MemoryStorage } from '../../../../../test/support/memory-storage';
import type { LiveChange } from '../../../lib/live-session/live-change';

vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('navigator', { onLine: true });

/** What went into the outbox, in order, as '<kind> <session>' (entries as 'save <set>'). */
const queued: string[] = [];
let serverActive: Partial<WorkoutSession> | null = null;
const outcomes: Array<'sent' | 'refused' | 'waiting'> = [];

vi.mock('../../../lib/live-session/queue-live-change', () => ({
  queueLiveChange: (_client: unknown, sessionId: string, change: LiveChange) => {
    queued.push(change.kind === 'entries' ? `save ${change.setId}` : `${change.kind} ${change.kind === 'start' ? 'new' : sessionId}`);
    return { id: `entry-${queued.length}` };
  },
}));
vi.mock('../../../lib/outbox/outbox-runtime', () => ({
  currentOutboxUserId: () => 'me',
  currentOutbox: () => ({ deliver: async () => outcomes.shift() ?? 'sent' }),
}));
vi.mock('../../../lib/queries/session-queries', () => ({
  sessionKeys: { active: () => ['active'] },
  activeSessionQueryOptions: () => ({ queryKey: ['active'], queryFn: async () => serverActive }),
}));

const { startQuickWorkout } = await import('./start-quick-workout');
const { queryClient } = await import('../../../lib/api');

const stored = (reps: string) => JSON.stringify({ entries: { 'old.1': { reps: { value: reps, own: true } } } });

describe('startQuickWorkout (through the outbox)', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    queued.length = 0;
    outcomes.length = 0;
    serverActive = { id: 'old' };
    vi.stubGlobal('navigator', { onLine: true });
  });

  it("queues the stale session's stored entries, then its finish, clears local data and starts a Quick Workout with a device id", async () => {
    localStorage.setItem('workout_session_old_data', stored('7'));
    localStorage.setItem('workout_session_older_data', stored('3'));
    const session = await startQuickWorkout();
    expect(queued).toEqual(['save old.1', 'finish old', 'start new']);
    expect(session).toMatchObject({ name: 'Quick Workout', userId: 'me', isActive: true, status: 'active', exerciseIds: [] });
    expect(session.id).toMatch(/^[0-9a-z]{21}$/);
    expect(localStorage.length).toBe(0);
  });

  it('only starts the Quick Workout when no session is active', async () => {
    serverActive = null;
    await startQuickWorkout();
    expect(queued).toEqual(['start new']);
  });

  it('offline, ends the cached active session and starts one on the device without asking the server', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    serverActive = { id: 'server-only' };
    queryClient.setQueryData(['active'], { id: 'cached' });
    outcomes.push('waiting', 'waiting');
    const session = await startQuickWorkout();
    expect(queued).toEqual(['finish cached', 'start new']);
    expect(session.isActive).toBe(true);
  });

  it('opens the workout the server still has when it refuses the new one (another workout in progress)', async () => {
    outcomes.push('refused', 'refused');
    serverActive = { id: 'old' };
    await expect(startQuickWorkout()).resolves.toEqual({ id: 'old' });
  });
});
