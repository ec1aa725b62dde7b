import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { SocialPost } from '../../shared/api-types';
import { largeAccountKey } from '../../functions/social/keys';
import { feedEntryItem, newPostRecord, postItem, type PostRecord } from '../../functions/social/records';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { follows, people, unfollow, type Account } from './follows-helpers';
import { allPages, feed, followingFeedIds, posts } from './social-helpers';

/** Puts a feed entry for the reader straight into the table: the read path, without waiting for the fan-out. */
async function deliver(reader: Account, post: SocialPost): Promise<void> {
  await testDb().send(
    new PutCommand({ TableName: inject('tableName'), Item: feedEntryItem({ readerId: reader.user.id, postId: post.id, authorId: post.userId, createdAt: post.createdAt }) }),
  );
}

const registered: string[] = [];
async function registerLargeAccount(account: Account): Promise<void> {
  registered.push(account.user.id);
  await testDb().send(new PutCommand({ TableName: inject('tableName'), Item: { ...largeAccountKey(account.user.id), entity: 'LargeAccount', userId: account.user.id } }));
}

afterAll(async () => {
  for (const userId of registered) await testDb().send(new DeleteCommand({ TableName: inject('tableName'), Key: largeAccountKey(userId) }));
});

describe('the following feed', () => {
  it("shows the author's own post at once", async () => {
    const [author] = await people(1);
    const post = await posts(author, 'Mine, right away');

    expect(await followingFeedIds(author)).toEqual([post.id]);
  });

  it('reads its entries newest first in pages with an opaque cursor, with posts as they are now', async () => {
    const [reader, athlete, other] = await people(3);
    await follows(reader, athlete);
    await follows(reader, other);
    const written: SocialPost[] = [];
    for (let index = 0; index < 5; index++) written.push(await posts(index % 2 ? other : athlete, `Post ${index}`));
    for (const post of written) await deliver(reader, post);
    await api('POST /api/social-posts/{id}/like', { params: { id: written[0]!.id }, token: reader.token });

    const pages = await allPages((cursor) => feed(reader, 'following', { limit: 2, cursor }));

    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((post) => post.content)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(pages.flat().at(-1)).toMatchObject({ likes: 1, isLiked: true, user: { id: athlete.user.id, displayName: athlete.user.displayName } });
  });

  it('skips deleted posts and posts of people no longer followed', async () => {
    const [reader, kept, dropped] = await people(3);
    await follows(reader, kept);
    await follows(reader, dropped);
    const keptPost = await posts(kept, 'Still here');
    const deletedPost = await posts(kept, 'Deleted');
    const droppedPost = await posts(dropped, 'Unfollowed');
    for (const post of [keptPost, deletedPost, droppedPost]) await deliver(reader, post);

    await api('DELETE /api/social-posts/{id}', { params: { id: deletedPost.id }, token: kept.token });
    await unfollow(reader, dropped);

    expect(await followingFeedIds(reader)).toEqual([keptPost.id]);
  });

  it("pulls a followed large account's posts at read time, however old, beside the reader's entries", async () => {
    const [reader, star, stranger] = await people(3);
    // Twelve posts before the follow: a new follower is only ever copied the newest ten.
    const starPosts: SocialPost[] = [];
    for (let index = 0; index < 12; index++) starPosts.push(await posts(star, `Star ${index}`));
    const strangerPost = await posts(stranger, 'Not followed');
    await registerLargeAccount(star);
    await registerLargeAccount(stranger);
    await follows(reader, star);
    const own = await posts(reader, 'Mine');

    const ids = await followingFeedIds(reader);

    expect(ids).toEqual([own.id, ...starPosts.map((post) => post.id).reverse()]);
    expect(ids).not.toContain(strangerPost.id);
  });

  it('refuses a bad cursor with 400', async () => {
    const [reader] = await people(1);
    for (const cursor of ['garbage', Buffer.from(JSON.stringify({ before: 'FEED#someone-else' })).toString('base64url')]) {
      expect(await feed(reader, 'following', { cursor })).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });

  it("reaches a follower's feed through the asynchronous fan-out", async () => {
    const [reader, athlete] = await people(2);
    await follows(reader, athlete);

    const post = await posts(athlete, 'Fanned out');

    await expect.poll(() => followingFeedIds(reader), { timeout: 20_000, interval: 250 }).toContain(post.id);
  });
});

describe('the explore feed', () => {
  it('shows public posts newest first and pages through them', async () => {
    const [reader, author] = await people(2);
    const first = await posts(author, 'Explore one');
    const second = await posts(author, 'Explore two');

    // Other tests post too: page (2 a page) until ours are found, newer first, each once.
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 30 && !ids.includes(first.id); page++) {
      const result = await feed(reader, 'explore', { limit: 2, cursor });
      expect(result.status).toBe(200);
      expect(result.body.posts.length).toBeLessThanOrEqual(2);
      ids.push(...result.body.posts.map((post) => post.id));
      cursor = result.body.nextCursor;
      if (!cursor) break;
    }

    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('walks back hour by hour to older posts, across pages, and never past 30 days', async () => {
    const [reader, author] = await people(2);
    const hoursAgo = (hours: number, id: string): PostRecord =>
      newPostRecord({ id, userId: author.user.id, content: `${hours} hours ago`, createdAt: new Date(Date.now() - hours * 60 * 60 * 1000).toISOString() });
    const tag = author.user.id.replace(/[^0-9a-z]/g, '').slice(0, 17);
    const older = [hoursAgo(3, `${tag}0003`), hoursAgo(60, `${tag}0060`), hoursAgo(24 * 31, `${tag}0744`)];
    for (const post of older) await testDb().send(new PutCommand({ TableName: inject('tableName'), Item: postItem(post, { inExplore: true }) }));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await feed(reader, 'explore', { limit: 50, cursor });
      expect(result.status).toBe(200);
      seen.push(...result.body.posts.map((post) => post.id));
      cursor = result.body.nextCursor;
      pages++;
    } while (cursor && pages < 40);

    expect(cursor).toBeNull();
    expect(seen.filter((id) => id.startsWith(tag))).toEqual([`${tag}0003`, `${tag}0060`]);
  });

  it('refuses a bad cursor with 400', async () => {
    const [reader] = await people(1);
    expect(await feed(reader, 'explore', { cursor: 'e30' })).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });
});
