/** Bodies the API answers, built from shared/api-types so a test's data has the server's shape. */
import type { Notification, User } from '../../../shared/api-types';

let sequence = 0;
/** A new id per call: each test's person has their own outbox and device cache. */
export const nextId = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId('user');
  return {
    id,
    displayName: 'Alex Athlete',
    username: `alex${id.replace(/\W/g, '')}`,
    email: `${id}@example.com`,
    profileImage: null,
    bio: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    isPrivate: false,
    homeGym: null,
    primaryWorkoutType: null,
    goal: null,
    keyStats: [],
    trainingSettings: { weightUnit: 'kg', plateSetup: null },
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: nextId('notification'),
    type: 'follow',
    title: 'New follower',
    message: 'Fran Follower started following you',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actorId: null,
    ...overrides,
  };
}
