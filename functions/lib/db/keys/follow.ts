/**
 * A follow edge: `followerId` follows `followeeId`. Listed from the follower's side by the table key
 * and from the followee's side (their followers) by GSI1.
 */
export const followEdgeKey = (followerId: string, followeeId: string) => ({ PK: `USER#${followerId}`, SK: `FOLLOWS#${followeeId}` });

export const followersIndexKey = (followeeId: string, createdAt: string, followerId: string) => ({
  GSI1PK: `USER#${followeeId}#FOLLOWERS`,
  GSI1SK: `${createdAt}#${followerId}`,
});

export const followersPartition = (followeeId: string) => `USER#${followeeId}#FOLLOWERS`;
