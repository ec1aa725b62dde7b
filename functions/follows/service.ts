/**
 * The follows domain's rules (spec 001 sections 2, 4 and 7; issue 8 for requests, blocks and suggestions):
 * following a public account makes an edge, a private one a pending request its owner accepts or declines;
 * a block removes what links two people and keeps them apart; nothing passes between blocked people.
 */
import type { FollowCounts, FollowRequest, FollowStatus, UserSummary } from '../../shared/api-types';
import { createEventNotifications, deleteNotificationsBetween, writeGroupedNotification, type NewNotification, type NotifiedEvent } from '../notifications/index';
import { findAccountPrivacy, findDisplayName, findUserSummaries, listActivePublicUserIds } from '../users/index';
import { backoffDelay } from '../lib/db/batch-write';
import { BadRequest, Forbidden, NotFound } from '../lib/errors';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import type { Page } from '../lib/pagination';
import { withRetries } from '../lib/retries';
import { findBlockedAmong, resolveContentAccess } from './access';
import {
  deleteBlock,
  deleteFollowRequest,
  findFollowCounts,
  findPairState,
  findPairStates,
  listBlockedIds,
  listFollowRequests,
  listFollowerIdsPage,
  listFollowingIds,
  writeAcceptRequest,
  writeBlock,
  writeFollow,
  writeFollowRequest,
  writeUnfollow,
} from './repository';
import { rankSuggestionCandidates } from './suggestion-ranking';
import { FOLLOW_LIMIT } from './write-limits';
import { log } from '../lib/observability';

export const USER_NOT_FOUND = 'User not found';
export const PRIVATE_ACCOUNT = 'This account is private.';
const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';
const CANNOT_UNFOLLOW_SELF = 'You cannot unfollow yourself.';
const CANNOT_BLOCK_SELF = 'You cannot block yourself.';
const REQUEST_NOT_FOUND = 'Follow request not found';
const BUSY = 'Too many changes at once. Please try again.';

/** Transactions on one person's counters conflict under load: retried with growing, jittered pauses. */
const MAX_ATTEMPTS = 12;

const retryOnConflict = <T>(attempt: () => Promise<T>): Promise<T> =>
  withRetries(attempt, { conflictMessage: BUSY, maxAttempts: MAX_ATTEMPTS, delayMs: backoffDelay });

/**
 * A notification must never fail the change that caused it. One per recipient, actor and `group`: following again
 * after unfollowing replaces the earlier notification instead of adding one (issue 26).
 */
async function notifyQuietly(
  recipientId: string,
  actorId: string,
  group: 'follow' | 'follow-request' | 'follow-accepted',
  write: (name: string) => Omit<NewNotification, 'actorId'>,
): Promise<void> {
  try {
    const name = (await findDisplayName({ userId: actorId })) || 'Someone';
    await writeGroupedNotification({ userId: recipientId, actorId, group, write: () => write(name) });
  } catch (error) {
    log.error('Could not send a follow notification', { recipientId, actorId, error });
  }
}

/** 404 for a person hidden from the viewer (blocked either way, or no such account); 403 for a private account not followed. */
async function requireVisibleContent(viewerId: string, ownerId: string): Promise<void> {
  const access = await resolveContentAccess({ viewerId, ownerId });
  if (access === 'hidden') throw new NotFound(USER_NOT_FOUND);
  if (access === 'private') throw new Forbidden(PRIVATE_ACCOUNT);
}

/**
 * 404 for an id no account has, and the same for a person who blocks the viewer: to them that person does not exist
 * (issue 26). A person the viewer blocks stays known to the viewer (their blocks list shows them), even if they block
 * back. One GetItem and one BatchGet, in parallel.
 */
async function requireKnownPerson(viewerId: string, otherId: string): Promise<void> {
  const [privacy, state] = await Promise.all([
    findAccountPrivacy({ userId: otherId }),
    findPairState({ viewerId, otherId, parts: ['blocking', 'blockedBy'] }),
  ]);
  if (!privacy || (state.blockedBy && !state.blocking)) throw new NotFound(USER_NOT_FOUND);
}

/** The page's people in order, without those gone or blocked either way (one BatchGet of profiles, one of blocks). */
async function summariesFor(viewerId: string, userIds: string[]): Promise<UserSummary[]> {
  if (userIds.length === 0) return [];
  const [summaries, blocked] = await Promise.all([findUserSummaries({ userIds }), findBlockedAmong({ viewerId, userIds })]);
  return userIds.flatMap((id) => (blocked.has(id) ? [] : (summaries.get(id) ?? [])));
}

// ------------------------------------------------------------------------------------------------ counts

export function myFollowCounts(viewerId: string): Promise<FollowCounts> {
  return findFollowCounts({ userId: viewerId });
}

/** Counts are part of a profile's top block: shown for private accounts too, hidden only with the profile. */
export async function followCountsOf(viewerId: string, userId: string): Promise<FollowCounts> {
  const [access, counts] = await Promise.all([resolveContentAccess({ viewerId, ownerId: userId }), findFollowCounts({ userId })]);
  if (access === 'hidden') throw new NotFound(USER_NOT_FOUND);
  return counts;
}

// ------------------------------------------------------------------------------------------- follow state

/** Where the viewer stands with another person; blocked either way or no such account → 404, as their profile. */
export async function followStatus(viewerId: string, otherId: string): Promise<FollowStatus> {
  if (viewerId === otherId) return { status: 'none' };
  const [privacy, state] = await Promise.all([
    findAccountPrivacy({ userId: otherId }),
    findPairState({ viewerId, otherId, parts: ['following', 'requested', 'blocking', 'blockedBy'] }),
  ]);
  if (!privacy || state.blocking || state.blockedBy) throw new NotFound(USER_NOT_FOUND);
  return { status: state.following ? 'following' : state.requested ? 'requested' : 'none' };
}

/** True only for an accepted follow. */
export async function isFollowing(viewerId: string, otherId: string): Promise<boolean> {
  return (await followStatus(viewerId, otherId)).status === 'following';
}

/**
 * Follows a public account (an edge, 'following') or asks to follow a private one (a request, 'requested').
 * Idempotent: again answers the same. The person notified only when the edge or request is new.
 */
export async function follow(viewerId: string, targetId: string): Promise<FollowStatus> {
  if (viewerId === targetId) throw new BadRequest(CANNOT_FOLLOW_SELF);
  const privacy = await findAccountPrivacy({ userId: targetId });
  if (!privacy) throw new NotFound(USER_NOT_FOUND);
  await enforceWriteLimits(viewerId, [FOLLOW_LIMIT]);
  const now = new Date();
  if (!privacy.isPrivate) {
    const write = await retryOnConflict(() => writeFollow({ followerId: viewerId, followeeId: targetId, now }));
    if (write === 'blocked') throw new NotFound(USER_NOT_FOUND);
    if (write === 'created') {
      await notifyQuietly(targetId, viewerId, 'follow', (name) => ({ type: 'follow', title: 'New follower', message: `${name} started following you` }));
    }
    return { status: 'following' };
  }
  const write = await retryOnConflict(() => writeFollowRequest({ requesterId: viewerId, targetId, now }));
  if (write === 'blocked') throw new NotFound(USER_NOT_FOUND);
  if (write === 'following') return { status: 'following' };
  if (write === 'created') {
    await notifyQuietly(targetId, viewerId, 'follow-request', (name) => ({ type: 'friend_request', title: 'Follow request', message: `${name} wants to follow you` }));
  }
  return { status: 'requested' };
}

/** Stops following, or withdraws a pending request. Idempotent for a known person; nobody (or my blocker) is a 404. */
export async function unfollow(viewerId: string, targetId: string): Promise<FollowStatus> {
  if (viewerId === targetId) throw new BadRequest(CANNOT_UNFOLLOW_SELF);
  await requireKnownPerson(viewerId, targetId);
  const removed = await retryOnConflict(() => writeUnfollow({ followerId: viewerId, followeeId: targetId }));
  if (!removed) await deleteFollowRequest({ targetId, requesterId: viewerId });
  return { status: 'none' };
}

// ----------------------------------------------------------------------------------------- lists of people

export async function listFollowers(viewerId: string, userId: string, query: { limit: number; cursor?: string }): Promise<Page<UserSummary>> {
  await requireVisibleContent(viewerId, userId);
  const page = await listFollowerIdsPage({ userId, ...query });
  return { items: await summariesFor(viewerId, page.items), cursor: page.cursor };
}

export async function listFollowing(viewerId: string, userId: string, query: { limit: number; cursor?: string }): Promise<Page<UserSummary>> {
  await requireVisibleContent(viewerId, userId);
  const page = await listFollowingIds({ userId, ...query });
  return { items: await summariesFor(viewerId, page.items), cursor: page.cursor };
}

// ----------------------------------------------------------------------------------------- follow requests

/** Requests to the caller, newest first (a requester whose account is gone is left out). */
export async function listMyFollowRequests(viewerId: string, query: { limit: number; cursor?: string }): Promise<Page<FollowRequest>> {
  const page = await listFollowRequests({ userId: viewerId, ...query });
  const summaries = page.items.length ? await findUserSummaries({ userIds: page.items.map((item) => item.requesterId) }) : new Map<string, UserSummary>();
  return {
    items: page.items.flatMap(({ requesterId, requestedAt }) => {
      const summary = summaries.get(requesterId);
      return summary ? [{ ...summary, requestedAt }] : [];
    }),
    cursor: page.cursor,
  };
}

/** The requester now follows the caller, and hears so. */
export async function acceptFollowRequest(viewerId: string, requesterId: string): Promise<void> {
  const write = await retryOnConflict(() => writeAcceptRequest({ targetId: viewerId, requesterId, now: new Date() }));
  if (write === 'no-request') throw new NotFound(REQUEST_NOT_FOUND);
  if (write === 'following') {
    await deleteFollowRequest({ targetId: viewerId, requesterId });
    return;
  }
  await notifyQuietly(requesterId, viewerId, 'follow-accepted', (name) => ({
    type: 'follow',
    title: 'Follow request accepted',
    message: `${name} accepted your follow request`,
  }));
}

export async function declineFollowRequest(viewerId: string, requesterId: string): Promise<void> {
  if (!(await deleteFollowRequest({ targetId: viewerId, requesterId }))) throw new NotFound(REQUEST_NOT_FOUND);
}

// ------------------------------------------------------------------------------------------------- blocks

/**
 * What a block changes in the messages domain, given by the handler (the messages domain's functions): the messages
 * domain asks this one who may write to whom, so this one does not import it (docs/domain-boundaries.md).
 */
export interface Conversations {
  hideConversationBetween(options: { userIds: readonly [string, string] }): Promise<void>;
  showConversationBetween(options: { userIds: readonly [string, string] }): Promise<void>;
}

/**
 * Blocks another person: follows and requests both ways go, with the counters (read, then one conditioned
 * transaction). Then, issue 27, no traces: their conversation leaves both people's lists (kept, hidden while blocked)
 * and what each was notified of about the other is deleted. Those run after the block is stored, and a failure fails
 * the request: blocking again (idempotent) finishes them.
 */
export async function block(viewerId: string, otherId: string, conversations: Conversations): Promise<void> {
  if (viewerId === otherId) throw new BadRequest(CANNOT_BLOCK_SELF);
  await requireKnownPerson(viewerId, otherId);
  await retryOnConflict(async () => {
    const read = await findPairState({ viewerId, otherId, parts: ['following', 'followedBy'] });
    await writeBlock({ blockerId: viewerId, blockedId: otherId, read, now: new Date() });
  });
  const pair = [viewerId, otherId] as const;
  await Promise.all([conversations.hideConversationBetween({ userIds: pair }), deleteNotificationsBetween({ userIds: pair })]);
}

/**
 * Lifts the block; the follows and notifications it removed do not come back, the conversation does (unless the
 * other person blocks the viewer too). Idempotent for a known person; nobody (or my blocker) is a 404.
 */
export async function unblock(viewerId: string, otherId: string, conversations: Conversations): Promise<void> {
  if (viewerId === otherId) throw new BadRequest(CANNOT_BLOCK_SELF);
  await requireKnownPerson(viewerId, otherId);
  await deleteBlock({ blockerId: viewerId, blockedId: otherId });
  await conversations.showConversationBetween({ userIds: [viewerId, otherId] });
}

export async function listMyBlocks(viewerId: string, query: { limit: number; cursor?: string }): Promise<Page<UserSummary>> {
  const page = await listBlockedIds({ userId: viewerId, ...query });
  const summaries = page.items.length ? await findUserSummaries({ userIds: page.items }) : new Map<string, UserSummary>();
  return { items: page.items.flatMap((id) => summaries.get(id) ?? []), cursor: page.cursor };
}

// -------------------------------------------------------------------------------------------- suggestions

export const MAX_SUGGESTIONS = 10;
/** How many of my follows are asked whom they follow, and how many of theirs each. */
const FOLLOWS_SAMPLED = 10;
const FOLLOWS_OF_FOLLOWS_SAMPLED = 10;
const ACTIVE_PUBLIC_SAMPLED = 30;
/** Candidates checked per BatchGet: four keys each (my edge, my request, blocks both ways). */
const CANDIDATES_PER_CHECK = 25;

/**
 * At most 10 people to follow: people my follows follow (ranked by how many of them do), then recently active
 * public accounts; never me, anyone I follow or asked to, or anyone blocked either way. Bounded: 1 + 10 Queries,
 * one Query of the active index, ≤ 6 BatchGets of candidate checks (≤ 130 candidates, 25 a request, stopping at
 * 10 found) and one BatchGet of profiles.
 */
export async function suggestPeople(viewerId: string): Promise<UserSummary[]> {
  const myFollows = (await listFollowingIds({ userId: viewerId, limit: FOLLOWS_SAMPLED })).items;
  const [followsOfMyFollows, activePublic] = await Promise.all([
    Promise.all(myFollows.map(async (userId) => (await listFollowingIds({ userId, limit: FOLLOWS_OF_FOLLOWS_SAMPLED })).items)),
    listActivePublicUserIds({ limit: ACTIVE_PUBLIC_SAMPLED }),
  ]);
  const candidates = rankSuggestionCandidates({ followsOfMyFollows, activePublic, exclude: new Set([viewerId, ...myFollows]) });
  const chosen: string[] = [];
  for (let start = 0; start < candidates.length && chosen.length < MAX_SUGGESTIONS; start += CANDIDATES_PER_CHECK) {
    const otherIds = candidates.slice(start, start + CANDIDATES_PER_CHECK);
    const states = await findPairStates({ viewerId, otherIds, parts: ['following', 'requested', 'blocking', 'blockedBy'] });
    chosen.push(...otherIds.filter((id) => states.get(id)?.size === 0));
  }
  const picked = chosen.slice(0, MAX_SUGGESTIONS);
  if (picked.length === 0) return [];
  const summaries = await findUserSummaries({ userIds: picked });
  return picked.flatMap((id) => summaries.get(id) ?? []);
}

// ------------------------------------------------------------------------------------ follower fan-out

const FOLLOWERS_PER_PAGE = 100;

/** Everyone who follows `actorId`, a page of followers at a time (ids only). */
export async function listFollowerIds(options: { userId: string; cursor?: string; limit?: number }): Promise<{ items: string[]; cursor?: string }> {
  return listFollowerIdsPage({ userId: options.userId, cursor: options.cursor, limit: options.limit ?? FOLLOWERS_PER_PAGE });
}

/** Followers notified per slice: one Query of edges (some 250 KB), then 10 BatchGetItems and at most 40 BatchWriteItems. */
const FOLLOWERS_PER_NOTICE_SLICE = 1_000;

/**
 * Notifies everyone who follows `actorId` of one event, a slice of followers at a time. For stream consumers (issue
 * 31: never in a request, whose cost would grow with the followers): each slice's writes are idempotent, so a
 * replayed record finds what its first delivery wrote and writes only what is missing. Answers how many were written.
 */
export async function notifyFollowers(options: { actorId: string; notification: NewNotification; event: NotifiedEvent }): Promise<{ written: number }> {
  let written = 0;
  let cursor: string | undefined;
  do {
    const page = await listFollowerIds({ userId: options.actorId, cursor, limit: FOLLOWERS_PER_NOTICE_SLICE });
    if (page.items.length) {
      const notification = { ...options.notification, actorId: options.actorId };
      written += (await createEventNotifications({ userIds: page.items, notification, event: options.event })).written;
    }
    cursor = page.cursor;
  } while (cursor);
  return { written };
}
