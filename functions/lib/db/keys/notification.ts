/**
 * Notifications live in their recipient's partition, sorted by their time-ordered id. Unread ones
 * are also in GSI2 (a sparse index: marking one read removes its GSI2 keys).
 */
export const notificationsPartition = (userId: string) => `USER#${userId}#NOTIFICATIONS`;
export const notificationKey = (userId: string, notificationId: string) => ({ PK: notificationsPartition(userId), SK: notificationId });

export const unreadPartition = (userId: string) => `USER#${userId}#UNREAD`;
export const unreadIndexKey = (userId: string, notificationId: string) => ({ GSI2PK: unreadPartition(userId), GSI2SK: notificationId });
