import { expect } from 'vitest';
import type { FeedPage, SocialPost } from '../../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { api, baseUrl, type ApiResult, type QueryOf } from '../support/api';
import type { Account } from './follows-helpers';

// A real 1×1 PNG, and the first bytes of a JPEG (the type is read from the bytes; nothing decodes the pixels).
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
export const dataUrl = (bytes: Buffer, declared: string) => `data:${declared};base64,${bytes.toString('base64')}`;

export const newPost = (me: Account, body: Record<string, unknown>) => api('POST /api/social-posts', { token: me.token, body });

/** Posts and expects 201. */
export async function posts(me: Account, content: string, extra: Record<string, unknown> = {}): Promise<SocialPost> {
  const result = await newPost(me, { content, ...extra });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export const getPost = (me: Account, postId: string) => api('GET /api/social-posts/{id}', { params: { id: postId }, token: me.token });
export const like = (me: Account, postId: string) => api('POST /api/social-posts/{id}/like', { params: { id: postId }, token: me.token });
export const comment = (me: Account, postId: string, content: string) => api('POST /api/posts/{id}/comments', { params: { id: postId }, token: me.token, body: { content } });
export const deleteComment = (me: Account, postId: string, commentId: string) => api('DELETE /api/posts/{id}/comments/{commentId}', { params: { id: postId, commentId }, token: me.token });

export function feed(me: Account, filter: 'following' | 'explore', options: { limit?: number; cursor?: string | null } = {}) {
  return api('GET /api/social-posts', { query: { filter, limit: options.limit ?? 20, cursor: options.cursor || undefined }, token: me.token });
}

export function postsOf(me: Account, authorId: string, options: { limit?: number; cursor?: string | null } = {}) {
  return api('GET /api/social-posts/user/{userId}', { params: { userId: authorId }, query: { limit: options.limit ?? 20, cursor: options.cursor || undefined }, token: me.token });
}

/** A feed page's posts and cursor (`{ posts, hasMore, nextCursor }`), or a person's posts (a list, the cursor in a header). */
function postsAndCursor(result: ApiResult<FeedPage | SocialPost[]>): { posts: SocialPost[]; cursor: string | null } {
  if (Array.isArray(result.body)) return { posts: result.body, cursor: result.headers.get(NEXT_CURSOR_HEADER) };
  expect(result.body.hasMore).toBe(result.body.nextCursor !== null);
  return { posts: result.body.posts, cursor: result.body.nextCursor };
}

/** Every post of a list, following its cursors (at most `maxPages` pages). */
export async function allPages(read: (cursor: string | null) => Promise<ApiResult<FeedPage | SocialPost[]>>, maxPages = 50): Promise<SocialPost[][]> {
  const pages: SocialPost[][] = [];
  let cursor: string | null = null;
  do {
    const result = await read(cursor);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const page = postsAndCursor(result);
    pages.push(page.posts);
    cursor = page.cursor;
  } while (cursor && pages.length < maxPages);
  return pages;
}

export async function followingFeedIds(me: Account): Promise<string[]> {
  const result = await feed(me, 'following', { limit: 50 });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.posts.map((post) => post.id);
}

export async function commentsOf(me: Account, postId: string, query: QueryOf<'GET /api/posts/{id}/comments'> = {}) {
  const result = await api('GET /api/posts/{id}/comments', { params: { id: postId }, query, token: me.token });
  return { ...result, cursor: result.headers.get(NEXT_CURSOR_HEADER) };
}

export async function fetchMedia(url: string) {
  const response = await fetch(baseUrl() + url);
  return { status: response.status, type: response.headers.get('content-type'), nosniff: response.headers.get('x-content-type-options'), bytes: Buffer.from(await response.arrayBuffer()) };
}
