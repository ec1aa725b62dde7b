/**
 * Keys of the messages domain. A conversation's messages share one partition named by the two people's ids in
 * order, sorted by their time-ordered id. Each participant has a summary of the conversation in their own
 * partition, listed newest first through GSI1 and, while it has unread messages, through the sparse GSI2.
 */
export const conversationPartition = (userA: string, userB: string) => {
  const [low, high] = userA < userB ? [userA, userB] : [userB, userA];
  return `CONVERSATION#${low}#${high}`;
};
export const MESSAGE_SK_PREFIX = 'MESSAGE#';
export const messageKey = (userA: string, userB: string, messageId: string) => ({
  PK: conversationPartition(userA, userB),
  SK: `${MESSAGE_SK_PREFIX}${messageId}`,
});

/** `ownerId`'s summary of their conversation with `otherId`. */
export const conversationSummaryKey = (ownerId: string, otherId: string) => ({ PK: `USER#${ownerId}`, SK: `CONVERSATION#${otherId}` });

export const conversationsPartition = (ownerId: string) => `USER#${ownerId}#CONVERSATIONS`;
/** `lastMessageTime` is an ISO instant, so the sort key orders conversations by their last message. */
export const conversationsIndexKey = (ownerId: string, lastMessageTime: string, otherId: string) => ({
  GSI1PK: conversationsPartition(ownerId),
  GSI1SK: `${lastMessageTime}#${otherId}`,
});

export const unreadConversationsPartition = (ownerId: string) => `USER#${ownerId}#UNREAD_CONVERSATIONS`;
/** Only while the summary has unread messages: opening the thread removes these attributes. */
export const unreadConversationsIndexKey = (ownerId: string, lastMessageTime: string, otherId: string) => ({
  GSI2PK: unreadConversationsPartition(ownerId),
  GSI2SK: `${lastMessageTime}#${otherId}`,
});
