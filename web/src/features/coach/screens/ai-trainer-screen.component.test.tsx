import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never } from '../../../test/api-stub';
import { aCompletedWorkout, anExercise, anExerciseSession, aSession, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const BENCH = 'bench-press';
/** 100 kg in hundredths of a pound, as the API stores weights. */
const HUNDRED_KG = 22_046;

describe('the AI trainer', () => {
  it('says it is looking at the recent workouts while they are read', async () => {
    answer('GET /api/users/{id}/completed-workouts', never);
    renderScreen('/ai-trainer');

    expect(await screen.findByRole('heading', { level: 1, name: 'AI Trainer' })).toBeVisible();
    expect(screen.getByText('Looking at your recent workouts...')).toBeVisible();
  });

  it('has nothing to coach before a workout with weights and reps', async () => {
    answer('GET /api/users/{id}/completed-workouts', () => json([]));
    renderScreen('/ai-trainer');

    expect(await screen.findByRole('heading', { name: 'Nothing to coach yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Workouts' })).toHaveAttribute('href', '/workouts');
  });

  it('suggests the next bench press in the person’s unit with its reason', async () => {
    const workout = aCompletedWorkout({ name: 'Push Day' });
    const sets = [1, 2, 3].map((setNumber) => ({ setNumber, weight: HUNDRED_KG, reps: 5, isWarmup: false, isCompleted: true }));
    answerAll({
      'GET /api/users/{id}/completed-workouts': () => json([workout]),
      'GET /api/workout-sessions/{id}': () => json(aSession({ id: workout.id, exerciseIds: [BENCH] })),
      'GET /api/users/{id}/exercises/{exerciseId}/history': () =>
        json([anExerciseSession({ exerciseId: BENCH, exerciseName: 'Bench Press', sessionId: workout.id, completedAt: workout.completedAt, sets })]),
      'GET /api/exercises': () => json([anExercise({ id: BENCH, name: 'Bench Press' })]),
    });
    renderScreen('/ai-trainer', { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    const bench = await screen.findByRole('article', { name: 'Bench Press' });
    expect(await within(bench).findByText('All 3 working sets at 100 kg reached 5 reps, the top of your 3–5 range: add 2.5 kg and go back to 3 reps.')).toBeVisible();
    expect(bench).toHaveTextContent(/Next: 102\.5\skg\s×\s3/);
    expect(bench).toHaveTextContent(/Last time .*: 3 working sets, best 100\skg\s×\s5/);
    expect(within(bench).getByText('Add weight')).toBeVisible();
    expect(within(bench).getByRole('link', { name: 'Bench Press' })).toHaveAttribute('href', `/exercises/${BENCH}`);
  });

  it("shows the API's message when the workouts cannot be read", async () => {
    answer('GET /api/users/{id}/completed-workouts', () => apiError(500, 'History is resting'));
    renderScreen('/ai-trainer');

    expect(await screen.findByText('History is resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
