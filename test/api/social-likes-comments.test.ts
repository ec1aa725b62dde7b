import { describe, expect, it } from 'vitest';
import type { Comment, LikeResult } from '../../shared/api-types';
import { api } from '../support/api';
import { follows, notificationsOf, people } from './follows-helpers';
import { comment, commentsOf, deleteComment, getPost, like, posts } from './social-helpers';

describe('likes', () => {
  it('toggles the caller’s like and answers the new state and count; the author has one notification of it', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Squat 3x5');

    const liked = await like(fan, post.id);
    const unliked = await like(fan, post.id);
    const again = await like(fan, post.id);

    expect(liked).toMatchObject({ status: 200, body: { isLiked: true, likes: 1 } satisfies LikeResult });
    expect(unliked.body).toEqual({ isLiked: false, likes: 0 });
    expect(again.body).toEqual({ isLiked: true, likes: 1 });
    expect((await getPost(fan, post.id)).body).toMatchObject({ likes: 1, isLiked: true });
    expect((await getPost(author, post.id)).body).toMatchObject({ likes: 1, isLiked: false });
    // Liking again after unliking moves the one notification to the top rather than adding one (issue 26).
    const likeNotes = (await notificationsOf(author)).filter((note) => note.type === 'like');
    expect(likeNotes).toHaveLength(1);
    expect(likeNotes[0]).toMatchObject({ title: 'New like', message: `${fan.user.displayName} liked your post`, actorId: fan.user.id });
  });

  it('never notifies the author of their own like', async () => {
    const [author] = await people(1);
    const post = await posts(author, 'Me');

    expect((await like(author, post.id)).body).toEqual({ isLiked: true, likes: 1 });
    expect((await notificationsOf(author)).filter((note) => note.type === 'like')).toEqual([]);
  });

  it('counts 20 people liking at once exactly', async () => {
    const [author, ...fans] = await people(21);
    const post = await posts(author, 'Like me');

    const results = await Promise.all(fans.map((fan) => like(fan, post.id)));

    expect(results.map((result) => result.status)).toEqual(fans.map(() => 200));
    expect(results.every((result) => result.body.isLiked)).toBe(true);
    expect(Math.max(...results.map((result) => result.body.likes))).toBe(20);
    expect((await getPost(author, post.id)).body.likes).toBe(20);
  });
});

describe('comments', () => {
  it('adds a trimmed comment (201), counts it, keeps the latest three on the post, and notifies the author', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Bench day');

    const added: Comment[] = [];
    for (const text of [' one ', 'two', 'three', 'four']) {
      const result = await comment(fan, post.id, text);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      added.push(result.body);
    }

    expect(added[0]).toEqual({
      id: expect.any(String),
      postId: post.id,
      content: 'one',
      createdAt: expect.any(String),
      user: { id: fan.user.id, displayName: fan.user.displayName, profileImage: null },
    } satisfies Comment);
    const read = (await getPost(author, post.id)).body;
    expect(read.commentCount).toBe(4);
    expect(read.comments.map((kept) => kept.content)).toEqual(['two', 'three', 'four']);
    // One notification per commenter and post, counting the comments since the author read it (issue 26).
    const notes = (await notificationsOf(author)).filter((note) => note.type === 'other');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'New comment', message: `${fan.user.displayName} left 4 comments on your post`, actorId: fan.user.id });
  });

  it('refuses an empty comment and one over 500 characters', async () => {
    const [author] = await people(1);
    const post = await posts(author, 'Quiet');

    expect(await comment(author, post.id, '   ')).toMatchObject({ status: 400, body: { message: 'Comment cannot be empty.' } });
    expect(await comment(author, post.id, 'z'.repeat(501))).toMatchObject({ status: 400, body: { message: 'Comments can be at most 500 characters.' } });
    expect((await getPost(author, post.id)).body.commentCount).toBe(0);
    expect((await notificationsOf(author)).filter((note) => note.type === 'other')).toEqual([]);
  });

  it('lists every comment oldest first, in pages with x-next-cursor', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Chatty');
    for (let index = 0; index < 5; index++) await comment(index % 2 ? author : fan, post.id, `c${index}`);

    const first = await commentsOf(fan, post.id, { limit: 3 });
    const second = await commentsOf(fan, post.id, { limit: 3, cursor: first.cursor! });
    const bad = await commentsOf(fan, post.id, { cursor: 'eyJQSyI6IlVTRVIjeCIsIlNLIjoiQ09NTUVOVCN5In0' });

    expect(first.body.map((c) => c.content)).toEqual(['c0', 'c1', 'c2']);
    expect(first.cursor).toEqual(expect.any(String));
    expect(second.body.map((c) => c.content)).toEqual(['c3', 'c4']);
    expect(second.cursor).toBeNull();
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it('counts comments written at once exactly and keeps the newest three', async () => {
    const [author, ...fans] = await people(8);
    const post = await posts(author, 'Busy');

    const results = await Promise.all(fans.map((fan, index) => comment(fan, post.id, `at once ${index}`)));

    expect(results.map((result) => result.status)).toEqual(fans.map(() => 201));
    const read = (await getPost(author, post.id)).body;
    const newest = results.map((result) => result.body).sort((a, b) => (a.id < b.id ? -1 : 1)).slice(-3);
    expect(read.commentCount).toBe(fans.length);
    expect(read.comments.map((kept) => kept.id)).toEqual(newest.map((c) => c.id));
  });

  it("lets a comment's author and the post's author delete it, refuses anyone else with 403, and keeps the latest three right", async () => {
    const [author, fan, other] = await people(3);
    await follows(other, author);
    const post = await posts(author, 'Moderated');
    const made: Comment[] = [];
    for (const text of ['a', 'b', 'c', 'd']) made.push((await comment(fan, post.id, text)).body);
    const [a, b, c, d] = made as [Comment, Comment, Comment, Comment];

    const refused = await deleteComment(other, post.id, d.id);
    const byCommenter = await deleteComment(fan, post.id, d.id);
    const byPostAuthor = await deleteComment(author, post.id, b.id);
    const gone = await deleteComment(author, post.id, b.id);

    expect(refused).toMatchObject({ status: 403, body: { message: 'You can only delete your own comments' } });
    expect(byCommenter.status).toBe(204);
    expect(byPostAuthor.status).toBe(204);
    expect(gone).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    const read = (await getPost(other, post.id)).body;
    expect(read.commentCount).toBe(2);
    expect(read.comments.map((kept) => kept.content)).toEqual(['a', 'c']);
    expect((await commentsOf(other, post.id)).body.map((kept) => kept.id)).toEqual([a.id, c.id]);
  });

  it("refuses a comment on a post that does not exist with 404 'Post not found'", async () => {
    const [someone] = await people(1);
    expect(await comment(someone, '000000000000000000000', 'hello?')).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect((await api('GET /api/posts/{id}/comments', { params: { id: '0000000000000000000000' }, token: someone.token })).status).toBe(404);
  });
});
