import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aCompletedWorkout, aUser } from '../../../test/fixtures';
import { renderScreen, reopenApp } from '../../../test/render-screen';

const section = (name: string) => screen.getByRole('region', { name });
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('history', () => {
  it('says Loading... in the calendar and the workouts while they are read', async () => {
    answerAll({ 'GET /api/users/{id}/training-days': never, 'GET /api/users/{id}/completed-workouts': never });
    renderScreen('/history');

    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    expect(within(section('Calendar')).getByText('Loading...')).toBeVisible();
    expect(within(section('Workouts')).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says no workouts yet, with the way to Workouts', async () => {
    answerAll({
      'GET /api/users/{id}/training-days': () => json({ month: thisMonth(), days: [] }),
      'GET /api/users/{id}/completed-workouts': () => page([]),
    });
    renderScreen('/history');

    expect(await screen.findByText('No completed workouts yet. Finish one to see it here.')).toBeVisible();
    expect(within(section('Workouts')).getByRole('link', { name: 'Go to Workouts' })).toHaveAttribute('href', '/workouts');
    expect(within(section('Calendar')).getByText('No workouts this month')).toBeVisible();
  });

  it('marks the days trained and lists the workouts newest first in the person’s unit, page by page', async () => {
    const today = new Date();
    const todayKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    answerAll({
      'GET /api/users/{id}/training-days': () => json({ month: thisMonth(), days: [todayKey] }),
      'GET /api/users/{id}/completed-workouts': ({ url }) =>
        url.searchParams.get('cursor') === 'older'
          ? page([aCompletedWorkout({ name: 'Leg Day', completedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() })])
          : page([aCompletedWorkout({ name: 'Push Day', totalWeight: 2205, duration: 50, personalRecordCount: 1 })], 'older'),
    });
    const { person } = renderScreen('/history', { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    expect(await within(await screen.findByRole('region', { name: 'Calendar' })).findByText('Trained on 1 day')).toBeVisible();
    expect(within(section('Calendar')).getByRole('cell', { name: new RegExp(`^${today.getDate()}\\s*, trained\\s*, today$`) })).toBeVisible();
    const list = await within(section('Workouts')).findByRole('list', { name: 'Completed workouts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Push Day');
    expect(list).toHaveTextContent('50 min · 1,000 kg');
    expect(list).toHaveTextContent('1 PR');

    await person.click(within(section('Workouts')).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Leg Day')).toBeVisible();
    expect(requestsTo('GET /api/users/{id}/completed-workouts')).toHaveLength(2);
  });

  it("shows the API's message when the workouts cannot be read, and the calendar's own failure", async () => {
    answerAll({
      'GET /api/users/{id}/training-days': () => apiError(500, 'Calendar unavailable'),
      'GET /api/users/{id}/completed-workouts': () => apiError(500, 'History unavailable'),
    });
    const { person } = renderScreen('/history');

    expect(await within(await screen.findByRole('region', { name: 'Workouts' })).findByText('History unavailable')).toBeVisible();
    expect(within(section('Calendar')).getByText('Could not load the days trained.')).toBeVisible();

    answer('GET /api/users/{id}/completed-workouts', () => page([aCompletedWorkout({ name: 'Push Day' })]));
    await person.click(within(section('Workouts')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Workouts')).findByText('Push Day')).toBeVisible();
  });

  it('offline with nothing kept on the phone, says so in the calendar and the workouts, and fills in once back online', async () => {
    answerAll({
      'GET /api/users/{id}/training-days': () => json({ month: thisMonth(), days: [] }),
      'GET /api/users/{id}/completed-workouts': () => page([aCompletedWorkout({ name: 'Push Day' })]),
    });
    setNetwork(false);
    renderScreen('/history');

    expect(await within(await screen.findByRole('region', { name: 'Workouts' })).findByText("You're offline: this shows once you're back online.")).toBeVisible();
    expect(within(section('Calendar')).getByText('Offline: shows when back online')).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();

    setNetwork(true);
    expect(await within(section('Workouts')).findByText('Push Day')).toBeVisible();
    expect(await within(section('Calendar')).findByText('No workouts this month')).toBeVisible();
  });

  it('opened again offline, shows the workouts kept on the phone under an offline marker with the time', async () => {
    answerAll({
      'GET /api/users/{id}/training-days': () => json({ month: thisMonth(), days: [] }),
      'GET /api/users/{id}/completed-workouts': () => page([aCompletedWorkout({ name: 'Push Day' })]),
    });
    const first = renderScreen('/history');
    expect(await within(await screen.findByRole('region', { name: 'Workouts' })).findByText('Push Day')).toBeVisible();
    expect(screen.queryByText(/^Offline ·/)).toBeNull();

    setNetwork(false);
    await reopenApp(first, '/history');
    expect(await within(await screen.findByRole('region', { name: 'Workouts' })).findByText('Push Day')).toBeVisible();
    expect(screen.getByText(/^Offline · last updated \d/)).toBeVisible();
    expect(within(section('Calendar')).getByText('No workouts this month')).toBeVisible();
  });
});
