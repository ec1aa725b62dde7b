import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../../../shared/api-types';
import { answerAll, apiError, json, never, page } from '../../../test/api-stub';
import { aPost, aProfile } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

/** Another person's profile and what comes with it: follow status and counts, their posts. */
function answerPerson(person: UserProfile, { following = false, posts = [] as ReturnType<typeof aPost>[] } = {}) {
  answerAll({
    'GET /api/users/{id}': () => json(person),
    'GET /api/users/{id}/follow-status': () => json({ status: following ? 'following' : 'none' }),
    'GET /api/users/{id}/follows/counts': () => json({ followerCount: 4, followingCount: 2 }),
    'GET /api/users/{id}/statistics': () => json({ totalWorkouts: 7 }),
    'GET /api/social-posts/user/{userId}': () => page(posts),
  });
}

describe("another person's profile", () => {
  it('shows a skeleton while the profile is read', async () => {
    answerAll({ 'GET /api/users/{id}': never, 'GET /api/users/{id}/follow-status': never });
    renderScreen('/users/avery');

    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  it('shows who they are with Follow and Message, their details and posts', async () => {
    const avery = aProfile({ displayName: 'Avery Active', bio: 'Runner and lifter' });
    answerPerson(avery, { posts: [aPost({ user: { id: avery.id, displayName: 'Avery Active', profileImage: null }, content: 'Morning run' })] });
    renderScreen(`/users/${avery.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Active' })).toBeVisible();
    const top = screen.getByRole('region', { name: 'Profile' });
    expect(within(top).getByText('Runner and lifter')).toBeVisible();
    expect(await within(top).findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(within(top).getByRole('link', { name: /Message/ })).toHaveAttribute('href', `/messages?userId=${avery.id}`);
    expect(await screen.findByText('Morning run')).toBeVisible();
  });

  it('shows only that a private account is private until it approves', async () => {
    const avery = aProfile({ displayName: 'Avery Active', isPrivate: true, canViewContent: false });
    answerAll({
      'GET /api/users/{id}': () => json(avery),
      'GET /api/users/{id}/follow-status': () => json({ status: 'none' }),
      'GET /api/users/{id}/follows/counts': () => json({ followerCount: 4, followingCount: 2 }),
      'GET /api/users/{id}/statistics': () => json({ totalWorkouts: 7 }),
    });
    renderScreen(`/users/${avery.id}`);

    expect(await screen.findByText('This account is private')).toBeVisible();
    expect(screen.queryByText(/Posts$/)).not.toBeInTheDocument();
  });

  it('says a person who cannot be seen is not found, with the way back to Social', async () => {
    answerAll({ 'GET /api/users/{id}': () => apiError(404, 'User not found'), 'GET /api/users/{id}/follow-status': () => apiError(404, 'User not found') });
    renderScreen('/users/gone');

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Social' })).toHaveAttribute('href', '/social');
  });

  it("shows the API's message on another failure", async () => {
    answerAll({ 'GET /api/users/{id}': () => apiError(500, 'Profiles are resting'), 'GET /api/users/{id}/follow-status': never });
    renderScreen('/users/avery');

    expect(await screen.findByText('Profiles are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
