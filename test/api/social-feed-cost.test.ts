/**
 * A following-feed page costs the same DynamoDB requests however many people one follows. The social handler runs in
 * this process (the same export the local stack and Lambda run) with a middleware on the functions' DynamoDB client
 * that counts requests; the follows, profiles, posts and feed entries are written directly, with the item shapes the
 * domains write, to keep the arrangement fast.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '../../shared/api-types';
import { countedApi } from '../support/counted-api';
import { useLocalStackForFunctions } from '../support/functions-env';

useLocalStackForFunctions();
const { invoke, issueToken } = await countedApi('social');
const { db } = await import('../../functions/lib/db/client');
const { tableName } = await import('../../functions/lib/config');
const { writeAllItems } = await import('../../functions/lib/db/batch-write');
const { followEdgeItem } = await import('../../functions/follows/repository');
const { feedEntryItem, newPostRecord, postItem } = await import('../../functions/social/records');
const { largeAccountKey } = await import('../../functions/social/keys');
const { timeOrderedId } = await import('../../functions/lib/ids');
const { seedPeople } = await import('../../bench/seed-people');

async function readFeed(token: string, cursor?: string | null): Promise<{ page: FeedPage; requests: number }> {
  const result = await invoke(token, 'GET /api/social-posts', { query: { filter: 'following', limit: 20, cursor: cursor ?? undefined } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { page: result.body, requests: result.commands.length };
}

interface Reader {
  token: string;
  postIds: string[];
}

/** A reader following `authors`, with `postsEach` posts by each in their feed (newest last), written in bulk. */
async function readerFollowing(authors: readonly string[], postsEach: number): Promise<Reader> {
  const readerId = randomUUID();
  const start = Date.now() - 60 * 60 * 1000;
  const items: Record<string, unknown>[] = [];
  const postIds: string[] = [];
  let sequence = 0;
  for (const authorId of authors) {
    items.push(followEdgeItem(readerId, authorId, new Date(start).toISOString()));
    for (let index = 0; index < postsEach; index++) {
      const at = new Date(start + ++sequence * 1000);
      const post = newPostRecord({ id: timeOrderedId(at), userId: authorId, content: `Post ${sequence}`, createdAt: at.toISOString() });
      postIds.push(post.id);
      items.push(postItem(post, { inExplore: false }), feedEntryItem({ readerId, postId: post.id, authorId, createdAt: post.createdAt }));
    }
  }
  await writeAllItems({ client: db, tableName: tableName(), items });
  return { token: await issueToken(readerId), postIds };
}

describe('a following feed page', () => {
  let followsOne: Reader;
  let followsMany: Reader;

  beforeAll(async () => {
    const authors = await seedPeople({ count: 501, namePrefix: 'Feed', usernamePrefix: `feed_cost_${randomUUID().slice(0, 8)}` });
    // Someone in the large-accounts registry (followed by neither reader): both reads check it the same way.
    await writeAllItems({ client: db, tableName: tableName(), items: [{ ...largeAccountKey(randomUUID()), entity: 'LargeAccount' }] });
    [followsOne, followsMany] = await Promise.all([readerFollowing(authors.slice(0, 1), 25), readerFollowing(authors.slice(1), 1)]);
  }, 120_000);

  it('costs the same DynamoDB requests following 1 person and following 500', async () => {
    const one = await readFeed(followsOne.token);
    const many = await readFeed(followsMany.token);
    const oneNext = await readFeed(followsOne.token, one.page.nextCursor);
    const manyNext = await readFeed(followsMany.token, many.page.nextCursor);

    expect(one.page.posts.map((post) => post.id)).toEqual(followsOne.postIds.slice(-20).reverse());
    expect(many.page.posts.map((post) => post.id)).toEqual(followsMany.postIds.slice(-20).reverse());
    expect(new Set(many.page.posts.map((post) => post.userId)).size).toBe(20);
    expect(manyNext.page.posts.map((post) => post.id)).toEqual(followsMany.postIds.slice(-40, -20).reverse());
    expect(oneNext.page.posts).toHaveLength(5);
    expect(many.requests).toBe(one.requests);
    expect(manyNext.requests).toBe(one.requests);
    expect(oneNext.requests).toBe(one.requests);
    // Feed Query, registry Query, follow check of the registry, posts, then profiles, follows, blocks, likes and hidden markers.
    expect(one.requests).toBe(8);
  });
});
