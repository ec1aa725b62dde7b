import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, never, page, requestsTo } from '../../../test/api-stub';
import { aPlanSummary } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('training plans', () => {
  it('says it is loading the plans, with New Plan already there', async () => {
    answer('GET /api/plans/user', never);
    renderScreen('/plans');

    expect(await screen.findByRole('heading', { level: 1, name: 'Training Plans' })).toBeVisible();
    expect(screen.getByText('Loading plans...')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('href', '/create-plan');
  });

  it('says there are no plans yet', async () => {
    answer('GET /api/plans/user', () => page([]));
    renderScreen('/plans');

    expect(await screen.findByText('No plans yet')).toBeVisible();
    expect(requestsTo('GET /api/plans/user')[0]?.url.searchParams.get('kind')).toBe('plan');
  });

  it('lists the plans with difficulty, workouts and minutes, each opening its details, page by page', async () => {
    const strength = aPlanSummary({ kind: 'plan', name: 'Summer Strength', difficulty: 'advanced', workoutIds: ['w1', 'w2'], duration: 60 });
    answer('GET /api/plans/user', ({ url }) =>
      url.searchParams.get('cursor') === 'next' ? page([aPlanSummary({ kind: 'plan', name: 'Base Block', workoutIds: ['w3'] })]) : page([strength], 'next'),
    );
    const { person } = renderScreen('/plans');

    const list = await screen.findByRole('list', { name: 'My plans' });
    const link = within(list).getByRole('link', { name: /Summer Strength/ });
    expect(link).toHaveTextContent('Advanced · 2 workouts · 60 min');
    expect(link).toHaveAttribute('href', `/plan/${strength.id}`);

    await person.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Base Block/ })).toHaveTextContent('1 workout · 45 min');
  });

  it("shows the API's message when the plans cannot be read", async () => {
    answer('GET /api/plans/user', () => apiError(500, 'Plans are unavailable'));
    renderScreen('/plans');

    expect(await screen.findByText('Plans are unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
