import { describe, expect, it } from 'vitest';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { applyLiveChanges } from '../../../lib/live-session/apply-live-change';
import { liveChangeRequest } from '../live/changes/live-change-request';

const session = { id: 's1', userId: 'me', name: 'Quick Workout', notes: null, isActive: true, status: 'active', exerciseIds: [] } as unknown as WorkoutSession;
const at = '2026-01-01T10:00:00.000Z';
const details = { name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me' as const };

describe('the save step’s finish (issue 27)', () => {
  it('sends the title, notes and visibility with the finish', () => {
    expect(liveChangeRequest('s1', { kind: 'finish', at, details }).request).toEqual({
      method: 'PUT',
      path: '/api/workout-sessions/s1',
      body: { status: 'completed', endTime: at, completedAt: at, isActive: false, name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me' },
    });
  });

  it('shows them on the device at once, as the summary reads them while the finish waits (offline)', () => {
    const view = applyLiveChanges({ session, sets: [] }, [{ kind: 'finish', at, details }]);
    expect(view.session).toMatchObject({ name: 'Morning Workout', notes: 'Felt fast', visibility: 'only-me', status: 'completed', isActive: false });
  });

  it('without details (Finish from home) leaves the name and notes alone', () => {
    const view = applyLiveChanges({ session, sets: [] }, [{ kind: 'finish', at }]);
    expect(view.session).toMatchObject({ name: 'Quick Workout', notes: null, status: 'completed' });
    expect(view.session).not.toHaveProperty('visibility');
  });
});
