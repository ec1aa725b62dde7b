import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../../../shared/api-types';
import { answer, answerAll, apiError, json, page, requestsTo } from '../../../test/api-stub';
import { aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('signing in', () => {
  it('shows the sign-in screen to a visitor on any route', async () => {
    renderScreen('/workouts', { as: null });

    expect(await screen.findByRole('heading', { name: 'Social Fitness' })).toBeVisible();
    expect(screen.getByText(/^Join the community of fitness enthusiasts/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  });

  it('refuses a wrong password with the server message and stays on the form', async () => {
    answer('POST /api/auth/login', () => apiError(401, 'Invalid email or password'));
    const { person } = renderScreen('/login', { as: null });

    await person.type(await screen.findByLabelText('Email'), 'alex@example.com');
    await person.type(screen.getByLabelText('Password'), 'not-my-password');
    await person.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeVisible();
    expect(screen.getByText('Invalid email or password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(requestsTo('POST /api/auth/login').map(({ body }) => body)).toEqual([{ email: 'alex@example.com', password: 'not-my-password' }]);
  });

  it('checks the passwords match before creating the account', async () => {
    const { person } = renderScreen('/login', { as: null });

    await person.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await person.type(screen.getByLabelText('Display name'), 'Alex Athlete');
    await person.type(screen.getByLabelText('Username'), 'AlexA');
    await person.type(screen.getByLabelText('Email'), 'alex@example.com');
    await person.type(screen.getByLabelText('Password'), 'a-long-password-1');
    await person.type(screen.getByLabelText('Confirm password'), 'a-long-password-2');
    await person.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveValue('alexa');
    expect(requestsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('signs in with the right password and lands on home', async () => {
    const alex = aUser({ displayName: 'Alex Athlete' });
    answerAll({
      'POST /api/auth/login': () => json<AuthResponse>({ token: 'a-token', user: alex }),
      'GET /api/auth/me': () => json(alex),
      'GET /api/notifications/unread-count': () => json({ count: 0 }),
      'GET /api/messages/unread-count': () => json({ count: 0 }),
      'GET /api/exercises': () => json([]),
      'GET /api/workout-sessions/active': () => json(null),
      'GET /api/users/{id}/completed-workouts': () => json([]),
      'GET /api/social-posts/user/{userId}': () => page([]),
    });
    const { person } = renderScreen('/login', { as: null });

    await person.type(await screen.findByLabelText('Email'), 'alex@example.com');
    await person.type(screen.getByLabelText('Password'), 'the-right-password');
    await person.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex Athlete!' })).toBeVisible();
    expect(screen.getByRole('navigation')).toBeVisible();
    expect(await screen.findByText('No recent activity')).toBeVisible();
  });
});
