import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { SocialPost } from '../../shared/api-types';
import { feedEntryItem } from '../../functions/social/records';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { block, follow, follows, makePrivate, people, type Account } from './follows-helpers';
import { comment, commentsOf, feed, followingFeedIds, getPost, like, posts, postsOf } from './social-helpers';

async function deliver(reader: Account, post: SocialPost): Promise<void> {
  await testDb().send(
    new PutCommand({ TableName: inject('tableName'), Item: feedEntryItem({ readerId: reader.user.id, postId: post.id, authorId: post.userId, createdAt: post.createdAt }) }),
  );
}

/**
 * Explore pages (50 a page) back past `oldest`'s time: every post id seen. A short page has read every hour back
 * from where it started, so `oldest` (posted just now) is behind it too.
 */
async function exploreIdsBackTo(reader: Account, oldest: SocialPost): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const result = await feed(reader, 'explore', { limit: 50, cursor });
    expect(result.status).toBe(200);
    ids.push(...result.body.posts.map((post) => post.id));
    cursor = result.body.nextCursor;
    if (!cursor || result.body.posts.length < 50 || result.body.posts.some((post) => post.createdAt < oldest.createdAt)) break;
  }
  return ids;
}

describe("a private account's posts", () => {
  it('reach approved followers only: by id, in the person’s posts, in the following feed and never in explore', async () => {
    const [author, approved, stranger] = await people(3);
    await makePrivate(author);
    await follows(approved, author, 'requested');
    expect((await api('POST /api/follow-requests/{userId}/accept', { params: { userId: approved.user.id }, token: author.token })).status).toBe(204);
    const hidden = await posts(author, 'Followers only');
    const publicMarker = await posts(approved, 'A public post after it');
    for (const reader of [approved, stranger]) await deliver(reader, hidden);

    expect((await getPost(approved, hidden.id)).status).toBe(200);
    expect((await postsOf(approved, author.user.id)).body.map((post) => post.id)).toEqual([hidden.id]);
    expect(await followingFeedIds(approved)).toContain(hidden.id);

    expect(await getPost(stranger, hidden.id)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect(await postsOf(stranger, author.user.id)).toMatchObject({ status: 403, body: { message: 'This account is private.' } });
    expect(await followingFeedIds(stranger)).not.toContain(hidden.id);
    expect((await like(stranger, hidden.id)).status).toBe(404);
    expect((await comment(stranger, hidden.id, 'peek')).status).toBe(404);
    expect((await commentsOf(stranger, hidden.id)).status).toBe(404);

    const explored = await exploreIdsBackTo(stranger, hidden);
    expect(explored).toContain(publicMarker.id);
    expect(explored).not.toContain(hidden.id);
    expect(await exploreIdsBackTo(approved, hidden)).not.toContain(hidden.id);
  });

  it('leave explore when the account turns private, and stay visible to its followers', async () => {
    const [author, follower, stranger] = await people(3);
    const post = await posts(author, 'Posted while public');
    await follows(follower, author);
    await makePrivate(author);

    expect(await exploreIdsBackTo(stranger, post)).not.toContain(post.id);
    expect((await getPost(stranger, post.id)).status).toBe(404);
    expect((await getPost(follower, post.id)).status).toBe(200);
  });
});

describe('blocked people', () => {
  it("never see each other's posts or comments, either way", async () => {
    const [blocker, blocked, host] = await people(3);
    await follows(blocker, blocked);
    await follows(blocked, blocker);
    const blockedPost = await posts(blocked, 'From the blocked one');
    const blockerPost = await posts(blocker, 'From the blocker');
    const hostPost = await posts(host, 'Everyone comments here');
    await comment(blocked, hostPost.id, 'Blocked says hi');
    const visibleComment = (await comment(host, hostPost.id, 'Host says hi')).body;
    await deliver(blocker, blockedPost);
    await deliver(blocked, blockerPost);

    expect((await block(blocker, blocked)).status).toBe(204);

    for (const [viewer, other, otherPost] of [
      [blocker, blocked, blockedPost],
      [blocked, blocker, blockerPost],
    ] as const) {
      expect(await getPost(viewer, otherPost.id)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      expect(await postsOf(viewer, other.user.id)).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(await followingFeedIds(viewer)).not.toContain(otherPost.id);
      expect((await like(viewer, otherPost.id)).status).toBe(404);
      expect(await exploreIdsBackTo(viewer, blockedPost)).not.toContain(otherPost.id);
    }
    const hostAsBlocker = (await getPost(blocker, hostPost.id)).body;
    expect(hostAsBlocker.comments.map((c) => c.id)).toEqual([visibleComment.id]);
    expect(hostAsBlocker.commentCount).toBe(2);
    expect((await commentsOf(blocker, hostPost.id)).body.map((c) => c.content)).toEqual(['Host says hi']);
    expect((await getPost(host, hostPost.id)).body.comments.map((c) => c.content)).toEqual(['Blocked says hi', 'Host says hi']);
  });

  it('cannot follow their way back into a feed', async () => {
    const [blocker, blocked] = await people(2);
    await block(blocker, blocked);
    expect((await follow(blocked, blocker)).status).toBe(404);
  });
});

describe('reports', () => {
  it('hide a post from the reporter only and record the report for the operator', async () => {
    const [author, reporter, bystander] = await people(3);
    await follows(reporter, author);
    const post = await posts(author, 'Spam spam spam');
    await deliver(reporter, post);

    const reported = await api('POST /api/social-posts/{id}/report', { params: { id: post.id }, token: reporter.token, body: { reason: 'spam', details: 'Sells powder' } });

    expect(reported.status).toBe(204);
    expect((await getPost(reporter, post.id)).status).toBe(404);
    expect((await postsOf(reporter, author.user.id)).body).toEqual([]);
    expect(await followingFeedIds(reporter)).not.toContain(post.id);
    expect((await getPost(bystander, post.id)).status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const reports = await testDb().send(
      new QueryCommand({
        TableName: inject('tableName'),
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'reporterId = :reporter',
        ExpressionAttributeValues: { ':pk': `REPORTS#${month}`, ':reporter': reporter.user.id },
        ScanIndexForward: false,
      }),
    );
    expect(reports.Items).toEqual([
      expect.objectContaining({ itemType: 'post', postId: post.id, authorId: author.user.id, reason: 'spam', details: 'Sells powder', content: 'Spam spam spam' }),
    ]);
  });

  it('hide a comment from the reporter only; nobody reports their own post or comment', async () => {
    const [author, reporter] = await people(2);
    const post = await posts(author, 'Discuss');
    const rude = (await comment(author, post.id, 'Rude remark')).body;
    const mine = (await comment(reporter, post.id, 'My remark')).body;

    const body = { reason: 'harassment' };
    const reported = await api('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: post.id, commentId: rude.id }, token: reporter.token, untypedBody: body });
    const ownPost = await api('POST /api/social-posts/{id}/report', { params: { id: post.id }, token: author.token, untypedBody: body });
    const ownComment = await api('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: post.id, commentId: mine.id }, token: reporter.token, untypedBody: body });

    expect(reported.status).toBe(204);
    expect((await commentsOf(reporter, post.id)).body.map((c) => c.id)).toEqual([mine.id]);
    expect((await getPost(reporter, post.id)).body.comments.map((c) => c.id)).toEqual([mine.id]);
    expect((await commentsOf(author, post.id)).body.map((c) => c.id)).toEqual([rude.id, mine.id]);
    expect(ownPost).toMatchObject({ status: 400, body: { message: 'You cannot report your own post.' } });
    expect(ownComment).toMatchObject({ status: 400, body: { message: 'You cannot report your own comment.' } });
  });
});
