import { createDomainHandler, noContent, ok, okPage } from '../lib/http';
import { hideConversationBetween, showConversationBetween } from '../messages/index';
import { currentTokenVersion } from '../users/index';
import {
  acceptFollowRequest,
  block,
  declineFollowRequest,
  follow,
  followCountsOf,
  followStatus,
  isFollowing,
  listFollowers,
  listFollowing,
  listMyBlocks,
  listMyFollowRequests,
  myFollowCounts,
  suggestPeople,
  unblock,
  unfollow,
  type Conversations,
} from './service';
import { followsRoutes } from '../../shared/contract/follows';

/** A block hides the two people's conversation, an unblock shows it again (the messages domain's, given to the service). */
const conversations: Conversations = { hideConversationBetween, showConversationBetween };

/** Every route needs a signed-in caller (shared/routes.ts); the follower, requester or blocker is always the caller. */
export const handler = createDomainHandler('follows', followsRoutes, {
  'GET /api/follows/counts': async ({ userId }) => ok(await myFollowCounts(userId)),

  'GET /api/users/{id}/follows/counts': async ({ params, userId }) => ok(await followCountsOf(userId, params.id)),

  'GET /api/users/{id}/is-following': async ({ params, userId }) => ok(await isFollowing(userId, params.id)),

  'GET /api/users/{id}/follow-status': async ({ params, userId }) => ok(await followStatus(userId, params.id)),

  'POST /api/users/{id}/follow': async ({ params, userId }) => ok(await follow(userId, params.id)),

  'DELETE /api/users/{id}/unfollow': async ({ params, userId }) => ok(await unfollow(userId, params.id)),

  'GET /api/users/{id}/followers': async ({ params, query, userId }) =>
    okPage(await listFollowers(userId, params.id, query)),

  'GET /api/users/{id}/following': async ({ params, query, userId }) =>
    okPage(await listFollowing(userId, params.id, query)),

  'GET /api/users/suggestions': async ({ userId }) => ok(await suggestPeople(userId)),

  'GET /api/follow-requests': async ({ query, userId }) => okPage(await listMyFollowRequests(userId, query)),

  'POST /api/follow-requests/{userId}/accept': async ({ params, userId }) => {
    await acceptFollowRequest(userId, params.userId);
    return noContent();
  },

  'POST /api/follow-requests/{userId}/decline': async ({ params, userId }) => {
    await declineFollowRequest(userId, params.userId);
    return noContent();
  },

  'GET /api/blocks': async ({ query, userId }) => okPage(await listMyBlocks(userId, query)),

  'POST /api/users/{id}/block': async ({ params, userId }) => {
    await block(userId, params.id, conversations);
    return noContent();
  },

  'DELETE /api/users/{id}/block': async ({ params, userId }) => {
    await unblock(userId, params.id, conversations);
    return noContent();
  },
}, { tokenVersionOf: currentTokenVersion });
