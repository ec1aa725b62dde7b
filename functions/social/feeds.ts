/**
 * The three post lists (spec 001 sections 4 and 7 'Social'; issue 9): the following feed, explore, and a person's
 * posts. Each page costs a bounded number of DynamoDB requests however many people one follows or how many posts
 * exist (docs/data-model.md, patterns 16-18).
 */
import type { FeedPage, SocialPost } from '../../shared/api-types';
import type { FeedFilter } from '../../shared/schemas/social';
import { findFollowedAmong, resolveContentAccess } from '../follows/index';
import { Forbidden, NotFound } from '../lib/errors';
import type { Page } from '../lib/pagination';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { presentPosts, type AuthorRule } from './present';
import { feedPosition, hourOf, type PostRecord } from './records';
import { findPosts, listLargeAccountIds, queryAuthorPosts, queryExploreHour, queryFeedEntries, type FeedPosition } from './repository';

/** Large accounts read per page (one Query), and how many of those the viewer follows are pulled (one Query each). */
export const LARGE_ACCOUNTS_READ = 100;
export const LARGE_ACCOUNTS_PULLED = 5;
/** Explore reads at most this many hours per page (each hour: its shards together), and nothing older than the horizon. */
export const EXPLORE_HOURS_PER_PAGE = 48;
export const EXPLORE_HORIZON_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

interface FeedQuery {
  limit: number;
  cursor?: string;
}

const byPositionNewestFirst = (a: { position: string }, b: { position: string }) => (a.position < b.position ? 1 : a.position > b.position ? -1 : 0);

async function pageOf(viewerId: string, posts: PostRecord[], rule: AuthorRule, next: string | undefined): Promise<FeedPage> {
  return { posts: await presentPosts(viewerId, posts, rule), hasMore: next !== undefined, nextCursor: next ? encodeFeedCursor(next) : null };
}

export function readFeed(viewerId: string, query: FeedQuery & { filter: FeedFilter }): Promise<FeedPage> {
  return query.filter === 'explore' ? exploreFeed(viewerId, query) : followingFeed(viewerId, query);
}

/**
 * The viewer's feed entries (their own posts and those fanned out to them) merged with the latest posts of the few
 * large accounts they follow (pulled at read time: those are never fanned out). Then only posts still there, by
 * the viewer or people they still follow.
 */
export async function followingFeed(viewerId: string, query: FeedQuery): Promise<FeedPage> {
  const { limit } = query;
  const before = decodeFeedCursor(query.cursor);
  const [entries, largeAccountIds] = await Promise.all([
    queryFeedEntries({ readerId: viewerId, before, limit: limit + 1 }),
    listLargeAccountIds({ limit: LARGE_ACCOUNTS_READ }),
  ]);
  const others = largeAccountIds.filter((id) => id !== viewerId);
  const followedLarge = others.length ? [...(await findFollowedAmong({ viewerId, userIds: others }))].slice(0, LARGE_ACCOUNTS_PULLED) : [];
  const pulled = await Promise.all(followedLarge.map((authorId) => queryAuthorPosts({ authorId, before, limit: limit + 1 })));

  const positions = new Map<string, FeedPosition>();
  for (const entry of entries.items) positions.set(entry.postId, entry);
  for (const post of pulled.flatMap((slice) => slice.items)) positions.set(post.id, { postId: post.id, authorId: post.userId, position: feedPosition(post) });
  const merged = [...positions.values()].sort(byPositionNewestFirst);
  const page = merged.slice(0, limit);
  const truncated = merged.length > limit || entries.truncated || pulled.some((slice) => slice.truncated);
  const next = truncated ? page.at(-1)?.position : undefined;

  const posts = await findPosts({ postIds: page.map((entry) => entry.postId) });
  return pageOf(
    viewerId,
    page.flatMap((entry) => posts.get(entry.postId) ?? []),
    'followed',
    next,
  );
}

const previousHour = (hour: string) => hourOf(new Date(new Date(`${hour}:00:00.000Z`).getTime() - HOUR_MS).toISOString());

/**
 * Public posts, newest first, from the explore index: the hours' shards (written spread over them, so no partition
 * takes every post) read back from the cursor's hour, at most 48 hours a page and 30 days back. A page that finds
 * too few posts in its 48 hours ends with a cursor at its oldest hour. Whatever a round reads past the page's
 * posts is left for the next page (it starts before the last post answered).
 */
export async function exploreFeed(viewerId: string, query: FeedQuery, now = new Date()): Promise<FeedPage> {
  const { limit } = query;
  const before = decodeFeedCursor(query.cursor, { allowHour: true });
  const horizon = hourOf(new Date(now.getTime() - EXPLORE_HORIZON_DAYS * 24 * HOUR_MS).toISOString());
  // A cursor at an hour boundary means "everything before that hour".
  let hour = before === undefined ? hourOf(now.toISOString()) : before.length === 13 ? previousHour(before) : hourOf(before);
  const found: PostRecord[] = [];
  let truncated = false;
  let oldestHourRead: string | undefined;
  let hoursRead = 0;
  // Rounds of 1, 2, 4 … hours read together: a busy hour answers in one round, a quiet stretch in a few.
  for (let roundSize = 1; hoursRead < EXPLORE_HOURS_PER_PAGE && hour >= horizon && found.length <= limit; roundSize *= 2) {
    const hours: string[] = [];
    for (; hours.length < roundSize && hoursRead < EXPLORE_HOURS_PER_PAGE && hour >= horizon; hoursRead++, hour = previousHour(hour)) hours.push(hour);
    const slices = await Promise.all(hours.map((roundHour) => queryExploreHour({ hour: roundHour, before, limit: limit + 1 })));
    for (const slice of slices) {
      found.push(...slice.items);
      truncated ||= slice.truncated;
    }
    oldestHourRead = hours.at(-1);
  }
  const sorted = found.map((post) => ({ post, position: feedPosition(post) })).sort(byPositionNewestFirst);
  const page = sorted.slice(0, limit);
  let next: string | undefined;
  if (sorted.length > limit || truncated) next = page.at(-1)?.position;
  else if (hour >= horizon && oldestHourRead) next = oldestHourRead;
  return pageOf(
    viewerId,
    page.map((entry) => entry.post),
    'visible',
    next,
  );
}

/**
 * A person's posts, newest first, as a page of a list (the spec's answer is the list itself; the next page's cursor
 * goes in the x-next-cursor header, docs/decisions.md 98): 404 'User not found' when hidden from the viewer, 403 for
 * a private account not followed.
 */
export async function userPosts(viewerId: string, authorId: string, query: FeedQuery): Promise<Page<SocialPost>> {
  const before = decodeFeedCursor(query.cursor);
  const access = await resolveContentAccess({ viewerId, ownerId: authorId });
  if (access === 'hidden') throw new NotFound('User not found');
  if (access === 'private') throw new Forbidden('This account is private.');
  const slice = await queryAuthorPosts({ authorId, before, limit: query.limit + 1 });
  const page = slice.items.slice(0, query.limit);
  const next = slice.items.length > query.limit || slice.truncated ? page.at(-1) : undefined;
  return { items: await presentPosts(viewerId, page, 'checked'), cursor: next ? encodeFeedCursor(feedPosition(next)) : undefined };
}
