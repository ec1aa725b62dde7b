/**
 * The social part of `npm run bench`: a following-feed page (and the next) with 100 and with 100,000 posts in the
 * reader's feed, and a new post's synchronous part with 10 and with 10,000 followers. Posts, feed entries and follow
 * edges are written in bulk with the item shapes the domains write. The asynchronous fan-out keeps running in the
 * background (the local stream poller); its requests are not counted (see `call` in run.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AuthResponse, FeedPage } from '../shared/api-types';
import { tableName } from '../functions/lib/config';
import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { timeOrderedId } from '../functions/lib/ids';
import { followCountsItem, followEdgeItem } from '../functions/follows/repository';
import { feedEntryItem, newPostRecord, postItem } from '../functions/social/records';
import { summariseMeasured, type Measured, type Summary } from './measured-runs';
import { seedPeople } from './seed-people';

type Call = (token: string, method: string, path: string, body?: unknown) => Promise<Measured>;

export interface SocialRow {
  endpoint: string;
  kind: 'read' | 'write';
  /** Requests and p50 ms at the small and the large scale. */
  small: Summary;
  large: Summary;
}

const FEED_SCALES = [100, 100_000] as const;
const FOLLOWER_SCALES = [10, 10_000] as const;
const AUTHORS = 50;
const RUNS = 5;

async function signUp(call: Call, name: string): Promise<AuthResponse> {
  const tag = randomUUID().slice(0, 8);
  return (await call('', 'POST', '/api/auth/signup', { displayName: name, username: `bench_social_${tag}`, email: `bench.social.${tag}@example.com`, password: 'bench-password-1' }))
    .body as AuthResponse;
}

/** A reader following `AUTHORS` seeded people, with `count` of their posts in the reader's feed. */
async function seedFeed(readerId: string, count: number): Promise<void> {
  const authors = await seedPeople({ count: AUTHORS, namePrefix: 'Poster', usernamePrefix: `poster_${randomUUID().slice(0, 8)}` });
  const start = Date.now() - count * 1000;
  const items: Record<string, unknown>[] = authors.map((authorId) => followEdgeItem(readerId, authorId, new Date(start).toISOString()));
  for (let index = 0; index < count; index++) {
    const at = new Date(start + index * 1000);
    const authorId = authors[index % AUTHORS]!;
    const post = newPostRecord({ id: timeOrderedId(at), userId: authorId, content: `Bench post ${index}`, createdAt: at.toISOString() });
    items.push(postItem(post, { inExplore: true }), feedEntryItem({ readerId, postId: post.id, authorId, createdAt: post.createdAt }));
  }
  await writeAllItems({ client: db, tableName: tableName(), items });
}

async function seedFollowers(authorId: string, count: number): Promise<void> {
  const followers = Array.from({ length: count }, () => randomUUID());
  const at = new Date().toISOString();
  await writeAllItems({
    client: db,
    tableName: tableName(),
    items: [...followers.map((followerId) => followEdgeItem(followerId, authorId, at)), followCountsItem(authorId, { followerCount: count, followingCount: 0 })],
  });
}

async function measureFeed(call: Call, count: number): Promise<{ first: Measured[]; next: Measured[]; explore: Measured[] }> {
  const reader = await signUp(call, 'Feed Reader');
  const seeding = Date.now();
  await seedFeed(reader.user.id, count);
  process.stderr.write(`seeded a feed of ${count} posts in ${((Date.now() - seeding) / 1000).toFixed(1)} s\n`);
  const path = '/api/social-posts?filter=following&limit=20';
  const first: Measured[] = [];
  const next: Measured[] = [];
  const explore: Measured[] = [];
  await call(reader.token, 'GET', path);
  for (let run = 0; run < RUNS; run++) {
    const page = await call(reader.token, 'GET', path);
    if ((page.body as FeedPage).posts.length !== 20) throw new Error(`A feed page of ${count} posts answered ${(page.body as FeedPage).posts.length} posts`);
    first.push(page);
    next.push(await call(reader.token, 'GET', `${path}&cursor=${(page.body as FeedPage).nextCursor}`));
    explore.push(await call(reader.token, 'GET', '/api/social-posts?filter=explore&limit=20'));
  }
  return { first, next, explore };
}

async function measurePostCreation(call: Call, followers: number): Promise<Measured[]> {
  const author = await signUp(call, 'Popular Poster');
  await seedFollowers(author.user.id, followers);
  const runs: Measured[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await call(author.token, 'POST', '/api/social-posts', { content: `Post ${run} to ${followers} followers` }));
  return runs;
}

export async function measureSocial(call: Call): Promise<SocialRow[]> {
  const [smallFeed, largeFeed] = [await measureFeed(call, FEED_SCALES[0]), await measureFeed(call, FEED_SCALES[1])];
  const [smallPost, largePost] = [await measurePostCreation(call, FOLLOWER_SCALES[0]), await measurePostCreation(call, FOLLOWER_SCALES[1])];
  return [
    { endpoint: `GET /api/social-posts?filter=following (${FEED_SCALES.join(' / ')} posts)`, kind: 'read', small: summariseMeasured(smallFeed.first), large: summariseMeasured(largeFeed.first) },
    { endpoint: `GET /api/social-posts?filter=following, 2nd page (${FEED_SCALES.join(' / ')} posts)`, kind: 'read', small: summariseMeasured(smallFeed.next), large: summariseMeasured(largeFeed.next) },
    { endpoint: `GET /api/social-posts?filter=explore (${FEED_SCALES.join(' / ')} posts)`, kind: 'read', small: summariseMeasured(smallFeed.explore), large: summariseMeasured(largeFeed.explore) },
    { endpoint: `POST /api/social-posts (${FOLLOWER_SCALES.join(' / ')} followers)`, kind: 'write', small: summariseMeasured(smallPost), large: summariseMeasured(largePost) },
  ];
}
