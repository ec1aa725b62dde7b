/** Issue 29: a workout's summary shows each set by its exercise's type. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkoutSet } from '../../../../../shared/api-types';
import { answerAll, json } from '../../../test/api-stub';
import { aSession, aSet, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('a workout’s summary, by exercise type', () => {
  it('shows a plank of 1:30, a 5 km run in 25:00 with its pace, push-ups and an assisted pull-up, with no tonnage for them', async () => {
    const session = aSession({ name: 'Park' });
    const typed = (exerciseId: string, exerciseName: string, fields: Partial<WorkoutSet>) =>
      aSet({ sessionId: session.id, setNumber: 1, exerciseId, exerciseName, weight: null, reps: null, ...fields });
    answerAll({
      'GET /api/workout-sessions/{id}': () => json({ ...session, exerciseIds: ['Plank', 'Run', 'Pushups', 'Assisted'] }),
      'GET /api/workout-sets/session/{sessionId}': () =>
        json([
          typed('Plank', 'Plank', { exerciseOrder: 0, exerciseType: 'duration', durationSeconds: 90 }),
          typed('Run', 'Running, Treadmill', { exerciseOrder: 1, exerciseType: 'distance_duration', distanceMeters: 5000, durationSeconds: 1500 }),
          typed('Pushups', 'Pushups', { exerciseOrder: 2, exerciseType: 'bodyweight_reps', reps: 12 }),
          typed('Assisted', 'Band Assisted Pull-Up', { exerciseOrder: 3, exerciseType: 'assisted_bodyweight', weight: 4409, reps: 8 }),
        ]),
    });
    renderScreen(`/workout-session/${session.id}`, { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Park' })).toBeVisible();
    const rowOf = (name: string) => within(screen.getByRole('article', { name })).getByRole('listitem').textContent;
    expect(rowOf('Plank')).toContain('1:30');
    expect(rowOf('Running, Treadmill')).toContain('5.00 km · 25:00 · 5:00 /km');
    expect(rowOf('Pushups')).toContain('BW × 12');
    expect(rowOf('Band Assisted Pull-Up')).toContain('−20 kg × 8');
    expect(within(screen.getByRole('region', { name: 'Workout summary' })).getByText('0 kg')).toBeVisible();
  });
});
