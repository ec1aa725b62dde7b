/** Issue 29: an exercise of another type reads as its type: a plank charts its time, a run its distance and time. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAll, json, page } from '../../../test/api-stub';
import { anExerciseSession, aUser, someRecords } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe('the detail of an exercise of another type (issue 29)', () => {
  it("shows a plank's holds as times, charts them in minutes and lists its longest hold", async () => {
    const newest = anExerciseSession({
      exerciseId: 'Plank',
      exerciseName: 'Plank',
      sessionName: 'Core',
      exerciseType: 'duration',
      sets: [
        { setNumber: 1, weight: null, reps: null, durationSeconds: 60, isWarmup: false, isCompleted: true },
        { setNumber: 2, weight: null, reps: null, durationSeconds: 90, isWarmup: false, isCompleted: true },
      ],
      personalRecords: ['longest_duration'],
    });
    const oldest = anExerciseSession({
      exerciseId: 'Plank',
      exerciseName: 'Plank',
      sessionName: 'Core',
      completedAt: day(7),
      exerciseType: 'duration',
      sets: [{ setNumber: 1, weight: null, reps: null, durationSeconds: 45, isWarmup: false, isCompleted: true }],
      personalRecords: [],
    });
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => page([newest, oldest]),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () =>
        json(
          someRecords({
            exerciseId: 'Plank',
            exerciseName: 'Plank',
            typedBests: [{ kind: 'longest_duration', value: 90, sessionId: newest.sessionId, achievedAt: newest.completedAt }],
          }),
        ),
    });
    renderScreen('/exercises/Plank', { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Plank' })).toBeVisible();
    const records = screen.getByRole('region', { name: 'Personal records' });
    expect(within(records).getByText('Longest time')).toBeVisible();
    expect(within(records).getByText('1:30', { exact: true })).toBeVisible();

    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Time']);
    const points = within(within(progress).getByRole('table', { name: 'Longest time (min), oldest first' })).getAllByRole('row');
    expect(points.map((row) => row.textContent)).toEqual(['DateLongest time (min)', expect.stringMatching(/0:45$/), expect.stringMatching(/1:30$/)]);

    const [newestSets] = screen.getAllByRole('list', { name: 'Sets (duration)' });
    expect(within(newestSets!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('1:00'), expect.stringContaining('1:30')]);
  });

  it("charts a run's distance and time, in miles for a pound user", async () => {
    const run = anExerciseSession({
      exerciseId: 'Running_Treadmill',
      exerciseName: 'Running, Treadmill',
      exerciseType: 'distance_duration',
      sets: [{ setNumber: 1, weight: null, reps: null, distanceMeters: 4989, durationSeconds: 1500, isWarmup: false, isCompleted: true }],
      personalRecords: ['longest_distance', 'best_pace', 'longest_duration'],
    });
    answerAll({
      'GET /api/users/{id}/exercises/{exerciseId}/history': () => page([run]),
      'GET /api/users/{id}/exercises/{exerciseId}/records': () => json(someRecords({ exerciseId: 'Running_Treadmill', exerciseName: 'Running, Treadmill' })),
    });
    renderScreen('/exercises/Running_Treadmill', { as: aUser({ trainingSettings: { weightUnit: 'lb', plateSetup: null } }) });

    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Distance', 'Time']);
    const points = within(within(progress).getByRole('table', { name: 'Longest distance (mi), oldest first' })).getAllByRole('row');
    expect(points.map((row) => row.textContent)).toEqual(['DateLongest distance (mi)', expect.stringMatching(/3\.10 mi$/)]);
    expect(within(screen.getByRole('list', { name: 'Sets (distance & duration)' })).getByRole('listitem')).toHaveTextContent('3.10 mi · 25:00 · 8:04 /mi');
  });
});
