import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never } from '../../../test/api-stub';
import { aPlanSummary, aUser, aWorkout } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('a plan’s details', () => {
  it('says Loading... while the plan is read', async () => {
    answer('GET /api/plans/{id}', never);
    renderScreen('/plan/p1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('shows the owner an empty plan with its owner actions', async () => {
    const me = aUser();
    const plan = aPlanSummary({ kind: 'plan', userId: me.id, name: 'Summer Strength' });
    answerAll({ 'GET /api/plans/{id}': () => json(plan), 'GET /api/plans/{id}/workouts': () => json([]) });
    renderScreen(`/plan/${plan.id}`, { as: me });

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Strength' })).toBeVisible();
    expect(await screen.findByText('No workouts yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', `/create-plan?edit=${plan.id}`);
  });

  it("shows someone else's public plan read-only, its workouts in order", async () => {
    const owner = 'someone-else';
    const workouts = [aWorkout({ userId: owner, name: 'Leg Day' }), aWorkout({ userId: owner, name: 'Push Day' })];
    const plan = aPlanSummary({ kind: 'plan', userId: owner, name: 'Summer Strength', isPublic: true, workoutIds: workouts.map((workout) => workout.id) });
    answerAll({ 'GET /api/plans/{id}': () => json(plan), 'GET /api/plans/{id}/workouts': () => json(workouts) });
    renderScreen(`/plan/${plan.id}?view=true`);

    const list = await screen.findByRole('list', { name: 'Plan workouts' });
    expect(within(list).getAllByRole('article').map((article) => article.textContent)).toEqual([
      expect.stringContaining('Leg Day'),
      expect.stringContaining('Push Day'),
    ]);
    for (const name of ['Add Workout', 'Create Workout', 'Edit plan', /^Start/, /^Move/, /^Delete/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  });

  it('says a plan that cannot be read is not found', async () => {
    answer('GET /api/plans/{id}', () => apiError(404, 'Plan not found'));
    renderScreen('/plan/secret');

    expect(await screen.findByRole('heading', { name: 'Plan Not Found' })).toBeVisible();
    expect(screen.getByText("This plan doesn't exist or you don't have access to it.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
  });

  it("shows the API's message on another failure", async () => {
    answer('GET /api/plans/{id}', () => apiError(500, 'Plans are resting'));
    renderScreen('/plan/p1');

    expect(await screen.findByText('Plans are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
