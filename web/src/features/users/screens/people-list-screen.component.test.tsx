import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../../shared/api-types';
import { answer, answerAll, apiError, json, never, page } from '../../../test/api-stub';
import { aProfile, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const blake: UserSummary = { id: 'blake', displayName: 'Blake Bench', username: 'blake', profileImage: null, isPrivate: false };

describe('followers and following', () => {
  it('says Loading... while the list is read', async () => {
    answer('GET /api/users/{id}/followers', never);
    renderScreen('/followers', { as: aUser({ displayName: 'Avery Active' }) });

    expect(await screen.findByRole('heading', { level: 1, name: "Avery Active's Followers" })).toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('says nobody follows yet, and that the person follows nobody yet', async () => {
    answerAll({ 'GET /api/users/{id}/followers': () => page([]), 'GET /api/users/{id}/following': () => page([]) });
    const first = renderScreen('/followers');
    expect(await screen.findByRole('heading', { name: 'No followers yet' })).toBeVisible();
    first.unmount();

    renderScreen('/following');
    expect(await screen.findByRole('heading', { name: 'Not following anyone yet' })).toBeVisible();
    expect(screen.getByText("This user hasn't followed anyone yet.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/people');
  });

  it("lists another person's followers, each opening their profile", async () => {
    const avery = aProfile({ displayName: 'Avery Active' });
    answerAll({
      'GET /api/users/{id}': () => json(avery),
      'GET /api/users/{id}/followers': () => page([blake]),
      // Whom the signed-in person follows, for each row's Follow button.
      'GET /api/users/{id}/following': () => page([]),
    });
    renderScreen(`/users/${avery.id}/followers`);

    expect(await screen.findByRole('heading', { level: 1, name: "Avery Active's Followers" })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getByRole('link', { name: /Blake Bench/ })).toHaveAttribute('href', '/users/blake');
  });

  it("says a private account's lists are private", async () => {
    answerAll({ 'GET /api/users/{id}': () => json(aProfile({ isPrivate: true, canViewContent: false })), 'GET /api/users/{id}/followers': () => apiError(403, 'This account is private') });
    renderScreen('/users/avery/followers');

    expect(await screen.findByRole('heading', { name: 'This account is private' })).toBeVisible();
  });

  it("shows the API's message on another failure", async () => {
    answer('GET /api/users/{id}/followers', () => apiError(500, 'Follows are resting'));
    renderScreen('/followers');

    expect(await screen.findByText('Follows are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
