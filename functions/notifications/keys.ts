/**
 * Notifications live in their recipient's partition, sorted by their time-ordered id. Unread ones
 * are also in GSI2 (a sparse index: marking one read removes its GSI2 keys).
 */
export const notificationsPartition = (userId: string) => `USER#${userId}#NOTIFICATIONS`;
export const notificationKey = (userId: string, notificationId: string) => ({ PK: notificationsPartition(userId), SK: notificationId });

export const unreadPartition = (userId: string) => `USER#${userId}#UNREAD`;
export const unreadIndexKey = (userId: string, notificationId: string) => ({ GSI2PK: unreadPartition(userId), GSI2SK: notificationId });

/**
 * Issue 12: the notifications others received about an actor (GSI1), so deleting the actor's account finds them.
 * Issue 27: sorted by recipient first, so a block finds what one of the two received about the other (notifications
 * written before then have the bare id as their sort key; they expire within 90 days).
 */
export const notificationsByActorPartition = (actorId: string) => `USER#${actorId}#NOTIFIED`;
export const notificationsToRecipientPrefix = (recipientId: string) => `TO#${recipientId}#`;
export const notificationsByActorIndexKey = (actorId: string, recipientId: string, notificationId: string) => ({
  GSI1PK: notificationsByActorPartition(actorId),
  GSI1SK: `${notificationsToRecipientPrefix(recipientId)}${notificationId}`,
});

/**
 * Issue 26: which notification currently stands for a recipient's group of events from one actor (`group` names the
 * kind and its subject: 'follow', 'like#<postId>'). In its own partition, so listing notifications never reads it;
 * listed by actor in GSI1 as notifications are, so deleting either person's account finds it.
 */
export const notificationGroupsPartition = (userId: string) => `USER#${userId}#NOTIFICATION_GROUPS`;
export const notificationGroupKey = (userId: string, group: string, actorId: string) => ({
  PK: notificationGroupsPartition(userId),
  SK: `${group}#${actorId}`,
});
export const notificationGroupsOfRecipientPrefix = (userId: string) => `GROUP#${userId}#`;
export const notificationGroupByActorIndexKey = (actorId: string, userId: string, group: string) => ({
  GSI1PK: notificationsByActorPartition(actorId),
  GSI1SK: `${notificationGroupsOfRecipientPrefix(userId)}${group}`,
});

/**
 * Issue 30: a person's devices that receive pushes, one item per push endpoint (its sort key a hash of the endpoint,
 * so subscribing again updates the same item). At most MAX_PUSH_DEVICES, listed by one Query.
 */
export const pushDevicesPartition = (userId: string) => `USER#${userId}#PUSH_DEVICES`;
export const pushDeviceKey = (userId: string, deviceId: string) => ({ PK: pushDevicesPartition(userId), SK: deviceId });

/**
 * Issue 30: that a push of one kind about one target from one actor went to a person lately (TTL'd 10 minutes), so a
 * follow/unfollow loop or a run of likes pushes once.
 */
export const pushesSentPartition = (userId: string) => `USER#${userId}#PUSHES_SENT`;
export const pushSentKey = (userId: string, kind: string, target: string, actorId: string) => ({ PK: pushesSentPartition(userId), SK: `${kind}#${target}#${actorId}` });

/**
 * Issue 30, deliverable 6: the rest alert a person's phone asked for, at most one (a new rest replaces it). Its token
 * is what the delayed message carries: a message whose token is no longer the item's was cancelled or replaced.
 */
export const restAlertPartition = (userId: string) => `USER#${userId}#REST_ALERT`;
export const restAlertKey = (userId: string) => ({ PK: restAlertPartition(userId), SK: 'PENDING' });
