/**
 * Issue 27: a deleted comment takes its notification with it. The post's author has one notification per commenter
 * and post (issue 26); deleting a comment removes it when it stood for that comment alone, or counts one fewer.
 */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/api-types';
import { api } from '../support/api';
import { people, type Account } from './follows-helpers';
import { comment, deleteComment, posts } from './social-helpers';

const commentNotes = async (me: Account): Promise<Notification[]> =>
  (await api('GET /api/notifications', { query: { limit: 100 }, token: me.token })).body.filter((note) => note.title === 'New comment');
const unreadNotifications = async (me: Account) => (await api('GET /api/notifications/unread-count', { token: me.token })).body.count;

async function comments(me: Account, postId: string, content: string): Promise<string> {
  const result = await comment(me, postId, content);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

describe("a deleted comment's notification", () => {
  it('goes when the commenter deletes their only comment', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Deadlift PR');
    const commentId = await comments(fan, post.id, 'Huge!');
    expect(await commentNotes(author)).toEqual([expect.objectContaining({ message: `${fan.user.displayName} commented on your post`, actorId: fan.user.id })]);

    expect((await deleteComment(fan, post.id, commentId)).status).toBe(204);

    expect(await commentNotes(author)).toEqual([]);
    expect(await unreadNotifications(author)).toBe(0);
  });

  it("goes when the post's author deletes the comment", async () => {
    const [author, troll] = await people(2);
    const post = await posts(author, 'Bench day');
    const commentId = await comments(troll, post.id, 'Weak');

    expect((await deleteComment(author, post.id, commentId)).status).toBe(204);

    expect(await commentNotes(author)).toEqual([]);
  });

  it('counts one fewer when the notification stood for more comments, and goes with the last', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Leg day');
    const first = await comments(fan, post.id, 'Nice depth');
    const second = await comments(fan, post.id, 'What shoes?');
    const [both] = await commentNotes(author);
    expect(both).toMatchObject({ message: `${fan.user.displayName} left 2 comments on your post`, isRead: false });

    expect((await deleteComment(fan, post.id, first)).status).toBe(204);
    expect(await commentNotes(author)).toEqual([{ ...both, message: `${fan.user.displayName} commented on your post` }]);

    expect((await deleteComment(fan, post.id, second)).status).toBe(204);
    expect(await commentNotes(author)).toEqual([]);
  });

  it('leaves a newer notification alone when an older, already read comment is deleted', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Pull day');
    const old = await comments(fan, post.id, 'First!');
    const [read] = await commentNotes(author);
    expect((await api('PUT /api/notifications/{id}/read', { params: { id: read!.id }, token: author.token })).status).toBe(200);
    await comments(fan, post.id, 'Second set looked fast');
    const [newer] = await commentNotes(author);

    expect((await deleteComment(fan, post.id, old)).status).toBe(204);

    expect(await commentNotes(author)).toEqual([newer]);
    expect(newer).toMatchObject({ message: `${fan.user.displayName} commented on your post`, isRead: false });
  });
});
