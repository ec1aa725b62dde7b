import { expect } from 'vitest';
import type { AuthResponse, FollowCounts, FollowStatus, Notification, UserSummary } from '../../shared/api-types';
import { api, signUp, type QueryOf } from '../support/api';

export type Account = AuthResponse & { password: string };

type Accounts<N extends number, T extends Account[] = []> = T['length'] extends N ? T : Accounts<N, [...T, Account]>;

/** Signs up `count` people, a few at a time: sign-up hashes a password, and many at once would time out. */
export async function people<N extends number>(count: N): Promise<Accounts<N>> {
  const accounts: Account[] = [];
  while (accounts.length < count) accounts.push(...(await Promise.all(Array.from({ length: Math.min(3, count - accounts.length) }, () => signUp()))));
  return accounts as Accounts<N>;
}

export const follow = (me: Account, other: Account | string) => api('POST /api/users/{id}/follow', { params: { id: idOf(other) }, token: me.token });
export const unfollow = (me: Account, other: Account | string) => api('DELETE /api/users/{id}/unfollow', { params: { id: idOf(other) }, token: me.token });
export const followStatus = (me: Account, other: Account | string) => api('GET /api/users/{id}/follow-status', { params: { id: idOf(other) }, token: me.token });
export const isFollowing = (me: Account, other: Account | string) => api('GET /api/users/{id}/is-following', { params: { id: idOf(other) }, token: me.token });
export const followers = (me: Account, of: Account | string, query: QueryOf<'GET /api/users/{id}/followers'> = {}) =>
  api('GET /api/users/{id}/followers', { params: { id: idOf(of) }, query, token: me.token });
export const following = (me: Account, of: Account | string, query: QueryOf<'GET /api/users/{id}/following'> = {}) =>
  api('GET /api/users/{id}/following', { params: { id: idOf(of) }, query, token: me.token });
export const block = (me: Account, other: Account | string) => api('POST /api/users/{id}/block', { params: { id: idOf(other) }, token: me.token });
export const unblock = (me: Account, other: Account | string) => api('DELETE /api/users/{id}/block', { params: { id: idOf(other) }, token: me.token });

const idOf = (account: Account | string) => (typeof account === 'string' ? account : account.user.id);

/** Follows and expects the answer. */
export async function follows(me: Account, other: Account, status: FollowStatus['status'] = 'following'): Promise<void> {
  const result = await follow(me, other);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body).toEqual({ status });
}

/** Someone's counts as another person sees them. */
export async function countsOf(viewer: Account, of: Account): Promise<FollowCounts> {
  const result = await api('GET /api/users/{id}/follows/counts', { params: { id: of.user.id }, token: viewer.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function myCounts(me: Account): Promise<FollowCounts> {
  const result = await api('GET /api/follows/counts', { token: me.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function notificationsOf(me: Account): Promise<Notification[]> {
  const result = await api('GET /api/notifications', { token: me.token });
  expect(result.status).toBe(200);
  return result.body;
}

export const ids = (list: readonly { id: string }[]) => list.map((person) => person.id);

export async function makePrivate(me: Account): Promise<void> {
  const result = await api('PATCH /api/users/{id}', { params: { id: me.user.id }, token: me.token, body: { isPrivate: true } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

/** The public shape of a person in a list. */
export const summaryOf = (account: Account, isPrivate = false): UserSummary => ({
  id: account.user.id,
  displayName: account.user.displayName,
  username: account.user.username,
  profileImage: null,
  isPrivate,
});
