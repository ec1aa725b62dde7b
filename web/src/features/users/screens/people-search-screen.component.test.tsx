import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../../shared/api-types';
import { answer, apiError, json, never, page, requestsTo } from '../../../test/api-stub';
import { renderScreen } from '../../../test/render-screen';

const avery: UserSummary = { id: 'avery', displayName: 'Avery Active', username: 'avery', profileImage: null, isPrivate: false };

describe('finding people', () => {
  it('suggests people before anything is typed', async () => {
    answer('GET /api/users/suggestions', () => json([avery]));
    // Whom the person follows already, for each row's Follow button.
    answer('GET /api/users/{id}/following', () => page([]));
    renderScreen('/people');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find people' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Suggested for you' })).toHaveTextContent('Avery Active');
  });

  it('says Searching... while the search is read, then the people found', async () => {
    answer('GET /api/users/suggestions', () => json([]));
    answer('GET /api/users/search', never);
    const { person } = renderScreen('/people');

    await person.type(await screen.findByRole('searchbox', { name: 'Search by name or username' }), 'ave');
    expect(await screen.findByText('Searching...')).toBeVisible();

    answer('GET /api/users/search', () => page([avery]));
    answer('GET /api/users/{id}/following', () => page([]));
    await person.type(screen.getByRole('searchbox'), 'r');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Avery Active')).toBeVisible();
    expect(requestsTo('GET /api/users/search').map(({ url }) => url.searchParams.get('q'))).toEqual(['ave', 'aver']);
  });

  it('says nobody was found', async () => {
    answer('GET /api/users/suggestions', () => json([]));
    answer('GET /api/users/search', () => page([]));
    const { person } = renderScreen('/people');

    await person.type(await screen.findByRole('searchbox'), 'zz');
    expect(await screen.findByRole('heading', { name: 'No people found' })).toBeVisible();
    expect(screen.getByText('Nobody\'s name or username starts with "zz".')).toBeVisible();
  });

  it("shows the API's message when the search fails", async () => {
    answer('GET /api/users/suggestions', () => json([]));
    answer('GET /api/users/search', () => apiError(500, 'Search is resting'));
    const { person } = renderScreen('/people');

    await person.type(await screen.findByRole('searchbox'), 'ave');
    expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeVisible();
    expect(screen.getByText('Search is resting')).toBeVisible();
  });
});
