/**
 * Keys of the follows domain: follow edges (`followerId` follows `followeeId`, listed from the follower's side by
 * the table key and from the followee's side by GSI1), pending follow requests to private accounts, blocks and
 * the follow counters.
 */
export const followEdgeKey = (followerId: string, followeeId: string) => ({ PK: `USER#${followerId}`, SK: `FOLLOWS#${followeeId}` });
export const FOLLOWING_PREFIX = 'FOLLOWS#';

export const followersIndexKey = (followeeId: string, createdAt: string, followerId: string) => ({
  GSI1PK: `USER#${followeeId}#FOLLOWERS`,
  GSI1SK: `${createdAt}#${followerId}`,
});

export const followersPartition = (followeeId: string) => `USER#${followeeId}#FOLLOWERS`;

/** A pending request from `requesterId` to follow the private account `targetId`, in the target's partition. */
export const followRequestKey = (targetId: string, requesterId: string) => ({ PK: `USER#${targetId}`, SK: `FOLLOW_REQUEST#${requesterId}` });
export const FOLLOW_REQUEST_PREFIX = 'FOLLOW_REQUEST#';
/** The requests to one private account, newest first (GSI1 on the request item). */
export const followRequestsIndexKey = (targetId: string, requestedAt: string, requesterId: string) => ({
  GSI1PK: followRequestsPartition(targetId),
  GSI1SK: `${requestedAt}#${requesterId}`,
});
export const followRequestsPartition = (targetId: string) => `USER#${targetId}#FOLLOW_REQUESTS`;

/** `blockerId` blocked `blockedId`; checked in both directions wherever two people meet. */
export const blockKey = (blockerId: string, blockedId: string) => ({ PK: `USER#${blockerId}`, SK: `BLOCKS#${blockedId}` });
export const BLOCKS_PREFIX = 'BLOCKS#';

/** `followerCount` and `followingCount`, changed in the same transaction as the edge. */
export const followCountsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'FOLLOW_COUNTS' });

/** Issue 12: the requests a person sent (GSI2 of the request item) and the blocks against them (GSI1 of the block item). */
export const sentRequestsPartition = (requesterId: string) => `USER#${requesterId}#SENT_REQUESTS`;
export const sentRequestsIndexKey = (requesterId: string, requestedAt: string, targetId: string) => ({
  GSI2PK: sentRequestsPartition(requesterId),
  GSI2SK: `${requestedAt}#${targetId}`,
});
export const blockedByPartition = (blockedId: string) => `USER#${blockedId}#BLOCKED_BY`;
export const blockedByIndexKey = (blockedId: string, blockedAt: string, blockerId: string) => ({
  GSI1PK: blockedByPartition(blockedId),
  GSI1SK: `${blockedAt}#${blockerId}`,
});
