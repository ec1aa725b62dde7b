import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never, page } from '../../../test/api-stub';
import { anExercise, anExerciseSession, aUser, someRecords } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const BENCH = 'bench-press';

describe('an exercise’s detail', () => {
  it('says Loading... while its history and records are read', async () => {
    answerAll({ 'GET /api/users/{id}/exercises/{exerciseId}/history': never, 'GET /api/users/{id}/exercises/{exerciseId}/records': never });
    renderScreen(`/exercises/${BENCH}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Exercise' })).toBeVisible();
    expect(await screen.findByText('Loading...')).toBeVisible();
  });

  it('says an exercise never done has no sessions yet, named from the catalogue', async () => {
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => page([]),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () => json(someRecords({ exerciseId: BENCH, exerciseName: '' })),
      'GET /api/exercises': () => json([anExercise({ id: BENCH, name: 'Barbell Bench Press' })]),
    });
    renderScreen(`/exercises/${BENCH}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Barbell Bench Press' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
    expect(screen.getByText('Finish a workout with Barbell Bench Press to see your records, progress and past sessions here.')).toBeVisible();
  });

  it('shows the records in the person’s unit and the past sessions newest first', async () => {
    const newest = anExerciseSession({
      exerciseId: BENCH,
      exerciseName: 'Bench Press',
      sessionName: 'Heavy Day',
      sets: [{ setNumber: 1, weight: 23_149, reps: 5, isWarmup: false, isCompleted: true }],
      personalRecords: ['heaviest_weight'],
    });
    const oldest = anExerciseSession({ exerciseId: BENCH, exerciseName: 'Bench Press', sessionName: 'Light Day', completedAt: new Date(Date.now() - 7 * 86_400_000).toISOString() });
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => page([newest, oldest]),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () =>
        json(
          someRecords({
            exerciseId: BENCH,
            exerciseName: 'Bench Press',
            heaviestWeight: { value: 23_149, weight: 23_149, reps: 5, sessionId: newest.sessionId, achievedAt: newest.completedAt },
            bestReps: [{ weight: 23_149, reps: 5, sessionId: newest.sessionId, achievedAt: newest.completedAt }],
          }),
        ),
    });
    renderScreen(`/exercises/${BENCH}`, { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bench Press' })).toBeVisible();
    const records = screen.getByRole('region', { name: 'Personal records' });
    expect(within(records).getByText('105 kg', { exact: true })).toBeVisible();
    expect(within(within(records).getByRole('list', { name: 'Best reps at each weight' })).getAllByRole('listitem')[0]).toHaveTextContent(/^105 × 5/);

    const progress = screen.getByRole('region', { name: 'Progress' });
    // The chart's points for assistive technology: one row per session, oldest first.
    const points = within(within(progress).getByRole('table', { name: 'Best set e1RM (kg), oldest first' })).getAllByRole('row');
    expect(points.map((row) => row.textContent)).toEqual(['DateBest set e1RM (kg)', expect.stringMatching(/119 kg$/), expect.stringMatching(/119 kg$/)]);

    const sessions = within(screen.getByRole('list', { name: 'Past sessions' })).getAllByRole('article');
    expect(sessions.map((session) => session.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Heavy Day, /), expect.stringMatching(/^Light Day, /)]);
  });

  it('says an exercise that does not exist is not found', async () => {
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => apiError(404, 'Exercise not found'),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () => apiError(404, 'Exercise not found'),
    });
    renderScreen('/exercises/nothing');

    expect(await screen.findByRole('heading', { name: 'Exercise not found' })).toBeVisible();
  });

  it("shows the API's message when the history cannot be read, and the screen after Try again", async () => {
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => apiError(500, 'History unavailable'),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () => json(someRecords({ exerciseId: BENCH })),
    });
    const { person } = renderScreen(`/exercises/${BENCH}`);

    expect(await screen.findByRole('heading', { name: 'Could not load' })).toBeVisible();
    expect(screen.getByText('History unavailable')).toBeVisible();

    answer('GET /api/users/{id}/exercises/{exerciseId}/history', () => page([anExerciseSession({ exerciseId: BENCH, sessionName: 'Heavy Day' })]));
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Past sessions' })).toBeVisible();
  });
});
