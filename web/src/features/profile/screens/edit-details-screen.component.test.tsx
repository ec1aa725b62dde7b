import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { answer, answerAll, apiError, json, never, page, requestsTo } from '../../../test/api-stub';
import { aUser, ownProfile } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('Edit Details', () => {
  it('says Loading... while the profile is read', async () => {
    answer('GET /api/users/{id}', never);
    renderScreen('/profile/edit-details');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Details' })).toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('fills the form with the saved details and saves the changed ones', async () => {
    const me = aUser({ homeGym: 'Old Gym', primaryWorkoutType: null, goal: null });
    answer('GET /api/users/{id}', () => json(ownProfile(me)));
    answer('PATCH /api/users/{id}', ({ body }) => json<User>({ ...me, ...(body as PatchUserRequest) } as User));
    // The profile it returns to.
    answerAll({
      'GET /api/users/{id}/statistics': () => json({ totalWorkouts: 0, totalVolume: 0, thisWeekWorkouts: 0 }),
      'GET /api/follows/counts': () => json({ followerCount: 0, followingCount: 0 }),
      'GET /api/social-posts/user/{userId}': () => page([]),
      'GET /api/plans/user': () => page([]),
    });
    const { person } = renderScreen('/profile/edit-details', { as: me });

    const gym = await screen.findByLabelText('Home gym');
    expect(gym).toHaveValue('Old Gym');
    await person.clear(gym);
    await person.type(gym, 'Iron Temple');
    await person.selectOptions(screen.getByLabelText('Primary workout type'), 'Powerlifting');
    await person.selectOptions(screen.getByLabelText('Goal'), 'Strength');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await screen.findByText('No plans yet')).toBeVisible();
    expect(requestsTo('PATCH /api/users/{id}').map(({ body }) => body)).toEqual([{ homeGym: 'Iron Temple', primaryWorkoutType: 'Powerlifting', goal: 'Strength' }]);
  });

  it('says a refused save in a toast and stays on the form', async () => {
    const me = aUser();
    answer('GET /api/users/{id}', () => json(ownProfile(me)));
    answer('PATCH /api/users/{id}', () => apiError(400, 'Home gym is too long'));
    const { person } = renderScreen('/profile/edit-details', { as: me });

    await person.type(await screen.findByLabelText('Home gym'), 'Iron Temple');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update details')).toBeVisible();
    expect(screen.getByLabelText('Home gym')).toHaveValue('Iron Temple');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Details' })).toBeVisible();
  });

  it("shows the API's message when the profile cannot be read", async () => {
    answer('GET /api/users/{id}', () => apiError(500, 'Profiles are resting'));
    renderScreen('/profile/edit-details');

    expect(await screen.findByText('Profiles are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
