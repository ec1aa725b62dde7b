import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAll, apiError, json, never, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aCompletedWorkout, aPost, aUser } from '../../../test/fixtures';
import { renderScreen, reopenApp } from '../../../test/render-screen';

const section = (name: string) => screen.getByRole('region', { name });

/** Home's reads for a person with no active workout, `workouts` completed and `posts` written. */
function answerHome({ workouts = [], posts = [] }: { workouts?: ReturnType<typeof aCompletedWorkout>[]; posts?: ReturnType<typeof aPost>[] } = {}) {
  answerAll({
    'GET /api/workout-sessions/active': () => json(null),
    'GET /api/users/{id}/completed-workouts': () => json(workouts),
    'GET /api/social-posts/user/{userId}': () => page(posts),
  });
}

describe('home', () => {
  it('greets the person at once and says Loading... in each card while they are read', async () => {
    answerAll({ 'GET /api/workout-sessions/active': never, 'GET /api/users/{id}/completed-workouts': never, 'GET /api/social-posts/user/{userId}': never });
    renderScreen('/', { as: aUser({ displayName: 'Alex Athlete' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex Athlete!' })).toBeVisible();
    for (const card of ["Today's workout", 'This week', 'Recent activity']) expect(within(section(card)).getByText('Loading...')).toBeVisible();
  });

  it('offers Quick Start and says nothing happened yet for a new person', async () => {
    answerHome();
    renderScreen('/');

    expect(await within(await screen.findByRole('region', { name: 'This week' })).findByText('0 workouts this week')).toBeVisible();
    expect(await within(section('Recent activity')).findByText('No recent activity')).toBeVisible();
    expect(within(section("Today's workout")).getByRole('button', { name: 'Quick Start' })).toBeEnabled();
    expect(within(section("Today's workout")).getByRole('link', { name: 'Go to Workouts' })).toBeVisible();
    expect(within(section('This week')).getByRole('list', { name: 'Days of this week' }).querySelectorAll('[data-marked]')).toHaveLength(0);
  });

  it("counts this week's workouts, marks today, and lists recent workouts and posts newest first", async () => {
    answerHome({
      workouts: [aCompletedWorkout({ name: 'Push Day', totalWeight: 2480, duration: 45, personalRecordCount: 2 })],
      posts: [aPost({ content: 'Felt strong today', createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() })],
    });
    renderScreen('/', { as: aUser({ trainingSettings: { weightUnit: 'lb', plateSetup: null } }) });

    const week = await screen.findByRole('region', { name: 'This week' });
    expect(await within(week).findByText('1 workout this week')).toBeVisible();
    expect(within(week).getByRole('img', { name: /\(today\): workout completed$/ })).toBeVisible();

    const rows = within(await within(section('Recent activity')).findByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Workout completed');
    expect(rows[0]).toHaveTextContent('Push Day');
    expect(rows[0]).toHaveTextContent('45 min · 2,480 lb');
    expect(rows[0]).toHaveTextContent('2 PRs');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/workout-session\//));
    expect(rows[1]).toHaveTextContent('Felt strong today');
  });

  it('opened again offline, shows the person and the week from the copy kept on the phone', async () => {
    const me = aUser({ displayName: 'Alex Athlete' });
    answerHome({ workouts: [aCompletedWorkout({ name: 'Leg Day' })] });
    const first = renderScreen('/', { as: me });
    expect(await screen.findByText('1 workout this week')).toBeVisible();

    setNetwork(false);
    await reopenApp(first, '/');

    expect(await screen.findByText('Offline')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex Athlete!' })).toBeVisible();
    expect(await screen.findByText('1 workout this week')).toBeVisible();
    expect(screen.getByText(/^Offline · last updated \d/)).toBeVisible();
  });

  it('offline with nothing kept on the phone (a new account), offers Quick Start and says what waits for the network', async () => {
    answerHome();
    setNetwork(false);
    renderScreen('/');

    expect(await within(await screen.findByRole('region', { name: "Today's workout" })).findByRole('button', { name: 'Quick Start' })).toBeEnabled();
    expect(within(section('This week')).getByText("You're offline: this week's count shows once you're back online.")).toBeVisible();
    expect(within(section('Recent activity')).getByText("You're offline. Your recent workouts show here once you're back online.")).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();

    setNetwork(true);

    expect(await within(section('This week')).findByText('0 workouts this week')).toBeVisible();
    expect(await within(section('Recent activity')).findByText('No recent activity')).toBeVisible();
  });

  it("says when the workouts could not be read, and reads them again on Try again", async () => {
    answerAll({
      'GET /api/workout-sessions/active': () => json(null),
      'GET /api/users/{id}/completed-workouts': () => apiError(503, 'Service temporarily unavailable, please try again'),
      'GET /api/social-posts/user/{userId}': () => page([]),
    });
    const { person } = renderScreen('/');

    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByText('Service temporarily unavailable, please try again')).toBeVisible();
    expect(within(section('This week')).getByText("Couldn't load this week's workouts.")).toBeVisible();
    const readsBefore = requestsTo('GET /api/users/{id}/completed-workouts').length;

    answerAll({ 'GET /api/users/{id}/completed-workouts': () => json([]) });
    await person.click(within(activity).getByRole('button', { name: 'Try again' }));

    expect(await within(activity).findByText('No recent activity')).toBeVisible();
    expect(requestsTo('GET /api/users/{id}/completed-workouts').length).toBeGreaterThan(readsBefore);
  });
});
