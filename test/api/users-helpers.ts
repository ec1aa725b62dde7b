import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { User, UserProfile, UserSummary } from '../../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { api } from '../support/api';

/** Lower-case letters only, so a tag can sit inside a display-name word. */
export function letterTag(length = 10): string {
  return [...randomBytes(length)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

export async function getProfile(token: string, userId: string): Promise<UserProfile> {
  const result = await api('GET /api/users/{id}', { params: { id: userId }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function me(token: string): Promise<User> {
  const result = await api('GET /api/auth/me', { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function patchProfile(token: string, userId: string, body: Record<string, unknown>): Promise<User> {
  const result = await api('PATCH /api/users/{id}', { params: { id: userId }, token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function searchPage(token: string, q: string, options: { limit?: number; cursor?: string } = {}) {
  const result = await api('GET /api/users/search', { query: { q, limit: options.limit || undefined, cursor: options.cursor || undefined }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { people: result.body, cursor: result.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** Every page of a search, followed by its cursors. */
export async function searchAll(token: string, q: string, limit: number): Promise<{ pages: UserSummary[][] }> {
  const pages: UserSummary[][] = [];
  let cursor: string | undefined;
  do {
    const page = await searchPage(token, q, { limit, cursor });
    pages.push(page.people);
    cursor = page.cursor;
  } while (cursor && pages.length < 50);
  return { pages };
}

export const searchIds = async (token: string, q: string) => (await searchPage(token, q, { limit: 100 })).people.map((person) => person.id);
