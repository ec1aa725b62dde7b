import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerAll, apiError, json, never, page } from '../../../test/api-stub';
import { aPlanSummary, aPost, aUser, ownProfile } from '../../../test/fixtures';
import type { User } from '../../../../../shared/api-types';
import { renderScreen } from '../../../test/render-screen';

const topBlock = () => screen.findByRole('region', { name: 'Profile' });

/** The profile's reads for `me`: the profile itself, the figures, posts and plans. */
function answerProfile(me: User, { totalWorkouts = 0, followers = 0, plans = [] as ReturnType<typeof aPlanSummary>[] } = {}) {
  answerAll({
    'GET /api/users/{id}': () => json(ownProfile(me)),
    'GET /api/users/{id}/statistics': () => json({ totalWorkouts, totalVolume: 0, thisWeekWorkouts: 0 }),
    'GET /api/follows/counts': () => json({ followerCount: followers, followingCount: 0 }),
    'GET /api/social-posts/user/{userId}': () => page([]),
    'GET /api/plans/user': () => page(plans),
  });
}

describe('own profile', () => {
  it('says it is loading the profile, with Settings and Logout already there', async () => {
    answer('GET /api/users/{id}', never);
    answerAll({ 'GET /api/users/{id}/statistics': never, 'GET /api/follows/counts': never });
    renderScreen('/profile');

    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it("shows a new account's profile: counts at zero, no details, no stats and no plans", async () => {
    const me = aUser({ displayName: 'Robin Profile' });
    answerProfile(me);
    renderScreen('/profile', { as: me });

    const top = await topBlock();
    expect(within(top).getByText('Robin Profile')).toBeVisible();
    expect(within(top).getByText(`@${me.username}`)).toBeVisible();
    const counts = within(top).getByRole('list', { name: 'Counts' });
    expect(await within(counts).findByText('Workouts')).toBeVisible();
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['0 Workouts', '0 Followers', '0 Following']);
    expect(await screen.findByText('No details shared')).toBeVisible();
    expect(screen.getByText('No stats shared')).toBeVisible();
    expect(await screen.findByText('No plans yet')).toBeVisible();
    expect(screen.getByRole('link', { name: /Followers/ })).toHaveAttribute('href', '/followers');
  });

  it("shows the person's figures and plans", async () => {
    const me = aUser({ displayName: 'Robin Profile' });
    answerProfile(me, { totalWorkouts: 12, followers: 3, plans: [aPlanSummary({ kind: 'plan', name: 'Summer Strength', userId: me.id })] });
    answer('GET /api/social-posts/user/{userId}', () => page([aPost({ user: { id: me.id, displayName: 'Robin Profile', profileImage: null }, content: 'First post' })]));
    renderScreen('/profile', { as: me });

    const counts = within(await topBlock()).getByRole('list', { name: 'Counts' });
    expect(await within(counts).findByText('12')).toBeVisible();
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 Workouts', '3 Followers', '0 Following']);
    expect(await screen.findByRole('link', { name: /Summer Strength/ })).toBeVisible();
    expect(await screen.findByText('First post')).toBeVisible();
  });

  it("shows the API's message when the profile cannot be read, and Logout still works", async () => {
    answer('GET /api/users/{id}', () => apiError(500, 'Profiles are resting'));
    answerAll({ 'GET /api/users/{id}/statistics': never, 'GET /api/follows/counts': never });
    renderScreen('/profile');

    expect(await screen.findByRole('heading', { name: 'Could not load' })).toBeVisible();
    expect(screen.getByText('Profiles are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});
