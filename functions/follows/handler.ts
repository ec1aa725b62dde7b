import { requesterParamsSchema, userIdParamsSchema } from '../../shared/schemas/users';
import { createDomainHandler, endpoint, noContent, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
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

const userParams = userIdParamsSchema;
/** A block hides the two people's conversation, an unblock shows it again (the messages domain's, given to the service). */
const conversations: Conversations = { hideConversationBetween, showConversationBetween };

/** Every route needs a signed-in caller (shared/routes.ts); the follower, requester or blocker is always the caller. */
export const handler = createDomainHandler('follows', {
  'GET /api/follows/counts': endpoint({}, async ({ userId }) => ok(await myFollowCounts(userId))),

  'GET /api/users/{id}/follows/counts': endpoint({ params: userParams }, async ({ params, userId }) => ok(await followCountsOf(userId, params.id))),

  'GET /api/users/{id}/is-following': endpoint({ params: userParams }, async ({ params, userId }) => ok(await isFollowing(userId, params.id))),

  'GET /api/users/{id}/follow-status': endpoint({ params: userParams }, async ({ params, userId }) => ok(await followStatus(userId, params.id))),

  'POST /api/users/{id}/follow': endpoint({ params: userParams }, async ({ params, userId }) => ok(await follow(userId, params.id))),

  'DELETE /api/users/{id}/unfollow': endpoint({ params: userParams }, async ({ params, userId }) => ok(await unfollow(userId, params.id))),

  'GET /api/users/{id}/followers': endpoint({ params: userParams, query: pageQuerySchema }, async ({ params, query, userId }) =>
    okPage(await listFollowers(userId, params.id, query)),
  ),

  'GET /api/users/{id}/following': endpoint({ params: userParams, query: pageQuerySchema }, async ({ params, query, userId }) =>
    okPage(await listFollowing(userId, params.id, query)),
  ),

  'GET /api/users/suggestions': endpoint({}, async ({ userId }) => ok(await suggestPeople(userId))),

  'GET /api/follow-requests': endpoint({ query: pageQuerySchema }, async ({ query, userId }) => okPage(await listMyFollowRequests(userId, query))),

  'POST /api/follow-requests/{userId}/accept': endpoint({ params: requesterParamsSchema }, async ({ params, userId }) => {
    await acceptFollowRequest(userId, params.userId);
    return noContent();
  }),

  'POST /api/follow-requests/{userId}/decline': endpoint({ params: requesterParamsSchema }, async ({ params, userId }) => {
    await declineFollowRequest(userId, params.userId);
    return noContent();
  }),

  'GET /api/blocks': endpoint({ query: pageQuerySchema }, async ({ query, userId }) => okPage(await listMyBlocks(userId, query))),

  'POST /api/users/{id}/block': endpoint({ params: userParams }, async ({ params, userId }) => {
    await block(userId, params.id, conversations);
    return noContent();
  }),

  'DELETE /api/users/{id}/block': endpoint({ params: userParams }, async ({ params, userId }) => {
    await unblock(userId, params.id, conversations);
    return noContent();
  }),
}, { tokenVersionOf: currentTokenVersion });
