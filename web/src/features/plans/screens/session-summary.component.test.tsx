import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never } from '../../../test/api-stub';
import { aSession, aSet, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('a workout’s summary', () => {
  it('says a link that cannot name a session is invalid, without asking the server', async () => {
    renderScreen('/workout-session/not-a-session');

    expect(await screen.findByRole('heading', { name: 'Invalid session ID' })).toBeVisible();
  });

  it('says Loading... while the workout is read', async () => {
    const session = aSession();
    answerAll({ 'GET /api/workout-sessions/{id}': never, 'GET /api/workout-sets/session/{sessionId}': never });
    renderScreen(`/workout-session/${session.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Workout' })).toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('shows a completed workout with its volume in the person’s unit and every set, warm-up first', async () => {
    const session = aSession({ name: 'Leg Day' });
    const set = (setNumber: number, weight: number, isWarmup: boolean, isCompleted = true) => aSet({ sessionId: session.id, setNumber, weight, reps: isWarmup ? 10 : 5, isWarmup, isCompleted });
    answerAll({
      'GET /api/workout-sessions/{id}': () => json(session),
      'GET /api/workout-sets/session/{sessionId}': () => json([set(1, 5_000, true), set(2, 10_000, false), set(3, 10_250, false), set(4, 20_000, false, false)]),
    });
    renderScreen(`/workout-session/${session.id}`, { as: aUser({ trainingSettings: { weightUnit: 'lb', plateSetup: null } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeVisible();
    expect(screen.getByText('Completed', { exact: true })).toBeVisible();
    // 100 × 5 + 102.5 × 5: the warm-up and the set not completed do not count.
    expect(within(screen.getByRole('region', { name: 'Workout summary' })).getByText('1,013 lb')).toBeVisible();
    const rows = within(screen.getByRole('article', { name: 'Barbell Squat' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^WWarm-up set50 lb × 10/),
      expect.stringMatching(/^1Set 1100 lb × 5/),
      expect.stringMatching(/^2Set 2102.5 lb × 5/),
      expect.stringMatching(/^3Set 3200 lb × 5/),
    ]);
    expect(within(rows[3]!).getByRole('img', { name: 'Not completed' })).toBeVisible();
  });

  it('shows failure and drop sets as F and D, each set’s RPE and note, and the exercise’s note (issue 29)', async () => {
    const session = aSession({ name: 'Leg Day', exerciseNotes: { Barbell_Squat: 'Belt from set 2' } });
    answerAll({
      'GET /api/workout-sessions/{id}': () => json(session),
      'GET /api/workout-sets/session/{sessionId}': () =>
        json([
          aSet({ sessionId: session.id, setNumber: 1, weight: 10_000, reps: 5, setType: 'failure', rpe: 8, note: 'Grip gave out' }),
          aSet({ sessionId: session.id, setNumber: 2, weight: 8_000, reps: 8, setType: 'drop', rpe: 9.5 }),
        ]),
    });
    renderScreen(`/workout-session/${session.id}`, { as: aUser({ trainingSettings: { weightUnit: 'lb', plateSetup: null } }) });

    const squat = await screen.findByRole('article', { name: 'Barbell Squat' });
    expect(within(squat).getByText('Belt from set 2')).toBeVisible();
    expect(within(squat).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'FSet 1, failure100 lb × 5RPE @8Grip gave out',
      'DSet 2, drop set80 lb × 8RPE @9.5',
    ]);
  });

  it('sends a workout still going to the live workout', async () => {
    const session = aSession({ name: 'Push Day', completedAt: null });
    answerAll({ 'GET /api/workout-sessions/{id}': () => json(session), 'GET /api/workout-sets/session/{sessionId}': () => json([]) });
    renderScreen(`/workout-session/${session.id}`);

    expect(await screen.findByRole('heading', { name: 'Workout in progress' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Live Workout' })).toHaveAttribute('href', expect.stringContaining(session.id));
  });

  it('says a session that does not exist is not found', async () => {
    const session = aSession();
    answer('GET /api/workout-sessions/{id}', () => apiError(404, 'Session not found'));
    answer('GET /api/workout-sets/session/{sessionId}', () => apiError(404, 'Session not found'));
    renderScreen(`/workout-session/${session.id}`);

    expect(await screen.findByRole('heading', { name: 'Workout session not found' })).toBeVisible();
  });

  it("shows the API's message on another failure", async () => {
    const session = aSession();
    answer('GET /api/workout-sessions/{id}', () => apiError(500, 'Sessions are resting'));
    answer('GET /api/workout-sets/session/{sessionId}', never);
    renderScreen(`/workout-session/${session.id}`);

    expect(await screen.findByText('Sessions are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
